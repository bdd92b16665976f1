import { createHash } from 'node:crypto';
import { applicationDecider, ApplicationErrors, type ApplicationCommand, type JobSnapshot } from '@ats/domain/applications';
import {
  BULK_ACTION_MESSAGES,
  bulkActionDecider,
  BulkActionErrors,
  itemStateOf,
  kindDeclaration,
  type BulkActionKindDeclaration,
  type BulkActionRequested,
  type BulkItemResult,
} from '@ats/domain/bulk-actions';
import { canSeeJob, hasPermission } from '@ats/domain/identity';
import { jobDecider, type JobState } from '@ats/domain/jobs';
import { isDomainError, streamId, type RecordedEvent } from '@ats/domain/shared';
import type { BulkActionActivities } from '@ats/workflows/bulk-action.types';
import { AUTH_MESSAGES } from '../auth/auth-error';
import { decideAndAppend, loadAggregate, STALE_REVISION_MESSAGE } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';

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

/** The command id of an item: the same on every retry of the activity, so the application stream takes it once. */
export const bulkItemCommandId = (bulkActionId: string, applicationId: string) => `bulk-action:${bulkActionId}:${applicationId}`;

/** A UUID for what an item creates (a comment): derived from its command id, so a retry creates the same one. */
const itemIdOf = (commandId: string) => {
  const hex = createHash('sha256').update(`bulk-item:${commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

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

const snapshotOf = (state: Extract<JobState, { exists: true }>): JobSnapshot => ({
  jobId: state.jobId,
  name: state.name,
  status: state.status,
  stages: state.stages,
});

/**
 * The bulk action's activities (spec 02 §2.14): each item is authorised as the requester's own single command
 * would be — the application and its job must be the company's and visible to them, with the kind's permission
 * for its stage — then the kind's command is appended under the item's command id. Another company's id, or
 * one the requester may not touch, fails without being touched.
 */
export const createBulkActionActivities = (store: EventStore): BulkActionActivities => ({
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
    const results = await inParallel(pending, ITEMS_IN_PARALLEL, (applicationId) =>
      applyItem(store, { companyId, bulkActionId, applicationId, request, original, jobOf }),
    );
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

const applyItem = async (
  store: EventStore,
  input: {
    companyId: string;
    bulkActionId: string;
    applicationId: string;
    request: Request;
    original: Original | null;
    jobOf: (jobId: string) => Promise<(JobSnapshot & { ownerId: string }) | null>;
  },
): Promise<BulkItemResult> => {
  const { companyId, bulkActionId, applicationId, request, original } = input;
  const failed = (reason: string): BulkItemResult => ({ applicationId, outcome: 'FAILED', reason });
  const skipped = (reason: string): BulkItemResult => ({ applicationId, outcome: 'SKIPPED', reason });
  const commandId = bulkItemCommandId(bulkActionId, applicationId);

  const loaded = await loadAggregate(store, applicationStream(applicationId).id, applicationDecider, companyId);
  // Another company's application answers as one that does not exist, and is not touched.
  if (!loaded?.state.exists) return failed(ApplicationErrors.notFound().message);
  const events: RecordedEvent[] = loaded.events;

  // A retry of this activity: the item's command is in the stream already; its result is what it did then.
  const firstOfCommand = events.findIndex((event) => event.metadata.commandId.startsWith(commandId));
  if (firstOfCommand >= 0) {
    const ours = events.filter((event) => event.metadata.commandId.startsWith(commandId));
    return { applicationId, outcome: 'SUCCEEDED', before: itemStateOf(events.slice(0, firstOfCommand))!, revisionAfter: ours.at(-1)!.revision };
  }

  const job = await input.jobOf(loaded.state.jobId);
  const requester = { ...request.requester, userId: request.requester.userId };
  if (!job || !canSeeJob(requester, { id: job.jobId, ownerId: job.ownerId })) return failed(ApplicationErrors.notFound().message);
  const declaration = original?.declaration ?? kindDeclaration(request.kind as Exclude<typeof request.kind, 'undo'>);
  if (!hasPermission(requester, declaration.permission, { jobRoleId: job.jobId, stageId: loaded.state.stageId })) return failed(AUTH_MESSAGES.accessDenied);

  const item = itemStateOf(events)!;
  let commands: ApplicationCommand[];
  let expectedRevision: number | undefined;
  if (original) {
    const result = original.results.get(applicationId);
    if (result?.outcome !== 'SUCCEEDED') return skipped(BULK_ACTION_MESSAGES.nothingToUndo);
    // Changed by someone since the action: restoring would overwrite their change.
    if (loaded.revision !== result.revisionAfter) return skipped(BULK_ACTION_MESSAGES.changedSince);
    const context = { bulkActionId: original.request.bulkActionId, applicationId, item, job, itemId: itemIdOf(bulkItemCommandId(original.request.bulkActionId, applicationId)) };
    commands = declaration.restore?.(result.before, original.request.parameters, context) ?? [];
    expectedRevision = result.revisionAfter;
    if (commands.length === 0) return skipped(BULK_ACTION_MESSAGES.nothingToUndo);
  } else {
    commands = [declaration.command(request.parameters, { bulkActionId, applicationId, item, job, itemId: itemIdOf(commandId) })];
    expectedRevision = loaded.revision;
  }

  let revisionAfter = loaded.revision;
  try {
    for (const [index, command] of commands.entries()) {
      const { result } = await decideAndAppend(store, applicationStream(applicationId), applicationDecider, command, {
        companyId,
        actor: { kind: 'user', id: request.requester.userId, name: request.requester.name },
        commandId: index === 0 ? commandId : `${commandId}:${index}`,
        // Decided on the state read above: a change in between is a conflict, not silently overwritten.
        expectedRevision: index === 0 ? expectedRevision : undefined,
      });
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
  return { applicationId, outcome: 'SUCCEEDED', before: itemStateOf(events)!, revisionAfter };
};
