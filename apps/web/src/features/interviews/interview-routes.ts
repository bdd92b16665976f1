import type { RouteAccess } from '../../app/auth/access';

const SCHEDULING = 'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*';

/** /recruiter/interview-scheduling (spec 03 §2.1): the company permission for calendar interview scheduling. */
export const INTERVIEW_SCHEDULING_ACCESS = { permissions: [SCHEDULING], companyPermissions: [SCHEDULING] } as const satisfies RouteAccess;
