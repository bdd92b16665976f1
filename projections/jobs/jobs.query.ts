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
