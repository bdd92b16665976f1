import { ApplicationErrors, type JobSnapshot } from '../../../../domain/applications';
import { jobDecider, JobErrors } from '../../../../domain/jobs';
import { streamId } from '../../../../domain/shared';
import { loadAggregate } from '../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../infra/event-store/event-store.port';

export const applicationStream = (applicationId: string) => ({
  id: streamId('application', applicationId),
  entityId: applicationId,
  notFound: ApplicationErrors.notFound,
});

/** The job as its own stream says now: decisions never rely on a read model that may lag. */
export const loadJobSnapshot = async (store: EventStore, companyId: string, jobId: string): Promise<JobSnapshot> => {
  const loaded = await loadAggregate(store, streamId('job', jobId), jobDecider, companyId);
  if (!loaded || !loaded.state.exists) throw JobErrors.notFound();
  const { name, status, stages } = loaded.state;
  return { jobId, name, status, stages };
};
