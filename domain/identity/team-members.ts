import { DomainError } from '../shared/errors';
import { jobPermissionStrings, PERMISSIONS, type JobPermissionName } from './default-permissions';
import type { CollaboratorPermission, Role } from './identity.types';
import { ALL_JOBS, anyMatches } from './permission-matching';
import { FALLBACK_ROLE, RESOLUTION_ORDER, resolveRole, ROLE_LABELS } from './role-resolution';

/**
 * Team-member rules (spec 03 "Team members", §5 "Team member", §6; 02 §3.13, §6.1), pure so the API and the
 * web's invite/edit dialog agree.
 */

/** The access types a team member can be given, most privileged first (spec 03 §6 "Access types"). */
export const TEAM_ACCESS_TYPES = [
  'COMPANY_ADMIN',
  'COMPANY_RECRUITER',
  'COMPANY_INTERVIEWER',
  'COMPANY_EMPLOYEE',
] as const satisfies readonly Role[];
export type TeamAccessType = (typeof TEAM_ACCESS_TYPES)[number];

export const isTeamAccessType = (value: string): value is TeamAccessType =>
  (TEAM_ACCESS_TYPES as readonly string[]).includes(value);

const teamAccessTypeOfRole = (role: Role): TeamAccessType => (isTeamAccessType(role) ? role : 'COMPANY_EMPLOYEE');

/**
 * A member's access type as a table over role resolution (spec 01 §4.1): the first role held wins, `otherwise`
 * when none is. A table, so that a query resolving access types in SQL (the candidate list's `accessTypeIds`)
 * follows the same order as `accessTypeOf`.
 */
export const ACCESS_TYPE_RESOLUTION = {
  order: RESOLUTION_ORDER.map(({ role }) => ({ role, accessType: teamAccessTypeOfRole(role) })),
  otherwise: teamAccessTypeOfRole(FALLBACK_ROLE.role),
} as const;

/** A member's access type: their resolved role, which is always one of the four for staff. */
export const accessTypeOf = (roles: readonly string[]): TeamAccessType =>
  ACCESS_TYPE_RESOLUTION.order.find(({ role }) => roles.includes(role))?.accessType ?? ACCESS_TYPE_RESOLUTION.otherwise;

/**
 * Who manages whom (spec 01 §6.1, 03 §6): admins manage every member; recruiters manage hiring managers /
 * interviewers and employees; interviewers and employees manage nobody. Applies to the member's access type
 * before and after a change, so a recruiter can neither touch an admin nor make someone one.
 */
export const canManageMember = (managerRoles: readonly string[], memberAccessType: TeamAccessType): boolean => {
  // Every other role manages nobody: here the default is the rule, not a gap.
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check
  switch (resolveRole(managerRoles).role) {
    case 'COMPANY_ADMIN':
      return true;
    case 'COMPANY_RECRUITER':
      return memberAccessType === 'COMPANY_INTERVIEWER' || memberAccessType === 'COMPANY_EMPLOYEE';
    default:
      return false;
  }
};

/**
 * Company permissions a member may be given besides their access type's defaults (spec 03 "Team member":
 * access company reports, export data, submit requisition, post on premium job boards, create job).
 */
export const COMPANY_PERMISSION_OPTIONS = {
  ACCESS_COMPANY_REPORTS: PERMISSIONS.companyReports,
  EXPORT_DATA: PERMISSIONS.exportCandidateData,
  SUBMIT_REQUISITION: 'COMPANY::HIRING_PLAN::REQUISITIONS::CREATE',
  POST_ON_PREMIUM_JOB_BOARDS: 'COMPANY::JOB_BOARD::PREMIUM',
  CREATE_JOB: PERMISSIONS.jobsAdd,
} as const;
export type CompanyPermissionOption = keyof typeof COMPANY_PERMISSION_OPTIONS;
export const COMPANY_PERMISSION_OPTION_NAMES = Object.keys(COMPANY_PERMISSION_OPTIONS) as CompanyPermissionOption[];

