import type { EntityManager } from 'typeorm';
import { jobIdsOfGrant, type GrantableJob } from '@ats/domain/identity/team-member-policies';
import type { JobPermissionsRequest } from '@ats/domain/identity/team-members';
import { findJobsWithPipelines } from '@ats/projections/jobs/jobs.query';

/** The company's jobs a per-job grant names, with their stages, for the team-member policies. */
export const findGrantableJobs = async (
  manager: EntityManager,
  companyId: string,
  request: JobPermissionsRequest | null | undefined,
): Promise<GrantableJob[]> =>
  (await findJobsWithPipelines(manager, companyId, jobIdsOfGrant(request))).map((job) => ({
    id: job.id,
    ownerId: job.ownerId,
    stageIds: job.stages.map((stage) => stage.id),
  }));
