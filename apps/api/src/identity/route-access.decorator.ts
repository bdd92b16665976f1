import { SetMetadata } from '@nestjs/common';
import type { Role } from '../../../../domain/identity';

/**
 * Who may call a route (spec 01 §6.2 "Route access"): each kind present must pass — at least one of
 * `companyPermissions` in the company's permissionV2, at least one of `permissions` granted to the user
 * (permissionV1, matched with the domain matcher), at least one of `roles` among the user's roles.
 */
export type RouteAccessRule = {
  companyPermissions?: string[];
  permissions?: string[];
  roles?: Role[];
};

export const ROUTE_ACCESS = 'ats:routeAccess';
export const RouteAccess = (rule: RouteAccessRule) => SetMetadata(ROUTE_ACCESS, rule);

export const WITHOUT_COMPANY = 'ats:withoutCompany';
/** Routes a signed-in user who has no company yet (a self-serve sign-up in progress) may call. */
export const AllowWithoutCompany = () => SetMetadata(WITHOUT_COMPANY, true);
