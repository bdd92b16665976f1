import {
  applicationDecider,
  ApplicationErrors,
  type ApplicationState,
  type JobSnapshot,
} from '../../../../domain/applications';
import { streamId } from '../../../../domain/shared';
import { loadAggregate } from '../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../infra/event-store/event-store.port';
import type { Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';
import { loadJob, type ExistingJob } from '../jobs/job-stream';

export const applicationStream = (applicationId: string) => ({
  id: streamId('application', applicationId),
  entityId: applicationId,
  notFound: ApplicationErrors.notFound,
});

export const snapshotOf = (job: ExistingJob): JobSnapshot => ({
  jobId: job.jobId,
  name: job.name,
  status: job.status,
  stages: job.stages,
});

/** The job as its own stream says now: decisions never rely on a read model that may lag. */
export const loadJobSnapshot = async (store: EventStore, companyId: string, jobId: string): Promise<JobSnapshot> =>
  snapshotOf(await loadJob(store, companyId, jobId));

/**
 * Authorises a command on an application against its job (spec 01 §6.2 job-scoped check): 404 unless the
 * application is the caller's company's and its job is one the caller sees, 403 unless the caller holds
 * `permission` — as a user permission, or as a collaborator of that job for the application's current stage
 * and each of `alsoStageIds` (a move's target). Answers the application's state and its job.
 */
export const authorizeOnApplication = async (
  store: EventStore,
  access: JobAccess,
  caller: Caller,
  applicationId: string,
  permission: string,
  alsoStageIds: string[] = [],
): Promise<{ application: Extract<ApplicationState, { exists: true }>; job: JobSnapshot }> => {
  const loaded = await loadAggregate(store, applicationStream(applicationId).id, applicationDecider, caller.companyId);
  return authorizeOnApplicationState(
    store,
    access,
    caller,
    loaded?.state ?? applicationDecider.initialState(),
    permission,
    alsoStageIds,
  );
};

/** The same check on a state the caller has already loaded (a command handler inside `handleCommand`). */
export const authorizeOnApplicationState = async (
  store: EventStore,
  access: JobAccess,
  caller: Caller,
  state: ApplicationState,
  permission: string,
  alsoStageIds: string[] = [],
): Promise<{ application: Extract<ApplicationState, { exists: true }>; job: JobSnapshot }> => {
  if (!state.exists) throw ApplicationErrors.notFound();
  const job = await loadJob(store, caller.companyId, state.jobId);
  access.assertPermitted(caller, job, permission, [state.stageId, ...alsoStageIds], ApplicationErrors.notFound);
  return { application: state, job: snapshotOf(job) };
};
