import { BOOKING_PERMISSIONS } from '@ats/domain/interview-availability/booking.errors';
import type { RouteAccess } from '../../app/auth/access';

/** /recruiter/self-scheduling (spec 03 §2.1): an allowed role and the company's self-scheduling feature. */
export const SELF_SCHEDULING_ACCESS = {
  permissions: [BOOKING_PERMISSIONS.selfScheduling],
  companyPermissions: [BOOKING_PERMISSIONS.selfScheduling],
} as const satisfies RouteAccess;
