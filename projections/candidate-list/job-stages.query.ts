import type { EntityManager } from 'typeorm';

/** The stage ids of the company's jobs (of `jobIds` only, unless null): what stage-limited access is judged on. */
export const stageIdsOfJobs = async (
  manager: EntityManager,
  companyId: string,
  jobIds: readonly string[] | null,
): Promise<Array<{ jobId: string; stageIds: string[] }>> =>
  manager.query(
    `SELECT id AS "jobId", coalesce((SELECT array_agg(stage->>'id') FROM jsonb_array_elements(stages) stage), '{}') AS "stageIds"
       FROM rm_jobs WHERE company_id = $1 ${jobIds === null ? '' : 'AND id = ANY($2::uuid[])'}`,
    jobIds === null ? [companyId] : [companyId, jobIds],
  );
