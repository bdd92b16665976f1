/** The session's user lives in app/auth/session.ts; this keeps the older import path working. */
export { currentUserQueryKey, fullNameOf } from '../auth/session';
