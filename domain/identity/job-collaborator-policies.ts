import { DomainError } from '../shared';
import { decision } from '../shared/relational-decision';
import { ALL_JOBS } from './permission-matching';
import { jobPermissionNamesOf, jobPermissionStrings, type JobPermissionName } from './default-permissions';
import type { CollaboratorPermission } from './identity.types';
import { changeUser, type IdentityDecision, type UserRow, type UserStatus } from './identity-rows';
import { accessTypeOf, assertCanGrant, jobPageCanManageCollaborator, TeamMemberErrors, type TeamAccessType } from './team-members';
import type { GrantableJob, TeamCaller } from './team-member-policies';

/**
 * A job's collaborators (spec 02 §2.3 Collaborators tab, §3.13, §6.1): who holds per-job permissions on it,
 * kept where the product keeps them, on each user (collaboratorPermissionsV1, one entry per job).
 */
export type JobCollaboratorGrant = { userId: string; permissions: JobPermissionName[]; stageIds?: string[] | null };

export type JobCollaborator = {
  userId: string;
  fullName: string;
  email: string;
  accessType: TeamAccessType;
  permissions: JobPermissionName[];
  stageIds: string[] | null;
  status: UserStatus;
  /** Editable on the job's page; interviewers and all-jobs recruiters are changed on the team member page. */
  manageable: boolean;
  allJobs: boolean;
};

export const JobCollaboratorErrors = {
  notManageableHere: () =>
    new DomainError(
      'collaborator-not-manageable-here',
      'Per-job permissions of this team member are changed on the team member page',
    ),
  noPermissions: () => new DomainError('collaborator-permissions-required', 'Please select at least one permission'),
} as const;

const entryFor = (member: Pick<UserRow, 'collaboratorPermissions'>, jobId: string) =>
  member.collaboratorPermissions.find((entry) => entry.jobRoleId === jobId) ??
  member.collaboratorPermissions.find((entry) => entry.jobRoleId === ALL_JOBS);

/** The company's members who hold permissions on the job, by entry for it or for all jobs. */
export const jobCollaborators = (members: readonly UserRow[], jobId: string): JobCollaborator[] =>
  members.flatMap((member) => {
    const entry = member.deletedAt ? undefined : entryFor(member, jobId);
    if (!entry) return [];
    return [
      {
        userId: member.id,
        fullName: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        accessType: accessTypeOf(member.roles),
        permissions: jobPermissionNamesOf(entry.permissions),
        stageIds: entry.stageIds ?? null,
        status: member.status,
        manageable: jobPageCanManageCollaborator(member),
        allJobs: entry.jobRoleId === ALL_JOBS,
      },
    ];
  });

/**
 * Sets the job's manageable collaborators to exactly `grants`: members listed get (or keep) their entry for
 * the job with these permissions, members left out lose it. Interviewers and all-jobs recruiters are the team
 * page's (refused here); editing the job keeps confidential access; a caller gives only what they hold.
 */
export const setJobCollaborators = (
  input: { grants: JobCollaboratorGrant[] },
  existing: { job: GrantableJob; members: readonly UserRow[] },
  caller: TeamCaller,
): IdentityDecision<{ collaborators: number }> => {
  const { job } = existing;
  const byId = new Map(existing.members.filter((member) => member.companyId === caller.companyId && !member.deletedAt).map((m) => [m.id, m]));
  const grants = new Map<string, JobCollaboratorGrant>();
  for (const grant of input.grants) {
    const member = byId.get(grant.userId);
    if (!member) throw TeamMemberErrors.notFound();
    if (!jobPageCanManageCollaborator(member)) throw JobCollaboratorErrors.notManageableHere();
    if (grant.permissions.length === 0) throw JobCollaboratorErrors.noPermissions();
    if (grant.permissions.includes('EDIT_JOB') && !grant.permissions.includes('VIEW_CONFIDENTIAL'))
      throw TeamMemberErrors.confidentialWhileEditing();
    assertCanGrant(caller.permissions, jobPermissionStrings(grant.permissions));
    grants.set(grant.userId, grant);
  }
  const parts = [...byId.values()]
    .filter((member) => jobPageCanManageCollaborator(member))
    .flatMap((member) => {
      const others = member.collaboratorPermissions.filter((entry) => entry.jobRoleId !== job.id);
      const grant = grants.get(member.id);
      const stageIds = grant?.stageIds?.length ? grant.stageIds.filter((stageId) => job.stageIds.includes(stageId)) : null;
      const next: CollaboratorPermission[] = grant
        ? [...others, { jobRoleId: job.id, permissions: jobPermissionStrings(grant.permissions), stageIds }]
        : others;
      if (JSON.stringify(next) === JSON.stringify(member.collaboratorPermissions)) return [];
      return [changeUser({ companyId: caller.companyId, actorId: caller.userId }, member, { collaboratorPermissions: next })];
    });
  return decision(
    { collaborators: grants.size },
    { writes: parts.flatMap((part) => part.writes), audit: parts.flatMap((part) => part.audit) },
  );
};
