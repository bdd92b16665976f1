import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';
import { WORK_EMAIL_MESSAGE } from '@ats/domain/identity/work-email';
import { isApiError, SESSION_EXPIRED_MESSAGE } from '../../app/api/api-error';
import type { FieldMessage } from '../../app/forms/field-message';
import type { MessageId } from '../../app/i18n/messages';

const [DOMAIN_TAKEN_PREFIX, DOMAIN_TAKEN_SUFFIX] = SIGN_UP_MESSAGES.domainTaken('\u0000').split('\u0000') as [string, string];

const DOMAIN_NOT_REGISTERED = /^Company domain (.+) is not registered\. Please check the email address or contact your administrator\.?$/;

const BY_TEXT: Record<string, MessageId> = {
  'Access denied': 'auth.error.accessDenied',
  'Invalid verification code. Please try again.': 'auth.error.invalidCode',
  'Failed to verify code. Please try again.': 'auth.error.verifyFailed',
  'User email already exists': 'auth.error.emailExists',
  [SIGN_UP_MESSAGES.userNotFound]: 'auth.error.userIdNotFound',
  [SIGN_UP_MESSAGES.alreadyVerified]: 'auth.error.alreadyVerified',
  [SIGN_UP_MESSAGES.otpRequired]: 'otp.required',
  [WORK_EMAIL_MESSAGE]: 'validation.workEmail',
  [SESSION_EXPIRED_MESSAGE]: 'session.expired.title',
  // infra/auth/auth-error.ts (the web may not import infra): the per-user and per-address code limits.
  'Too many verification codes requested. Please try again later.': 'auth.error.tooManyRequests',
};

/**
 * The spec's login and onboarding messages (01 §8) arrive from the API in English; each known one maps to its
 * catalogue entry. Unknown texts (already translated by the server, or new) are shown as given.
 */
export const authMessageOf = (error: unknown): FieldMessage => {
  if (isApiError(error) && error.isGeneric) return { id: error.statusCode === 429 ? 'auth.error.tooManyRequests' : 'error.unexpected' };
  if (!isApiError(error)) return error instanceof Error && error.message ? { raw: error.message } : { id: 'error.unexpected' };
  const domain = DOMAIN_NOT_REGISTERED.exec(error.message);
  if (domain) return { id: 'auth.error.domainNotRegistered', values: { domain: domain[1]! } };
  if (error.message.startsWith(DOMAIN_TAKEN_PREFIX) && error.message.endsWith(DOMAIN_TAKEN_SUFFIX)) {
    return { id: 'auth.error.domainTaken', values: { domain: error.message.slice(DOMAIN_TAKEN_PREFIX.length, -DOMAIN_TAKEN_SUFFIX.length) } };
  }
  const id = BY_TEXT[error.message];
  if (id) return { id };
  return { raw: error.message };
};
