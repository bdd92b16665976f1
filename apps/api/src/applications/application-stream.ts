import {
  applicationDecider,
  ApplicationErrors,
  type ApplicationCommand,
  type ApplicationState,
  type JobSnapshot,
} from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
import { handleCommand, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../identity/caller';
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

/** Who changes which application, from which revision: the fields every command on an application carries. */
export type ApplicationCommandTarget = {
  caller: Caller;
  commandId: string;
  applicationId: string;
  expectedRevision?: number;
};

/**
 * A user's command on an existing application: authorised against its job as `authorizeOnApplication` does
 * (`permission` for the current stage and each of `alsoStageIds`), then the command `decide` makes from the
 * application and its job, appended to the application's stream. The stream is read once.
 */
export const handleApplicationCommand = (
  store: EventStore,
  access: JobAccess,
  { caller, commandId, applicationId, expectedRevision }: ApplicationCommandTarget,
  { permission, alsoStageIds = [] }: { permission: string; alsoStageIds?: string[] },
  decide: (authorized: { application: Extract<ApplicationState, { exists: true }>; job: JobSnapshot }) =>
    | ApplicationCommand
    | Promise<ApplicationCommand>,
): Promise<CommandResult> =>
  handleCommand(
    store,
    applicationStream(applicationId),
    applicationDecider,
    async (state) => decide(await authorizeOnApplicationState(store, access, caller, state, permission, alsoStageIds)),
    { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
  );
