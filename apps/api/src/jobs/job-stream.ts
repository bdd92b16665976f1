import { jobDecider, JobErrors, type JobCommand, type JobState } from '@ats/domain/jobs';
import { streamId } from '@ats/domain/shared';
import { handleCommand, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';

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

/** A job state the caller already holds (inside `handleCommand`), or 404 when there is no such job (or it was deleted). */
export const existingJob = (state: JobState): ExistingJob & { id: string } => {
  if (!state.exists || state.status === 'DELETED') throw JobErrors.notFound();
  return { ...state, id: state.jobId };
};

/**
 * Who changes which job: the fields every command on an existing job carries; `expectedRevision`, when the
 * client sends the revision it last saw, turns a change made meanwhile by someone else into a 409.
 */
export type JobCommandTarget = { caller: Caller; commandId: string; jobId: string; expectedRevision?: number };

/**
 * A user's command on an existing job: 404 unless the caller sees the job, 403 unless they hold `permission`
 * on it (a user or the job's collaborator permission), then the command `decide` makes from the job, appended
 * to its stream. The job is read once, for the authorisation and the decision alike.
 */
export const handleJobCommand = (
  store: EventStore,
  access: JobAccess,
  { caller, commandId, jobId, expectedRevision }: JobCommandTarget,
  permission: string,
  decide: (job: ExistingJob) => JobCommand | Promise<JobCommand>,
): Promise<CommandResult> =>
  handleCommand(
    store,
    jobStream(jobId),
    jobDecider,
    (state) => {
      const job = existingJob(state);
      access.assertPermitted(caller, job, permission);
      return decide(job);
    },
    { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
  );
