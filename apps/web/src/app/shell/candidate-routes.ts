import { STAFF_ROLES, type RouteAccess } from '../auth/access';

/**
 * Who opens the candidate pages (spec 01 §2.1, §6.1, §6.4; 02 §2.1): company staff — employees have only the
 * employee portal — and add candidate for admins and recruiters only.
 */
export const CANDIDATE_ROUTES = {
  list: { roles: STAFF_ROLES },
  add: { roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'] },
  profile: { roles: STAFF_ROLES },
} as const satisfies Record<string, RouteAccess>;
