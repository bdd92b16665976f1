import {
  canAccessRoute,
  hasPermission,
  PERMISSIONS,
  resolveRole,
  type AccessType,
  type JobScope,
  type PermissionHolder,
  type Role,
  type RouteAccessRule,
} from '@ats/domain/identity';
import type { CurrentUser } from '../api/api-types';

/**
 * The web client's only door to the permission rules: the matcher, role resolution and route access come from
 * domain/identity, the same functions the API guard runs, so a link shown here is a call the API allows.
 */
export type { AccessType, PermissionHolder, Role };

/** A route's access rule (spec 01 §6.2): every kind present must pass, each by at least one entry. */
export type RouteAccess = RouteAccessRule;

export const permissionHolderOf = (user: CurrentUser): PermissionHolder => ({
  roles: user.roles ?? [],
  permissions: user.permissionV1 ?? [],
  companyPermissions: user.permissionV2 ?? [],
  collaboratorPermissions: user.collaboratorPermissionsV1 ?? user.jobCollaborationPermissionsV1 ?? [],
});

export const resolvedRoleOf = (user: CurrentUser): { role: Role; access: AccessType | null } => resolveRole(user.roles ?? []);

export const allows = (holder: PermissionHolder, rule: RouteAccess | undefined): boolean =>
  rule === undefined ? true : canAccessRoute(holder, rule);

/** True when any of the requested permissions is granted (optionally for one job, with the collaborator fallback). */
export const hasAnyPermission = (holder: PermissionHolder, requested: readonly string[], scope?: JobScope): boolean =>
  requested.some((permission) => hasPermission(holder, permission, scope));

export const hasAnyRole = (holder: PermissionHolder, roles: readonly Role[]): boolean => roles.some((role) => holder.roles.includes(role));

/** The staff roles of a company (everything but the employee portal). */
export const STAFF_ROLES: readonly Role[] = ['COMPANY_ADMIN', 'COMPANY_RECRUITER', 'COMPANY_INTERVIEWER'];
export const INTERNAL_ROLES: readonly Role[] = ['INTERNAL_SUPER_ADMIN', 'INTERNAL_WC_SALES', 'INTERNAL_PARTNER_SALES'];

/** Role homes (spec 01 §2.1). */
export const roleHomeFor = (role: Role): string => {
  switch (role) {
    case 'INTERNAL_SUPER_ADMIN':
    case 'INTERNAL_WC_SALES':
    case 'INTERNAL_PARTNER_SALES':
    case 'WC_SUPER_ADMIN':
      return '/admin/dashboard';
    case 'COMPANY_ADMIN':
    case 'COMPANY_INTERVIEWER':
    case 'COMPANY_RECRUITER':
      return '/recruiter/home';
    case 'COMPANY_EMPLOYEE':
      return '/recruiter/employee-portal';
    case 'CANDIDATE':
    case 'AGENCY_USER':
      return '/404';
    default: {
      const unknown: never = role;
      return String(unknown);
    }
  }
};

/** Any of the hiring-plan permissions (spec 01 §6.2) opens the Hiring plan tab and its routes. */
export const HIRING_PLAN_PERMISSIONS = [
  'COMPANY::HIRING_PLAN::*',
  'COMPANY::HIRING_PLAN::REQUISITIONS::CREATE',
  'COMPANY::HIRING_PLAN::REQUISITIONS::LIST',
  'COMPANY::HIRING_PLAN::REQUISITIONS::APPROVAL_FLOW::LIST',
  'COMPANY::HIRING_PLAN::DEFAULT_APPROVAL_FLOW::APPROVER',
  'COMPANY::HIRING_PLAN::OPENING_APPROVAL_FLOW::APPROVER',
  'COMPANY_MANAGE_HIRING_PLAN',
] as const;

export { PERMISSIONS };

/** Spec 01 §6.3: a settings link needs any one permission of its group. */
export const TEAM_MEMBERS_GROUP = [
  PERMISSIONS.teamMembersList,
  PERMISSIONS.teamMembersAdd,
  PERMISSIONS.teamMembersEdit,
  PERMISSIONS.teamMembersDelete,
] as const;
