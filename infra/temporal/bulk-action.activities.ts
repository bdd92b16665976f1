import { asyncLocalStorage as activityContext } from '@temporalio/activity';
import { bulkItemCommandId } from '@ats/domain/bulk-actions/bulk-item-command';
import { sendBookingInvite } from '../interview-booking/booking-invites';
import { In, IsNull, type DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors, applicationFileEvents, type EmailSender, type JobSnapshot } from '@ats/domain/applications';
import {
  BULK_ACTION_MESSAGES,
  bulkActionDecider,
  BulkActionErrors,
  itemStateOf,
  kindDeclaration,
  type BulkActionKindDeclaration,
  type BulkActionRequested,
  type BulkItemCommand,
  type BulkItemResult,
  type FollowUpEmail,
} from '@ats/domain/bulk-actions';
import { canSeeJob, hasPermission, PERMISSIONS } from '@ats/domain/identity';
import { JobErrors, jobDecider, type JobState } from '@ats/domain/jobs';
import { isDomainError, streamId, type Actor, type RecordedEvent } from '@ats/domain/shared';
import type { BulkActionActivities } from '@ats/workflows/bulk-action.types';
import { AUTH_MESSAGES } from '../auth/auth-error';
import { decideAndAppend, loadAggregate, STALE_REVISION_MESSAGE } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import type { BlobStore } from '../blob-store';
import { UserEntity } from '../db/entities/user.entity';
import { bulkItemEmailId, bulkItemId } from './bulk-item-ids';
import { copyAttachmentsToApplication } from '../mail/bulk-email-attachments';
import {
  automatedEmailId,
  CandidateEmailComposer,
  composedEmailCommand,
  rejectionDraft,
  sendAutomatedEmail,
} from '../mail/candidate-email-composer';
import { candidateHasApplicationInJob } from '@ats/projections/candidate-list/candidate-list.query';
import { currentCandidateId } from '@ats/projections/candidates/candidates.query';

type Request = BulkActionRequested['data'];

const bulkActionStream = (bulkActionId: string) => ({
  id: streamId('bulk-action', bulkActionId),
  entityId: bulkActionId,
  notFound: BulkActionErrors.notFound,
});
const applicationStream = (applicationId: string) => ({
  id: streamId('application', applicationId),
  entityId: applicationId,
  notFound: ApplicationErrors.notFound,
});

/** How many items of a chunk are applied at once (each its own stream, so they never contend). */
const ITEMS_IN_PARALLEL = 8;

const inParallel = async <T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
};

/**
 * Tells Temporal this attempt is alive, after each item: an attempt lost with its worker (kill -9) is then
 * retried once the workflow's heartbeat timeout passes, instead of after the whole start-to-close timeout.
 * Outside an activity (unit specs calling the function) there is nobody to tell.
 */
const heartbeat = () => activityContext.getStore()?.heartbeat();

/** What an undo needs of the action it reverses: its kind and choice, and each succeeded item's state before. */
type Original = { declaration: BulkActionKindDeclaration; request: Request; results: Map<string, BulkItemResult> };

const loadBulkAction = async (store: EventStore, companyId: string, bulkActionId: string) => {
  const loaded = await loadAggregate(store, bulkActionStream(bulkActionId).id, bulkActionDecider, companyId);
  if (!loaded?.state.exists) throw BulkActionErrors.notFound();
  const request = loaded.events[0]!.data as Request;
  const results = new Map<string, BulkItemResult>();
  for (const event of loaded.events) {
    if (event.type !== 'BulkActionItemsRecorded') continue;
    for (const result of (event.data as { results: BulkItemResult[] }).results) results.set(result.applicationId, result);
  }
  return { state: loaded.state, request, results };
};

/** The job as an application command needs it. */
export const snapshotOf = (state: Extract<JobState, { exists: true }>): JobSnapshot => ({
  jobId: state.jobId,
  name: state.name,
  status: state.status,
  stages: state.stages,
});

