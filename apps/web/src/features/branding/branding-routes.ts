import { BRANDING_PERMISSIONS } from '@ats/domain/branding/branding-policies';
import type { RouteAccess } from '../../app/auth/access';

/** Spec 03 §2.4, §6 Gates: the career page editor needs every career-page permission and the company's. */
export const CAREER_PAGE_EDITOR_ACCESS = {
  permissions: [BRANDING_PERMISSIONS.careerPageAll],
  companyPermissions: [BRANDING_PERMISSIONS.careerPageAll],
} as const satisfies RouteAccess;