/** The options a member effectively has, whether from their access type's defaults or given (for the edit dialog). */
export const companyPermissionOptionsOf = (permissions: readonly string[]): CompanyPermissionOption[] =>
  COMPANY_PERMISSION_OPTION_NAMES.filter((name) => anyMatches(permissions, COMPANY_PERMISSION_OPTIONS[name]));

/**
 * The options given on top of the access type's defaults: what an edit that does not resend the options
 * keeps, so a recruiter's own defaults do not stick to them when they become an interviewer.
 */
export const extraCompanyPermissionOptions = (
  permissions: readonly string[],
  defaults: readonly string[],
): CompanyPermissionOption[] =>
  COMPANY_PERMISSION_OPTION_NAMES.filter(
    (name) =>
      permissions.includes(COMPANY_PERMISSION_OPTIONS[name]) && !anyMatches(defaults, COMPANY_PERMISSION_OPTIONS[name]),
  );

/** permissionV1 of a member: their access type's defaults plus the chosen options, each once. */
export const memberPermissions = (
  defaults: readonly string[],
  options: readonly CompanyPermissionOption[],
): string[] => [...new Set([...defaults, ...options.map((name) => COMPANY_PERMISSION_OPTIONS[name])])];

/** Per-job permissions as the invite/edit dialog sends them: for all jobs, or for the selected ones. */
export type JobPermissionsInput = {
  allJobs: boolean;
  jobIds: readonly string[];
  permissions: readonly JobPermissionName[];
  /** Stages the stage and profile permissions are limited to; absent or empty means all stages. */
  stageIds?: readonly string[] | null;
};

/** Per-job permissions as a request sends them: `jobIds` may be left out, `null` clears them. */
export type JobPermissionsRequest = Omit<JobPermissionsInput, 'jobIds'> & { jobIds?: readonly string[] };

export const TEAM_MEMBER_MESSAGES = {
  emailExists: 'User email already exists',
  notFound: 'Team member not found',
  cannotManage: 'You cannot manage a team member with this access type',
  cannotDeleteSelf: 'You cannot delete yourself',
  cannotChangeOwnAccess: 'You cannot change your own access type',
  ownsActiveCandidates: 'This team member owns active candidates. Reassign them to another owner first.',
  /** Spec 03 §6 "Deleting team members": an approver in a pending approval flow. */
  approverInPendingFlow: 'Cannot be deleted',
  confidentialWhileEditing: 'Confidential access cannot be removed while the collaborator can edit the job',
  jobPermissionsNotApplicable: (label: string) => `Per-job permissions do not apply to the ${label} access type`,
  selectJobs: 'Please select at least one job',
  stagesNeedSelectedJobs: 'Stages can be limited only for selected jobs',
  cannotGrant: 'You cannot give a permission you do not have',
  alreadyJoined: 'This team member has already joined',
  emailDomain: (domains: readonly string[]) =>
    `The email address must belong to your company domain (${domains.join(', ')})`,
} as const;

export const TeamMemberErrors = {
  emailExists: () => new DomainError('user-email-exists', TEAM_MEMBER_MESSAGES.emailExists),
  notFound: () => new DomainError('team-member-not-found', TEAM_MEMBER_MESSAGES.notFound, 'not-found'),
  cannotManage: () => new DomainError('team-member-not-manageable', TEAM_MEMBER_MESSAGES.cannotManage, 'forbidden'),
  cannotDeleteSelf: () => new DomainError('team-member-delete-self', TEAM_MEMBER_MESSAGES.cannotDeleteSelf),
  cannotChangeOwnAccess: () => new DomainError('team-member-own-access', TEAM_MEMBER_MESSAGES.cannotChangeOwnAccess),
  ownsActiveCandidates: () =>
    new DomainError('team-member-owns-active-candidates', TEAM_MEMBER_MESSAGES.ownsActiveCandidates, 'conflict'),
  approverInPendingFlow: () =>
    new DomainError('team-member-pending-approver', TEAM_MEMBER_MESSAGES.approverInPendingFlow, 'conflict'),
  confidentialWhileEditing: () =>
    new DomainError('confidential-access-required', TEAM_MEMBER_MESSAGES.confidentialWhileEditing),
  jobPermissionsNotApplicable: (label: string) =>
    new DomainError('job-permissions-not-applicable', TEAM_MEMBER_MESSAGES.jobPermissionsNotApplicable(label)),
  selectJobs: () => new DomainError('job-permissions-no-jobs', TEAM_MEMBER_MESSAGES.selectJobs),
  stagesNeedSelectedJobs: () => new DomainError('job-permissions-stages', TEAM_MEMBER_MESSAGES.stagesNeedSelectedJobs),
  cannotGrant: () => new DomainError('permission-not-grantable', TEAM_MEMBER_MESSAGES.cannotGrant, 'forbidden'),
  alreadyJoined: () => new DomainError('team-member-already-joined', TEAM_MEMBER_MESSAGES.alreadyJoined),
  emailDomain: (domains: readonly string[]) =>
    new DomainError('team-member-email-domain', TEAM_MEMBER_MESSAGES.emailDomain(domains)),
} as const;

