import type { EntityManager } from 'typeorm';
import {
  canSeeJob,
  jobPermissionStrings,
  jobVisibility,
  type CollaboratorPermission,
} from '../../../../domain/identity';
import {
  accessTypeOf,
  assertCanGrant,
  canManageMember,
  collaboratorPermissionsOf,
  TeamMemberErrors,
  type JobPermissionsInput,
  type TeamAccessType,
} from '../../../../domain/identity/team-members';
import { JobErrors } from '../../../../domain/jobs';
import { UserEntity } from '../../../../infra/db/entities/user.entity';
import { findJobsWithPipelines } from '../../../../projections/jobs/jobs.query';
import type { Caller } from '../identity/caller';

/**
 * A member of the caller's company, not deleted, locked for the caller's transaction. Another company's
 * member, an unknown id and a deleted member all answer 404 alike.
 */
export const lockMember = async (manager: EntityManager, caller: Caller, memberId: string): Promise<UserEntity> => {
  const member = await manager
    .getRepository(UserEntity)
    .findOne({ where: { id: memberId, companyId: caller.companyId }, lock: { mode: 'pessimistic_write' } });
  if (!member || member.deletedAt) throw TeamMemberErrors.notFound();
  return member;
};

/** 403 unless the caller may manage members of this access type (admins all, recruiters interviewers and employees). */
export const assertManages = (caller: Caller, accessType: TeamAccessType): void => {
  if (!canManageMember(caller.roles, accessType)) throw TeamMemberErrors.cannotManage();
};

export const memberAccessType = (member: Pick<UserEntity, 'roles'>): TeamAccessType => accessTypeOf(member.roles);

/**
 * The collaborator entries of a per-job grant, after checking that every job is the company's and one the
 * caller sees (a manager gives access only to jobs they have themselves), that selected stages belong to
 * the selected jobs, and that the caller holds each permission given.
 */
export const collaboratorPermissionsFor = async (
  manager: EntityManager,
  caller: Caller,
  input: JobPermissionsInput,
): Promise<CollaboratorPermission[]> => {
  assertCanGrant(caller.permissions, jobPermissionStrings(input.permissions));
  if (input.allJobs) {
    if (jobVisibility(caller).scope !== 'all') throw TeamMemberErrors.cannotGrant();
    return collaboratorPermissionsOf(input);
  }
  const jobIds = [...new Set(input.jobIds)];
  const jobs = await findJobsWithPipelines(manager, caller.companyId, jobIds);
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const jobId of jobIds) {
    const job = byId.get(jobId);
    if (!job || !canSeeJob(caller, { id: job.id, ownerId: job.ownerId ?? '' })) throw JobErrors.notFound();
  }
  const stagesOf = (jobId: string) => byId.get(jobId)?.stages.map((stage) => stage.id) ?? [];
  const known = new Set(jobIds.flatMap(stagesOf));
  if ((input.stageIds ?? []).some((stageId) => !known.has(stageId))) throw JobErrors.stageNotFound();
  return collaboratorPermissionsOf(input, stagesOf);
};
