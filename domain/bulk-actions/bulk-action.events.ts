import { eventCatalogue, type DomainEvent } from '../shared';
import type { ApplicationItemState } from './application-item-state';
import type { BulkActionKind } from './bulk-action.kinds';

/**
 * The authority a bulk action runs with: the requesting user's permissions as they stood when they asked. Each
 * item is authorised against its own job with it, as the single command would be for that user.
 */
export type BulkActionRequester = {
  userId: string;
  name: string;
  roles: string[];
  permissions: string[];
  companyPermissions: string[];
  collaboratorPermissions: Array<{ jobRoleId: string; stageIds?: string[] | null; permissions: string[] }>;
};

/** Why an item was not applied, or how it was. */
export type BulkItemResult =
  | {
      applicationId: string;
      outcome: 'SUCCEEDED';
      /** The item as it stood before the action (what an undo restores). */
      before: ApplicationItemState;
      /** The application stream's revision after the action: an undo skips an item changed since. */
      revisionAfter: number;
      /** An e-mail went to the candidate with it: an undo cannot take it back. */
      emailSent?: boolean;
    }
  | { applicationId: string; outcome: 'FAILED'; reason: string }
  | { applicationId: string; outcome: 'SKIPPED'; reason: string };

export type BulkItemOutcome = BulkItemResult['outcome'];

/** The request: which applications, which action, with which choices, by whom (spec 02 §2.14). */
export type BulkActionRequested = DomainEvent<
  'BulkActionRequested',
  {
    bulkActionId: string;
    kind: BulkActionKind;
    applicationIds: string[];
    /** The action's choice (owner, tags, reason, stage, comment …), validated by the kind's declaration. */
    parameters: Record<string, unknown>;
    requester: BulkActionRequester;
    /** Set on an undo: the bulk action it reverses. */
    undoOf: string | null;
  }
>;

/** Results of some items, in the order the workflow processed them. */
export type BulkActionItemsRecorded = DomainEvent<'BulkActionItemsRecorded', { bulkActionId: string; results: BulkItemResult[] }>;

/** The user asked to stop: the items not yet processed are not applied. */
export type BulkActionCancelRequested = DomainEvent<'BulkActionCancelRequested', { bulkActionId: string }>;

/** No item is left to process (all processed, or the rest cancelled). */
export type BulkActionFinished = DomainEvent<
  'BulkActionFinished',
  { bulkActionId: string; cancelled: boolean; succeeded: number; failed: number; skipped: number; notProcessed: number }
>;

/** An undo was started for this bulk action (it can be undone once). */
export type BulkActionUndoRequested = DomainEvent<'BulkActionUndoRequested', { bulkActionId: string; undoBulkActionId: string }>;

/** The user cleared the finished action from their progress panel (spec 01 §4.10). */
export type BulkActionCleared = DomainEvent<'BulkActionCleared', { bulkActionId: string }>;

export type BulkActionEvent =
  | BulkActionRequested
  | BulkActionItemsRecorded
  | BulkActionCancelRequested
  | BulkActionFinished
  | BulkActionUndoRequested
  | BulkActionCleared;

export const bulkActionEvents = eventCatalogue<BulkActionEvent>({
  BulkActionRequested: true,
  BulkActionItemsRecorded: true,
  BulkActionCancelRequested: true,
  BulkActionFinished: true,
  BulkActionUndoRequested: true,
  BulkActionCleared: true,
});