/**
 * What kinds beyond one application command need: the read models (one application per candidate and job; the
 * CV texts the indexer reads), the blob store (a deleted application's files) and the candidate e-mail composer.
 * A kind needing one that is absent fails its items with the reason, rather than pretending.
 */
/** `publicUrl`: the web's address, for the signed booking links self-scheduling e-mails carry. */
export type BulkItemPorts = { dataSource?: DataSource; blobs?: BlobStore; composer?: CandidateEmailComposer; publicUrl?: string };

/**
 * The bulk action's activities (spec 02 §2.14): each item is authorised as the requester's own single command
 * would be — the application and its job must be the company's and visible to them, with the kind's permission
 * for its stage — then the kind's command is appended under the item's command id. Another company's id, or
 * one the requester may not touch, fails without being touched.
 */
export const createBulkActionActivities = (store: EventStore, ports: BulkItemPorts = {}): BulkActionActivities => ({
  async applyBulkItems({ companyId, bulkActionId, applicationIds }) {
    const action = await loadBulkAction(store, companyId, bulkActionId);
    if (action.state.cancelRequested) return { succeeded: 0, failed: 0, skipped: 0, cancelled: true };
    const { request } = action;
    const original: Original | null =
      request.kind === 'undo' && request.undoOf
        ? await loadBulkAction(store, companyId, request.undoOf).then(({ request: originalRequest, results }) => ({
            declaration: kindDeclaration(originalRequest.kind as Exclude<typeof originalRequest.kind, 'undo'>),
            request: originalRequest,
            results,
          }))
        : null;
    const jobs = new Map<string, Promise<JobSnapshot & { ownerId: string } | null>>();
    const jobOf = (jobId: string) => {
      if (!jobs.has(jobId)) {
        jobs.set(
          jobId,
          loadAggregate(store, streamId('job', jobId), jobDecider, companyId).then((loaded) =>
            loaded?.state.exists && loaded.state.status !== 'DELETED' ? { ...snapshotOf(loaded.state), ownerId: loaded.state.ownerId ?? '' } : null,
          ),
        );
      }
      return jobs.get(jobId)!;
    };

    const pending = applicationIds.filter((applicationId) => !action.state.outcomes[applicationId]);
    // Items are separate streams: a few at a time, results kept in the selection's order.
    const results = await inParallel(pending, ITEMS_IN_PARALLEL, async (applicationId) => {
      const result = await applyItem(store, ports, { companyId, bulkActionId, applicationId, request, original, jobOf });
      heartbeat();
      return result;
    });
    if (results.length > 0) {
      await decideAndAppend(store, bulkActionStream(bulkActionId), bulkActionDecider, { type: 'RecordBulkItems', data: { results } }, {
        companyId,
        actor: { kind: 'automation', id: `bulk-action:${bulkActionId}`, name: `bulk-action:${bulkActionId}` },
        commandId: `bulk-action:${bulkActionId}:items:${results[0]!.applicationId}`,
      });
    }
    const count = (outcome: BulkItemResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
    return { succeeded: count('SUCCEEDED'), failed: count('FAILED'), skipped: count('SKIPPED'), cancelled: false };
  },

  async finishBulkAction({ companyId, bulkActionId }) {
    await decideAndAppend(store, bulkActionStream(bulkActionId), bulkActionDecider, { type: 'FinishBulkAction', data: {} }, {
      companyId,
      actor: { kind: 'automation', id: `bulk-action:${bulkActionId}`, name: `bulk-action:${bulkActionId}` },
      commandId: `bulk-action:${bulkActionId}:finish`,
    });
  },
});

type JobOf = (jobId: string) => Promise<(JobSnapshot & { ownerId: string }) | null>;

const applyItem = async (
  store: EventStore,
  ports: BulkItemPorts,
  input: {
    companyId: string;
    bulkActionId: string;
    applicationId: string;
    request: Request;
    original: Original | null;
    jobOf: JobOf;
  },
): Promise<BulkItemResult> => {
  const { companyId, bulkActionId, applicationId, request, original } = input;
  const failed = (reason: string): BulkItemResult => ({ applicationId, outcome: 'FAILED', reason });
  const skipped = (reason: string): BulkItemResult => ({ applicationId, outcome: 'SKIPPED', reason });
  const commandId = bulkItemCommandId(bulkActionId, applicationId);
  const declaration = original?.declaration ?? kindDeclaration(request.kind as Exclude<typeof request.kind, 'undo'>);
  const followUp = original ? null : (declaration.followUpEmail?.(request.parameters) ?? null);

  const loaded = await loadAggregate(store, applicationStream(applicationId).id, applicationDecider, companyId);
  // Another company's application answers as one that does not exist, and is not touched.
  if (!loaded?.state.exists) return failed(ApplicationErrors.notFound().message);
  const events: RecordedEvent[] = loaded.events;

  // A retry of this activity: the item's command is in the stream already; its result is what it did then.
  const firstOfCommand = events.findIndex((event) => event.metadata.commandId.startsWith(commandId));
  if (firstOfCommand >= 0) {
    const ours = events.filter((event) => event.metadata.commandId.startsWith(commandId));
    const before = itemStateOf(events.slice(0, firstOfCommand))!;
    if (ours.some((event) => event.type === 'EmailSent' || event.type === 'EmailScheduled')) return { applicationId, outcome: 'SUCCEEDED', before, revisionAfter: ours.at(-1)!.revision, emailSent: true };
    // The attempt that applied the command stopped before its e-mail: this one sends it (under the same id).
    const emailed = followUp ? await sendFollowUpEmail(store, ports, followUp, { companyId, applicationId, commandId, requester: request.requester }) : null;
    return { applicationId, outcome: 'SUCCEEDED', before, revisionAfter: emailed ?? ours.at(-1)!.revision, ...(emailed !== null ? { emailSent: true } : {}) };
  }
  if (loaded.state.deleted) {
    return request.kind === 'delete-applications' ? skipped(ApplicationErrors.notFound().message) : failed(ApplicationErrors.notFound().message);
  }

  const job = await input.jobOf(loaded.state.jobId);
  const requester = { ...request.requester, userId: request.requester.userId };
  if (!job || !canSeeJob(requester, { id: job.jobId, ownerId: job.ownerId })) return failed(ApplicationErrors.notFound().message);
  if (!hasPermission(requester, declaration.permission, { jobRoleId: job.jobId, stageId: loaded.state.stageId })) return failed(AUTH_MESSAGES.accessDenied);

  const item = itemStateOf(events)!;
  const context = { bulkActionId, applicationId, item, job, itemId: bulkItemId(commandId), targetJob: null as JobSnapshot | null, priorJob: null as JobSnapshot | null };
  let commands: BulkItemCommand[];
  let expectedRevision: number | undefined;
  if (original) {
    const result = original.results.get(applicationId);
    if (result?.outcome !== 'SUCCEEDED') return skipped(BULK_ACTION_MESSAGES.nothingToUndo);
    // Changed by someone since the action: restoring would overwrite their change.
    if (loaded.revision !== result.revisionAfter) return skipped(BULK_ACTION_MESSAGES.changedSince);
    const originalId = original.request.bulkActionId;
    // Back to the job it left: the requester must still be allowed to put candidates there.
    if (result.before.jobId !== job.jobId) {
      const prior = await input.jobOf(result.before.jobId);
      if (!prior || !canSeeJob(requester, { id: prior.jobId, ownerId: prior.ownerId })) return failed(JobErrors.notFound().message);
      if (!hasPermission(requester, declaration.permission, { jobRoleId: prior.jobId, stageId: result.before.stageId })) return failed(AUTH_MESSAGES.accessDenied);
      context.priorJob = prior;
    }
    commands = declaration.restore?.(result.before, original.request.parameters, { ...context, bulkActionId: originalId, itemId: bulkItemId(bulkItemCommandId(originalId, applicationId)) }) ?? [];
    expectedRevision = result.revisionAfter;
    if (commands.length === 0) return skipped(BULK_ACTION_MESSAGES.nothingToUndo);
  } else {
    if (declaration.targetJobId) {
      const refusal = await targetJobRefusal(ports, requester, { companyId, declaration, request, jobOf: input.jobOf, candidateId: loaded.state.candidateId, applicationId, currentJobId: job.jobId });
      if (typeof refusal === 'string') return failed(refusal);
      context.targetJob = refusal;
    }
    if (declaration.newOwnerId) {
      const refusal = await newOwnerRefusal(ports, { companyId, ownerId: declaration.newOwnerId(request.parameters), job, stageId: loaded.state.stageId });
      if (refusal) return failed(refusal);
    }
    if (declaration.mentions) {
      const refusal = await mentionRefusal(ports, { companyId, ...declaration.mentions(request.parameters), job, stageId: loaded.state.stageId });
      if (refusal) return failed(refusal);
    }
    const refused = declaration.refusal?.(request.parameters, context);
    if (refused) return failed(refused);
    commands = [declaration.command(request.parameters, context)];
    expectedRevision = loaded.revision;
  }

  let revisionAfter = loaded.revision;
  try {
    for (const [index, command] of commands.entries()) {
      const envelope = {
        companyId,
        actor: { kind: 'user' as const, id: request.requester.userId, name: request.requester.name },
        commandId: index === 0 ? commandId : `${commandId}:${index}`,
        // Decided on the state read above: a change in between is a conflict, not silently overwritten.
        expectedRevision: index === 0 ? expectedRevision : undefined,
      };
      if (command.type === 'SendCandidateEmail' || command.type === 'ReadCvTextAgain' || command.type === 'SendBookingInvite') {
        const ported = await applyPortCommand(store, ports, command, { companyId, bulkActionId, applicationId, job, requester, stageId: loaded.state.stageId, envelope });
        if (typeof ported === 'string') return failed(ported);
        if (ported === null) return { applicationId, outcome: 'SUCCEEDED', before: item, revisionAfter: loaded.revision };
        return { applicationId, outcome: 'SUCCEEDED', before: item, revisionAfter: ported, emailSent: true };
      }
      const { result } = await decideAndAppend(store, applicationStream(applicationId), applicationDecider, command, envelope);
      revisionAfter = result.revision;
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.message === STALE_REVISION_MESSAGE) {
      if (original) return skipped(BULK_ACTION_MESSAGES.changedSince);
      // Someone changed the application between our read and our write: the activity's retry reads it again.
      throw error;
    }
    if (declaration.alreadyDone.includes(error.code) && !original) return skipped(error.message);
    return failed(error.message);
  }
  if (request.kind === 'delete-applications') await removeFiles(ports, companyId, events);
  const emailed = followUp ? await sendFollowUpEmail(store, ports, followUp, { companyId, applicationId, commandId, requester: request.requester }) : null;
  return { applicationId, outcome: 'SUCCEEDED', before: item, revisionAfter: emailed ?? revisionAfter, ...(emailed !== null ? { emailSent: true } : {}) };
};

type Requester = Request['requester'];

/**
 * A new owner must be a team member able to open the item's profile — they see its job and hold profile access
 * at its stage — as the single owner change requires ('Please select owner'); else they would own a candidate
 * they cannot open.
 */
const newOwnerRefusal = async (
  ports: BulkItemPorts,
  input: { companyId: string; ownerId: string; job: JobSnapshot & { ownerId: string }; stageId: string },
): Promise<string | null> => {
  const refused = ApplicationErrors.ownerNotOnTeam().message;
  if (!ports.dataSource) return refused;
  const owner = await ports.dataSource.getRepository(UserEntity).findOneBy({ id: input.ownerId, companyId: input.companyId, deletedAt: IsNull() });
  if (!owner) return refused;
  const holder = { userId: owner.id, roles: owner.roles, permissions: owner.permissionV1, companyPermissions: [], collaboratorPermissions: owner.collaboratorPermissions };
  const canOpen =
    canSeeJob(holder, { id: input.job.jobId, ownerId: input.job.ownerId }) &&
    hasPermission(holder, PERMISSIONS.candidatesProfilesView, { jobRoleId: input.job.jobId, stageId: input.stageId });
  return canOpen ? null : refused;
};

/**
 * Each person a bulk comment mentions must be able to open the item's profile — see its job and hold profile
 * access at its stage — and, in a confidential comment, read confidential comments there, as the single comment
 * requires (comment-access.ts); else the item fails with the single comment's message.
 */
const mentionRefusal = async (
  ports: BulkItemPorts,
  input: { companyId: string; userIds: string[]; confidential: boolean; job: JobSnapshot & { ownerId: string }; stageId: string },
): Promise<string | null> => {
  if (input.userIds.length === 0) return null;
  if (!ports.dataSource) return ApplicationErrors.mentionNotOnTeam().message;
  const users = await ports.dataSource.getRepository(UserEntity).findBy({ id: In(input.userIds), companyId: input.companyId, deletedAt: IsNull() });
  const found = new Map(users.map((user) => [user.id, user]));
  for (const userId of input.userIds) {
    const user = found.get(userId);
    if (!user) return ApplicationErrors.mentionNotOnTeam().message;
    const holder = { userId: user.id, roles: user.roles, permissions: user.permissionV1, companyPermissions: [], collaboratorPermissions: user.collaboratorPermissions };
    const at = { jobRoleId: input.job.jobId, stageId: input.stageId };
    const canOpen = canSeeJob(holder, { id: input.job.jobId, ownerId: input.job.ownerId }) && hasPermission(holder, PERMISSIONS.candidatesProfilesView, at);
    if (!canOpen) return ApplicationErrors.mentionNotOnTeam().message;
    if (input.confidential && !hasPermission(holder, PERMISSIONS.candidatesConfidential, at)) return ApplicationErrors.mentionWithoutConfidentialAccess().message;
  }
  return null;
};

/** The job the items go to: visible to the requester, with the kind's permission there, and not the candidate's second application in it. */
const targetJobRefusal = async (
  ports: BulkItemPorts,
  requester: Requester,
  input: { companyId: string; declaration: BulkActionKindDeclaration; request: Request; jobOf: JobOf; candidateId: string; applicationId: string; currentJobId: string },
): Promise<JobSnapshot | string> => {
  const target = await input.jobOf(input.declaration.targetJobId!(input.request.parameters));
  if (!target || !canSeeJob(requester, { id: target.jobId, ownerId: target.ownerId })) return JobErrors.notFound().message;
  const stageId = typeof input.request.parameters.stageId === 'string' ? input.request.parameters.stageId : undefined;
  if (!hasPermission(requester, input.declaration.permission, { jobRoleId: target.jobId, ...(stageId ? { stageId } : {}) })) return AUTH_MESSAGES.accessDenied;
  // Already in that job: the decider says so (skipped); another application of the candidate there refuses.
  if (target.jobId !== input.currentJobId) {
    if (!ports.dataSource) return ApplicationErrors.candidateAlreadyApplied().message;
    const candidateId = await currentCandidateId(ports.dataSource.manager, input.companyId, input.candidateId);
    if (await candidateHasApplicationInJob(ports.dataSource.manager, input.companyId, candidateId, target.jobId, input.applicationId)) {
      return ApplicationErrors.candidateAlreadyApplied().message;
    }
  }
  const { ownerId: _ownerId, ...snapshot } = target;
  return snapshot;
};

/**
 * An item that is not an application command. An e-mail goes through the candidate e-mail composer as the
 * single send does (answers the stream's revision after it); the CV's text is marked to be read again, which
 * the CV text indexer then does (answers null: the application's stream is not touched). A string is why not.
 */
const applyPortCommand = async (
  store: EventStore,
  ports: BulkItemPorts,
  command: Extract<BulkItemCommand, { type: 'SendCandidateEmail' | 'ReadCvTextAgain' | 'SendBookingInvite' }>,
  input: {
    companyId: string;
    bulkActionId: string;
    applicationId: string;
    job: JobSnapshot;
    requester: Requester;
    stageId: string;
    envelope: { actor: { kind: 'user'; id: string; name: string }; commandId: string };
  },
): Promise<number | null | string> => {
  if (command.type === 'ReadCvTextAgain') {
    if (!ports.dataSource) return BULK_ACTION_MESSAGES.noCv;
    const [rows] = (await ports.dataSource.query(
      `UPDATE rm_cv_texts SET text = NULL, extraction_attempts = 0, unreadable = false WHERE company_id = $1 AND application_id = $2 RETURNING file_id`,
      [input.companyId, input.applicationId],
    )) as [unknown[], number];
    return rows.length > 0 ? null : BULK_ACTION_MESSAGES.noCv;
  }
  const { composer, dataSource } = ports;
  if (!composer || !dataSource) return BULK_ACTION_MESSAGES.emailNotSent;
  const user = await dataSource.getRepository(UserEntity).findOneBy({ id: input.requester.userId, companyId: input.companyId });
  const senderName = input.requester.name;
  const confidentialAccess = hasPermission(input.requester, PERMISSIONS.candidatesConfidential, { jobRoleId: input.job.jobId, stageId: input.stageId });
  if (command.type === 'SendBookingInvite') {
    // Self-scheduling: the candidate's own signed booking link, ids from the item's command (a retry sends nothing twice).
    if (!ports.publicUrl) return BULK_ACTION_MESSAGES.emailNotSent;
    const sent = await sendBookingInvite(
      { dataSource, composer, publicUrl: ports.publicUrl },
      {
        ...command.data,
        companyId: input.companyId,
        applicationId: input.applicationId,
        commandId: input.envelope.commandId,
        inviteId: automatedEmailId(input.companyId, `${input.envelope.commandId}:booking-invite`),
        emailId: automatedEmailId(input.companyId, input.envelope.commandId),
        actor: input.envelope.actor,
        sender: { userId: input.requester.userId, name: senderName, email: user?.email ?? null },
        // The engine authorised the item on its job already.
        authorize: async () => ({ job: input.job, confidentialAccess }),
      },
    );
    return sent.emailSent ? sent.revision : BULK_ACTION_MESSAGES.emailNotSent;
  }
  // The single composer's e-mail, for this application: its attachments first copied among the application's files.
  const { attachmentIds, scheduledAt: _waitedFor, ...draft } = command.data;
  if (attachmentIds.length > 0 && !ports.blobs) return BULK_ACTION_MESSAGES.emailNotSent;
  const attachmentFileIds = await copyAttachmentsToApplication(
    store,
    { dataSource, blobs: ports.blobs! },
    {
      companyId: input.companyId,
      applicationId: input.applicationId,
      itemKey: input.envelope.commandId,
      attachmentIds,
      confidential: draft.confidential,
      confidentialAccess,
      actor: input.envelope.actor,
    },
  );
  // The copies moved the stream on: the e-mail is decided on the state after them, not the one read before.
  const envelope = attachmentFileIds.length > 0 ? { ...input.envelope, expectedRevision: undefined } : input.envelope;
  const { result, events } = await composer.decide(input.companyId, input.applicationId, envelope, async (state) =>
    composedEmailCommand(composer, {
      companyId: input.companyId,
      state,
      job: input.job,
      // Shaped as the routes' ids are; the Emails tab shows a bulk e-mail sent later under it meanwhile.
      emailId: bulkItemEmailId(input.bulkActionId, input.applicationId),
      sender: { kind: 'user', id: input.requester.userId, name: senderName },
      senderDetails: { name: senderName, email: user?.email ?? null },
      confidentialAccess,
      // Sent now: an e-mail sent later reaches its items only once the workflow's timer for its time has fired.
      draft: { ...draft, attachmentFileIds, scheduledAt: null },
    }),
  );
  return events.some((event) => event.type === 'EmailSent' || event.type === 'EmailScheduled') ? result.revision : BULK_ACTION_MESSAGES.emailNotSent;
};

/**
 * The e-mail the single action sends after its command ('Archive and send'; the stage's invitation on arrival),
 * under an id derived from the item's command, so a retry sends nothing twice. A failure to send does not undo
 * the item (as for the single action); the item then lists no e-mail. Answers the revision after the e-mail.
 */
const sendFollowUpEmail = async (
  store: EventStore,
  ports: BulkItemPorts,
  followUp: FollowUpEmail,
  input: { companyId: string; applicationId: string; commandId: string; requester: Requester },
): Promise<number | null> => {
  const { composer } = ports;
  if (!composer) return null;
  const loaded = await loadAggregate(store, applicationStream(input.applicationId).id, applicationDecider, input.companyId);
  const application = loaded?.state;
  if (!loaded || !application?.exists) return null;
  const jobState = (await loadAggregate(store, streamId('job', application.jobId), jobDecider, input.companyId))?.state;
  if (!jobState?.exists) return null;
  const job = snapshotOf(jobState);
  // The invitation is the stage-invitation process's, from the automation, a moment after the move (as for the
  // single move); the item lists it as its e-mail, which no undo takes back. Its revision is the item's own.
  if (followUp === 'invitation') {
    if (!job.stages.find((stage) => stage.id === application.stageId)?.automations.invitationEmail) return null;
    return loaded.events.filter((event) => event.metadata.commandId.startsWith(input.commandId)).at(-1)?.revision ?? null;
  }
  const user = { kind: 'user' as const, id: input.requester.userId, name: input.requester.name };
  try {
    // The rejection goes from the person who archived, as the single archive sends it.
    const sent = await sendRejection(composer, job, application.stageId, { ...input, user });
    return sent?.events.some((event) => event.type === 'EmailSent') ? sent.result.revision : null;
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
};

/** 'Archive and send': the stage's rejection e-mail from the person who archived, under `<commandId>:rejection-email`. */
const sendRejection = async (
  composer: CandidateEmailComposer,
  job: JobSnapshot,
  stageId: string,
  input: { companyId: string; applicationId: string; commandId: string; requester: Requester; user: Actor & EmailSender },
) => {
  const draft = await rejectionDraft(composer, input.companyId, job.stages.find((candidate) => candidate.id === stageId));
  if (!draft) return null;
  const commandId = `${input.commandId}:rejection-email`;
  return sendAutomatedEmail(composer, {
    companyId: input.companyId,
    applicationId: input.applicationId,
    commandId,
    emailId: automatedEmailId(input.companyId, commandId),
    actor: input.user,
    sender: input.user,
    senderDetails: { name: input.requester.name, email: null },
    job,
    draft,
  });
};

/** A deleted application's file bytes go, as the single delete removes them (a blob already gone is no error). */
const removeFiles = async (ports: BulkItemPorts, companyId: string, events: readonly RecordedEvent[]) => {
  if (!ports.blobs) return;
  for (const event of events) {
    if (applicationFileEvents.includes(event) && event.type === 'FileUploaded') await ports.blobs.delete({ companyId, blobId: event.data.fileId });
  }
};
