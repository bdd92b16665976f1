import { In, type EntityManager } from 'typeorm';
import { JobSummaryEntity } from './job-summary.entity';

export const findJob = (manager: EntityManager, companyId: string, jobId: string) =>
  manager.getRepository(JobSummaryEntity).findOneBy({ id: jobId, companyId });

/** The company's jobs, newest first; `jobIds` (when not null) restricts them to the jobs a caller sees. */
export const listJobsForPicker = async (manager: EntityManager, companyId: string, jobIds: string[] | null = null) =>
  (
    await manager.getRepository(JobSummaryEntity).find({
      where: jobIds === null ? { companyId } : { companyId, id: In(jobIds) },
      order: { createdAt: 'DESC' },
      select: { id: true, name: true, status: true },
    })
  ).map(({ id, name, status }) => ({ id, name, status }));

/** The ids of the company's jobs a user owns. */
export const jobIdsOwnedBy = async (manager: EntityManager, companyId: string, ownerId: string): Promise<string[]> =>
  (await manager.getRepository(JobSummaryEntity).find({ where: { companyId, ownerId }, select: { id: true } })).map((job) => job.id);

/** The company's jobs among `jobIds`, with their owner and pipeline (for job-scoped permissions). */
export const findJobsWithPipelines = (manager: EntityManager, companyId: string, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : manager.getRepository(JobSummaryEntity).find({
        where: { companyId, id: In(jobIds) },
        select: { id: true, ownerId: true, stages: true },
      });

/** Every job of the company with its owner. */
export const listJobOwners = (manager: EntityManager, companyId: string) =>
  manager.getRepository(JobSummaryEntity).find({ where: { companyId }, select: { id: true, ownerId: true } });
