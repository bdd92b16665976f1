import { BulkActionErrors, bulkActionDecider, type BulkActionRequester, type BulkActionState } from '@ats/domain/bulk-actions';
import { streamId } from '@ats/domain/shared';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../identity/caller';

export const bulkActionStream = (bulkActionId: string) => ({
  id: streamId('bulk-action', bulkActionId),
  entityId: bulkActionId,
  notFound: BulkActionErrors.notFound,
});

/** The authority the action's items run with: the caller's permissions now (see BulkActionRequester). */
export const requesterOf = (caller: Caller): BulkActionRequester => ({
  userId: caller.userId,
  name: caller.name,
  roles: [...caller.roles],
  permissions: [...caller.permissions],
  companyPermissions: [...caller.companyPermissions],
  collaboratorPermissions: caller.collaboratorPermissions.map((entry) => ({ ...entry, permissions: [...entry.permissions] })),
});

/**
 * A bulk action of the caller's: its panel, cancel and undo are the requester's own (spec 01 §2.7 lists a
 * user's bulk actions). Another company's, or another user's, answers 404.
 */
export const assertOwnBulkAction = (caller: Caller, state: BulkActionState | undefined): Extract<BulkActionState, { exists: true }> => {
  if (!state?.exists || state.requesterId !== caller.userId) throw BulkActionErrors.notFound();
  return state;
};

export const loadOwnBulkAction = async (store: EventStore, caller: Caller, bulkActionId: string) => {
  const loaded = await loadAggregate(store, bulkActionStream(bulkActionId).id, bulkActionDecider, caller.companyId);
  return { state: assertOwnBulkAction(caller, loaded?.state), events: loaded?.events ?? [] };
};
