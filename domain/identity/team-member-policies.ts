import { normalizeEmail } from '../candidates/contact-validation';
import { JobErrors } from '../jobs/job.errors';
import type { WriteContext } from '../shared/relational-decision';
import { decision } from '../shared/relational-decision';
import { defaultPermissionsFor, jobPermissionStrings } from './default-permissions';
import type { CollaboratorPermission, PermissionHolder } from './identity.types';
import {
  changeUser,
  userAudit,
  type CompanyRow,
  type IdentityDecision,
  type IdentityMail,
  type UserRow,
} from './identity-rows';
import { canSeeJob, jobVisibility } from './job-access';
import { ROLE_LABELS } from './role-resolution';
import { companyOwnsDomain } from './self-serve';
import {
  accessTypeOf,
  assertCanGrant,
  assertJobPermissions,
  canManageMember,
  collaboratorPermissionsOf,
  COMPANY_PERMISSION_OPTIONS,
  companyPermissionOptionsOf,
  extraCompanyPermissionOptions,
  holdsJobPermissions,
  isTeamAccessType,
  memberPermissions,
  TeamMemberErrors,
  type CompanyPermissionOption,
  type JobPermissionsInput,
  type JobPermissionsRequest,
  type TeamAccessType,
} from './team-members';
import { emailDomainOf } from './work-email';

/**
 * The team-member commands as relational policies (spec 03 "Team members", §6; 02 §3.13): from the request,
 * the rows the handler loaded and the caller, the rows to write, their audit and the invitation to send.
 */

/** Who manages the team: a staff member of the company, with what they may give. */
export type TeamCaller = PermissionHolder & { userId: string; companyId: string; name: string };

/** A job of the caller's company a grant names, with its pipeline's stage ids. */
export type GrantableJob = { id: string; ownerId: string | null; stageIds: readonly string[] };

export type CreateTeamMemberInput = {
  email: string;
  firstName: string;
  lastName: string;
  accessType: TeamAccessType;
  sendInvite?: boolean;
  companyPermissions?: CompanyPermissionOption[];
  jobPermissions?: JobPermissionsRequest | null;
};

export type UpdateTeamMemberInput = {
  accessType?: TeamAccessType;
  companyPermissions?: CompanyPermissionOption[];
  jobPermissions?: JobPermissionsRequest | null;
};

/** The jobs a request's per-job grant names: what the handler loads for `existing.jobs`. */
export const jobIdsOfGrant = (request: JobPermissionsRequest | null | undefined): string[] =>
  request && !request.allJobs ? [...new Set(request.jobIds ?? [])] : [];

/** 403 unless the caller may manage members of this access type (admins all, recruiters interviewers and employees). */
const assertManages = (caller: TeamCaller, accessType: TeamAccessType): void => {
  if (!canManageMember(caller.roles, accessType)) throw TeamMemberErrors.cannotManage();
};

/** A member of the caller's company, not deleted; another company's member, an unknown id and a deleted member answer 404 alike. */
const memberOf = (caller: TeamCaller, user: UserRow | null): UserRow => {
  if (!user || user.companyId !== caller.companyId || user.deletedAt) throw TeamMemberErrors.notFound();
  return user;
};

/**
 * The collaborator entries of a per-job grant for a member of `accessType`, after checking the grant itself,
 * that the caller holds each permission given, that every job is the company's and one the caller sees (a
 * manager gives access only to jobs they have themselves) and that selected stages belong to the selected jobs.
 */
export const grantedCollaboratorPermissions = (
  caller: TeamCaller,
  accessType: TeamAccessType,
  request: JobPermissionsRequest,
  jobs: readonly GrantableJob[],
): CollaboratorPermission[] => {
  const input: JobPermissionsInput = { ...request, jobIds: request.jobIds ?? [] };
  assertJobPermissions(accessType, input);
  assertCanGrant(caller.permissions, jobPermissionStrings(input.permissions));
  if (input.allJobs) {
    if (jobVisibility(caller).scope !== 'all') throw TeamMemberErrors.cannotGrant();
    return collaboratorPermissionsOf(input);
  }
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const jobIds = [...new Set(input.jobIds)];
  for (const jobId of jobIds) {
    const job = byId.get(jobId);
    if (!job || !canSeeJob(caller, { id: job.id, ownerId: job.ownerId ?? '' })) throw JobErrors.notFound();
  }
  const stagesOf = (jobId: string) => byId.get(jobId)?.stageIds ?? [];
  const known = new Set(jobIds.flatMap(stagesOf));
  if ((input.stageIds ?? []).some((stageId) => !known.has(stageId))) throw JobErrors.stageNotFound();
  return collaboratorPermissionsOf(input, stagesOf);
};

