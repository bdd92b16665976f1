import {
  applicationFilesDecider,
  type ApplicationFileCommand,
  type ApplicationFilesState,
  type ApplicationState,
  type JobSnapshot,
} from '@ats/domain/applications';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import type { JobAccess } from '../../identity/job-access';
import { applicationStream, authorizeOnApplicationState, type ApplicationCommandTarget } from '../application-stream';

export type AuthorizedFiles = {
  state: ApplicationFilesState;
  application: Extract<ApplicationState, { exists: true }>;
  job: JobSnapshot;
  /** Confidential files exist for this caller only with it (spec 02 §6.3). */
  confidentialAccess: boolean;
};

/**
 * Every file route is judged as the profile is (spec 02 §6.3 "each needs access"): 404 unless the application
 * is the caller's company's and its job one the caller sees, 403 without profile access for the application's
 * current stage. Confidential access is the user permission or a collaborator's VIEW_CONFIDENTIAL there.
 */
const authorize = async (store: EventStore, access: JobAccess, caller: Caller, state: ApplicationFilesState): Promise<AuthorizedFiles> => {
  const { application, job } = await authorizeOnApplicationState(store, access, caller, state.application, PERMISSIONS.candidatesProfilesView);
  const confidentialAccess = hasPermission(caller, PERMISSIONS.candidatesConfidential, { jobRoleId: job.jobId, stageId: application.stageId });
  return { state, application, job, confidentialAccess };
};

/** The application's files as of now, read from its stream, for a caller allowed to see them. */
export const loadFilesFor = async (store: EventStore, access: JobAccess, caller: Caller, applicationId: string): Promise<AuthorizedFiles> => {
  const loaded = await loadAggregate(store, applicationStream(applicationId).id, applicationFilesDecider, caller.companyId);
  return authorize(store, access, caller, loaded?.state ?? applicationFilesDecider.initialState());
};

/**
 * A file command: authorised as above, decided on the application's stream, appended there. Answers what
 * was written too, so the upload can tell a retry (nothing new) from its own event.
 */
export const handleFileCommand = async (
  store: EventStore,
  access: JobAccess,
  { caller, commandId, applicationId, expectedRevision }: ApplicationCommandTarget,
  decide: (authorized: AuthorizedFiles) => ApplicationFileCommand | Promise<ApplicationFileCommand>,
): Promise<{ result: CommandResult; events: Array<{ type: string; data: unknown }> }> =>
  decideAndAppend(
    store,
    applicationStream(applicationId),
    applicationFilesDecider,
    async (state) => decide(await authorize(store, access, caller, state)),
    { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
  );
