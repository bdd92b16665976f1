import type { Command } from '../shared';
import type { BulkActionRequested, BulkItemResult } from './bulk-action.events';

/** The request as it is recorded (see BulkActionRequested), the choice not yet validated. */
export type RequestBulkAction = Command<'RequestBulkAction', BulkActionRequested['data']>;

/** Sent by the workflow after each chunk; results already recorded (a retried chunk) are left out. */
export type RecordBulkItems = Command<'RecordBulkItems', { results: BulkItemResult[] }>;

export type CancelBulkAction = Command<'CancelBulkAction', Record<string, never>>;

/** Sent by the workflow when no item is left, or after a cancel stopped it. */
export type FinishBulkAction = Command<'FinishBulkAction', Record<string, never>>;

export type RequestBulkActionUndo = Command<'RequestBulkActionUndo', { undoBulkActionId: string }>;

export type ClearBulkAction = Command<'ClearBulkAction', Record<string, never>>;

export type BulkActionCommand =
  | RequestBulkAction
  | RecordBulkItems
  | CancelBulkAction
  | FinishBulkAction
  | RequestBulkActionUndo
  | ClearBulkAction;