const invitation = (
  caller: TeamCaller,
  company: Pick<CompanyRow, 'name'>,
  member: Pick<UserRow, 'email' | 'firstName'>,
  accessType: TeamAccessType,
): IdentityMail => ({
  kind: 'team-invitation',
  to: member.email,
  firstName: member.firstName,
  companyId: caller.companyId,
  companyName: company.name,
  invitedBy: caller.name,
  roleLabel: ROLE_LABELS[accessType] ?? accessType,
});

const byCaller = (caller: TeamCaller) => ({ companyId: caller.companyId, actorId: caller.userId });

/**
 * `POST /auth/company/createUser`: adds a member with an access type, its default permissions plus the
 * chosen company permissions, and per-job permissions; invited by e-mail (INVITE_SENT) or added without an
 * invite (NOT_INVITED). The address must be on one of the company's domains — sign-in finds a person's
 * company by it. An address in use is 'User email already exists', except a member of this company who was
 * deleted: adding them again restores that member (the e-mail is unique across the product, and their
 * history stays theirs). `existing.userWithEmail` is the user holding the address, of any company.
 */
export const createTeamMember = (
  input: CreateTeamMemberInput,
  existing: { company: CompanyRow; userWithEmail: UserRow | null; jobs: readonly GrantableJob[] },
  caller: TeamCaller,
  { now, newId }: WriteContext,
): IdentityDecision<{ id: string }> => {
  assertManages(caller, input.accessType);
  const options = [...new Set(input.companyPermissions ?? [])];
  assertCanGrant(
    caller.permissions,
    options.map((name) => COMPANY_PERMISSION_OPTIONS[name]),
  );
  const email = normalizeEmail(input.email);
  const { company, userWithEmail: previous } = existing;
  const domains = [company.domain, ...company.otherEmailDomains].filter((domain): domain is string => Boolean(domain));
  if (domains.length > 0 && !companyOwnsDomain(company, emailDomainOf(email)))
    throw TeamMemberErrors.emailDomain(domains);
  const collaboratorPermissions = input.jobPermissions
    ? grantedCollaboratorPermissions(caller, input.accessType, input.jobPermissions, existing.jobs)
    : [];
  if (previous && !(previous.companyId === caller.companyId && previous.deletedAt))
    throw TeamMemberErrors.emailExists();

  const sendInvite = input.sendInvite ?? true;
  const member: UserRow = {
    id: previous?.id ?? newId(),
    companyId: caller.companyId,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    roles: [input.accessType],
    permissionV1: memberPermissions(defaultPermissionsFor(input.accessType), options),
    collaboratorPermissions,
    status: sendInvite ? 'INVITE_SENT' : 'NOT_INVITED',
    phone: previous?.phone ?? null,
    invitedAt: sendInvite ? now : null,
    lastActiveAt: previous?.lastActiveAt ?? null,
    deletedAt: null,
  };
  const written = previous
    ? changeUser(byCaller(caller), previous, member)
    : { writes: [{ table: 'users' as const, insert: member }], audit: [userAudit(byCaller(caller), null, member)] };
  return decision(
    { id: member.id },
    { ...written, mail: sendInvite ? [invitation(caller, company, member, input.accessType)] : [] },
  );
};

/**
 * `PUT /company-roles/company-users/{id}`: changes a member's access type, company permissions and per-job
 * permissions (the team member page is where per-job permissions of hiring managers and all-jobs recruiters
 * are changed, spec 02 §6.1). What is not sent is kept — except that a new access type brings its own
 * default permissions, and access types without per-job permissions (admin, employee) drop them. The
 * caller must manage the member both as they are and as they will be; nobody changes their own access
 * type, so a company always keeps the admin who is editing.
 */
