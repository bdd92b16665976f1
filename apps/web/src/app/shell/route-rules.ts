import { HIRING_PLAN_PERMISSIONS, INTERNAL_ROLES, PERMISSIONS, STAFF_ROLES, type RouteAccess } from '../auth/access';

/**
 * Route rules of the recruiter area (spec 01 §2.1, §6.4; 02 §2.1), checked with the shared `canAccessRoute`
 * by the route guard and by the navigation, so a tab is shown exactly when its page opens.
 */
export const ROUTE_RULES = {
  /** /recruiter: signed-in company users. */
  recruiterArea: { roles: [...STAFF_ROLES, 'COMPANY_EMPLOYEE'] },
  /** Home, Jobs, Candidates, Interviews: not employees (01 §6.4). */
  staff: { roles: STAFF_ROLES },
  employeePortal: { roles: ['COMPANY_ADMIN', 'COMPANY_INTERVIEWER', 'COMPANY_EMPLOYEE', 'COMPANY_RECRUITER'] },
  hiringPlan: { permissions: HIRING_PLAN_PERMISSIONS },
  /** The tab needs COMPANY::REPORTS::COMPANY_REPORTS::*; the route names MANAGE_COMPANY_REPORTS too. */
  reports: { permissions: [PERMISSIONS.companyReports, 'MANAGE_COMPANY_REPORTS'] },
  settings: { roles: [...STAFF_ROLES, 'COMPANY_EMPLOYEE'] },
  admin: { roles: INTERNAL_ROLES },
} as const satisfies Record<string, RouteAccess>;
