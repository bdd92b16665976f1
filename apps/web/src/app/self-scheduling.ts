import { BOOKING_PERMISSIONS } from '@ats/domain/interview-availability/booking.errors';
import type { RouteAccess } from './auth/access';

/**
 * /recruiter/self-scheduling (spec 03 §2.1): an allowed role and the company's self-scheduling feature. Here,
 * not in the booking feature, because the candidate profile's interviews offer it too.
 */
export const SELF_SCHEDULING_ACCESS = {
  permissions: [BOOKING_PERMISSIONS.selfScheduling],
  companyPermissions: [BOOKING_PERMISSIONS.selfScheduling],
} as const satisfies RouteAccess;

/** The self-scheduling page for one application: the recruiter picks a booking link and e-mails it. */
export const selfSchedulingPath = (applicationId: string): string => `/recruiter/self-scheduling?applicationId=${encodeURIComponent(applicationId)}`;