/**
 * Per-job permissions are held by recruiters and hiring managers / interviewers: admins already have every
 * job (Full Access) and employees only the employee portal, so for them there is nothing to store.
 */
export const holdsJobPermissions = (accessType: TeamAccessType): boolean =>
  accessType === 'COMPANY_RECRUITER' || accessType === 'COMPANY_INTERVIEWER';

/**
 * Checks per-job permissions for a member of `accessType`; throws the spec's refusal. "Confidential access
 * cannot be removed while the collaborator can edit the job" (03 §5): editing a job shows its confidential
 * notes anyway, so a grant with EDIT_JOB must keep VIEW_CONFIDENTIAL.
 */
export const assertJobPermissions = (accessType: TeamAccessType, input: JobPermissionsInput): void => {
  if (!holdsJobPermissions(accessType))
    throw TeamMemberErrors.jobPermissionsNotApplicable(ROLE_LABELS[accessType] ?? accessType);
  if (!input.allJobs && input.jobIds.length === 0) throw TeamMemberErrors.selectJobs();
  if (input.allJobs && (input.stageIds?.length ?? 0) > 0) throw TeamMemberErrors.stagesNeedSelectedJobs();
  if (input.permissions.includes('EDIT_JOB') && !input.permissions.includes('VIEW_CONFIDENTIAL'))
    throw TeamMemberErrors.confidentialWhileEditing();
};

/**
 * The collaborator entries for a grant (02 §3.13): one '*' entry for all jobs, else one per job, each limited
 * to the selected stages that belong to that job (`stagesOfJob`), or to all stages when none is selected.
 */
export const collaboratorPermissionsOf = (
  input: JobPermissionsInput,
  stagesOfJob: (jobId: string) => readonly string[] = () => [],
): CollaboratorPermission[] => {
  const permissions = jobPermissionStrings(input.permissions);
  if (input.allJobs) return [{ jobRoleId: ALL_JOBS, permissions, stageIds: null }];
  const selected = input.stageIds ?? [];
  return [...new Set(input.jobIds)].map((jobRoleId) => {
    const stageIds =
      selected.length === 0 ? null : selected.filter((stageId) => stagesOfJob(jobRoleId).includes(stageId));
    return { jobRoleId, permissions, stageIds };
  });
};

/**
 * Spec 02 §6.1: on a job's own page, per-job permissions cannot be managed for a hiring manager /
 * interviewer or for a recruiter with access to all jobs — those are changed on the team member page (the
 * team-members API), which is where this answers false.
 */
export const jobPageCanManageCollaborator = (member: {
  roles: readonly string[];
  collaboratorPermissions: readonly CollaboratorPermission[];
}): boolean => {
  const accessType = accessTypeOf(member.roles);
  if (accessType === 'COMPANY_INTERVIEWER') return false;
  if (accessType === 'COMPANY_RECRUITER')
    return !member.collaboratorPermissions.some((entry) => entry.jobRoleId === ALL_JOBS);
  return false;
};

/** A manager may give only what they hold themselves (no escalation through the invite dialog). */
export const assertCanGrant = (managerPermissions: readonly string[], granted: readonly string[]): void => {
  if (granted.some((permission) => !anyMatches(managerPermissions, permission))) throw TeamMemberErrors.cannotGrant();
};
