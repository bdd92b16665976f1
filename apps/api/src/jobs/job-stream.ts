import { jobDecider, JobErrors, type JobState } from '../../../../domain/jobs';
import { streamId } from '../../../../domain/shared';
import { loadAggregate } from '../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../infra/event-store/event-store.port';

export const jobStream = (jobId: string) => ({
  id: streamId('job', jobId),
  entityId: jobId,
  notFound: JobErrors.notFound,
});

export type ExistingJob = Extract<JobState, { exists: true }>;

/**
 * The job as its own stream says now — authorisation of a command never relies on a read model that may
 * lag (a recruiter publishing the job they just created must find themselves its owner). Another company's
 * job, or none, answers 404.
 */
export const loadJob = async (
  store: EventStore,
  companyId: string,
  jobId: string,
): Promise<ExistingJob & { id: string }> => {
  const loaded = await loadAggregate(store, streamId('job', jobId), jobDecider, companyId);
  return existingJob(loaded?.state ?? jobDecider.initialState());
};

/** A job state the caller already holds (inside `handleCommand`), or 404 when there is no such job. */
export const existingJob = (state: JobState): ExistingJob & { id: string } => {
  if (!state.exists) throw JobErrors.notFound();
  return { ...state, id: state.jobId };
};
