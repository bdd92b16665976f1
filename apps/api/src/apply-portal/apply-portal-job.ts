import { applyAvailability } from '@ats/domain/apply-portal';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { companyOfCareerJob } from '@ats/projections/career-portal/apply-portal.query';
import type { EntityManager } from 'typeorm';
import { loadJob, type ExistingJob } from '../jobs/job-stream';
import { ApplyPortalErrors } from './apply-portal-errors';

/**
 * A job as the apply portal sees it: found by id alone (candidates come by its link), then read from its own
 * stream. Drafts, deleted jobs and jobs not on the career page answer 'not found'; closed ones say so.
 */
export const loadApplyJob = async (
  manager: EntityManager,
  store: EventStore,
  jobId: string,
): Promise<{ companyId: string; job: ExistingJob & { id: string }; open: boolean }> => {
  const companyId = await companyOfCareerJob(manager, jobId);
  if (!companyId) throw ApplyPortalErrors.jobNotFound();
  const job = await loadJob(store, companyId, jobId).catch(() => null);
  const availability = applyAvailability(job);
  if (!job || availability === 'not-found') throw ApplyPortalErrors.jobNotFound();
  return { companyId, job, open: availability === 'open' };
};
