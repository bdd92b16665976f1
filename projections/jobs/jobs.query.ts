import type { EntityManager } from 'typeorm';
import { JobSummaryEntity } from './job-summary.entity';

export const findJob = (manager: EntityManager, companyId: string, jobId: string) =>
  manager.getRepository(JobSummaryEntity).findOneBy({ id: jobId, companyId });

export const listJobsForPicker = async (manager: EntityManager, companyId: string) =>
  (
    await manager.getRepository(JobSummaryEntity).find({
      where: { companyId },
      order: { createdAt: 'DESC' },
      select: { id: true, name: true, status: true },
    })
  ).map(({ id, name, status }) => ({ id, name, status }));
