import type { PermissionHolder, Role } from './identity.types';

const SEPARATOR = '::';
const WILDCARD = '*';

/**
 * The one permission matcher (spec 01 §6.2), used by the API guard, the command handlers and the web client.
 *
 * Strings are '::'-separated segments compared one by one. A granted '*' segment matches everything after
 * it, including nothing ('COMPANY::JOBS::*' grants 'COMPANY::JOBS'). Without a wildcard the granted string
 * must not be longer than the requested one: a granted prefix grants what lies below it
 * ('COMPANY::CANDIDATES' grants 'COMPANY::CANDIDATES::DELETE'), a longer grant never grants its parent.
 * A requested '*' is an ordinary segment: asking for 'COMPANY::NOTIFICATION::*' needs the whole group.
 * Only a segment that is exactly '*' is a wildcard: 'ADMIN::COMPANY:*' (one colon, as the spec spells it)
 * has the segment 'COMPANY:*', which matches only itself.
 */
export const permissionMatches = (granted: string, requested: string): boolean => {
  if (!granted || !requested) return false;
  const grantedSegments = granted.split(SEPARATOR);
  const requestedSegments = requested.split(SEPARATOR);
  for (let index = 0; index < grantedSegments.length; index += 1) {
    if (grantedSegments[index] === WILDCARD) return true;
    if (index >= requestedSegments.length) return false;
    if (grantedSegments[index] !== requestedSegments[index]) return false;
  }
  return true;
};

export const anyMatches = (granted: readonly string[], requested: string): boolean =>
  granted.some((permission) => permissionMatches(permission, requested));

/** All jobs, in `collaboratorPermissions[].jobRoleId`. */
export const ALL_JOBS = '*';

export type JobScope = { jobRoleId?: string; stageId?: string };

/**
 * Whether the holder may do `requested`: granted by their user permissions (permissionV1), or, for a
 * job-scoped check, by their per-job collaborator permissions for that job or for all jobs ('*'). An entry
 * limited to some stages grants only for those stages when the check names one.
 */
export const hasPermission = (holder: PermissionHolder, requested: string, scope: JobScope = {}): boolean => {
  if (anyMatches(holder.permissions, requested)) return true;
  const { jobRoleId, stageId } = scope;
  if (jobRoleId === undefined) return false;
  return holder.collaboratorPermissions.some(
    (entry) =>
      (entry.jobRoleId === jobRoleId || entry.jobRoleId === ALL_JOBS) &&
      (stageId === undefined || !entry.stageIds || entry.stageIds.length === 0 || entry.stageIds.includes(stageId)) &&
      anyMatches(entry.permissions, requested),
  );
};

/** Whether the holder has `requested` for at least one job (or everywhere): the route-level half of a job-scoped check. */
export const hasPermissionForSomeJob = (holder: PermissionHolder, requested: string): boolean =>
  anyMatches(holder.permissions, requested) ||
  holder.collaboratorPermissions.some((entry) => anyMatches(entry.permissions, requested));

/**
 * Who may call a route or open a page (spec 01 §6.2 "Route access"). Each kind present must pass; within
 * a kind, one is enough. An empty rule admits any signed-in user of the right kind.
 */
export type RouteAccessRule = {
  /** At least one allowed by the company's plan (permissionV2), matched with `permissionMatches`. */
  companyPermissions?: readonly string[];
  /** At least one granted to the user (permissionV1). */
  permissions?: readonly string[];
  /**
   * At least one granted to the user either in permissionV1 or for some job in their collaborator
   * permissions. For routes acting on one job: the handler then checks that job with `hasPermission`.
   */
  jobPermissions?: readonly string[];
  /** At least one among the user's roles. */
  roles?: readonly Role[];
};

/**
 * Company permissions are matched, not compared exactly: "in permissionV2" (spec 01 §6.2) holds for an
 * exact string, and a plan granting 'COMPANY::JOBS::*' allows a route asking for 'COMPANY::JOBS::ADD'.
 */
export const canAccessRoute = (holder: PermissionHolder, rule: RouteAccessRule): boolean =>
  (rule.companyPermissions === undefined ||
    rule.companyPermissions.some((wanted) => anyMatches(holder.companyPermissions, wanted))) &&
  (rule.permissions === undefined || rule.permissions.some((wanted) => anyMatches(holder.permissions, wanted))) &&
  (rule.jobPermissions === undefined ||
    rule.jobPermissions.some((wanted) => hasPermissionForSomeJob(holder, wanted))) &&
  (rule.roles === undefined || rule.roles.some((role) => holder.roles.includes(role)));
