import { SetMetadata } from '@nestjs/common';
import type { RouteAccessRule } from '@ats/domain/identity';

export type { RouteAccessRule };

export const ROUTE_ACCESS = 'ats:routeAccess';
/**
 * Who may call a route (spec 01 §6.2 "Route access"), checked by the identity guard with `canAccessRoute`
 * of domain/identity: each kind present must pass — at least one of `companyPermissions` allowed by the
 * company's plan (permissionV2), at least one of `permissions` granted to the user (permissionV1), at least
 * one of `jobPermissions` granted in permissionV1 or for some job (the handler then checks the job itself),
 * at least one of `roles`. Every non-public route must carry one: the guard refuses a route without it.
 */
export const RouteAccess = (rule: RouteAccessRule) => SetMetadata(ROUTE_ACCESS, rule);

/** Any signed-in staff user of the company: routes about oneself (`/users/me`, logout). */
export const ANY_SIGNED_IN_USER: RouteAccessRule = {};

export const WITHOUT_COMPANY = 'ats:withoutCompany';
/**
 * Routes a signed-in user who has no company yet (a self-serve sign-up in progress) may call; they read the
 * user with `@CurrentUser()`. Users with a company must still pass the route's `@RouteAccess`.
 */
export const AllowWithoutCompany = () => SetMetadata(WITHOUT_COMPANY, true);