export const updateTeamMember = (
  input: UpdateTeamMemberInput,
  existing: { member: UserRow | null; jobs: readonly GrantableJob[] },
  caller: TeamCaller,
): IdentityDecision<{ id: string }> => {
  const member = memberOf(caller, existing.member);
  const current = accessTypeOf(member.roles);
  const next = input.accessType ?? current;
  if (member.id === caller.userId && next !== current) throw TeamMemberErrors.cannotChangeOwnAccess();
  assertManages(caller, current);
  assertManages(caller, next);

  const held = companyPermissionOptionsOf(member.permissionV1);
  const options = input.companyPermissions
    ? [...new Set(input.companyPermissions)]
    : extraCompanyPermissionOptions(member.permissionV1, defaultPermissionsFor(current));
  // Only what is newly given must be the caller's to give; what an admin gave earlier may stay.
  assertCanGrant(
    caller.permissions,
    options.filter((name) => !held.includes(name)).map((name) => COMPANY_PERMISSION_OPTIONS[name]),
  );

  // Not sent: kept (where the access type holds them); null: removed; a grant: replaces them.
  const collaboratorPermissions = input.jobPermissions
    ? grantedCollaboratorPermissions(caller, next, input.jobPermissions, existing.jobs)
    : holdsJobPermissions(next) && input.jobPermissions !== null
      ? member.collaboratorPermissions
      : [];

  return decision(
    { id: member.id },
    changeUser(byCaller(caller), member, {
      // Roles outside the team access types (internal ones) are not the team page's to change.
      roles: [next, ...member.roles.filter((role) => !isTeamAccessType(role))],
      permissionV1: memberPermissions(defaultPermissionsFor(next), options),
      collaboratorPermissions,
    }),
  );
};

/**
 * `DELETE /company-roles/company-users/{id}` (spec 03 §6 "Deleting team members"): a soft delete — the
 * member keeps their name in history and lists that include deleted users show '{name} (Deleted User)' —
 * refused while they own active candidates (reassign them first), while they are an approver in a pending
 * approval flow ('Cannot be deleted'), and for oneself. (The handler also ends their sessions.)
 */
export const deleteTeamMember = (
  _input: { memberId: string },
  existing: { member: UserRow | null; activeCandidatesOwned: number; pendingApprovals?: number },
  caller: TeamCaller,
  { now }: WriteContext,
): IdentityDecision<{ id: string }> => {
  const member = memberOf(caller, existing.member);
  if (member.id === caller.userId) throw TeamMemberErrors.cannotDeleteSelf();
  assertManages(caller, accessTypeOf(member.roles));
  if (existing.activeCandidatesOwned > 0) throw TeamMemberErrors.ownsActiveCandidates();
  if ((existing.pendingApprovals ?? 0) > 0) throw TeamMemberErrors.approverInPendingFlow();
  return decision({ id: member.id }, changeUser(byCaller(caller), member, { deletedAt: now }, 'delete'));
};

/**
 * `POST /auth/resend-invite/{id}` (spec 03 "Team member invitation"): e-mails the invitation again, also to
 * a member added without one, who is then INVITE_SENT. Not for someone who has already signed in.
 */
export const resendTeamInvite = (
  _input: { memberId: string },
  existing: { member: UserRow | null; company: CompanyRow },
  caller: TeamCaller,
  { now }: WriteContext,
): IdentityDecision<{ id: string; status: 'INVITE_SENT' }> => {
  const member = memberOf(caller, existing.member);
  const accessType = accessTypeOf(member.roles);
  assertManages(caller, accessType);
  if (member.status === 'ACTIVE') throw TeamMemberErrors.alreadyJoined();
  return decision(
    { id: member.id, status: 'INVITE_SENT' as const },
    {
      ...changeUser(byCaller(caller), member, { status: 'INVITE_SENT', invitedAt: now }),
      mail: [invitation(caller, existing.company, member, accessType)],
    },
  );
};
