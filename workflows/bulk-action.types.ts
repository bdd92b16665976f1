/** Input of a bulk action's workflow; `offset` is where a run continued-as-new picks up. */
export type BulkActionInput = {
  companyId: string;
  bulkActionId: string;
  applicationIds: string[];
  offset?: number;
  /** 'Send later' (ISO 8601): the workflow waits until then before its first item; a cancel meanwhile applies none. */
  startAt?: string | null;
  /** Chunks one run processes before it continues as new (a bound on its history); tests make it small. */
  chunksPerRun?: number;
};

export type BulkItemCounts = { succeeded: number; failed: number; skipped: number };

export type BulkActionOutcome = BulkItemCounts & { cancelled: boolean; notProcessed: number };

export type BulkActionActivities = {
  /**
   * Applies the action to each application of the chunk — a command each, under a command id of the bulk action
   * and the application, so a retry applies no item twice — and records their results on the bulk action's stream.
   * Once the stream says the action was cancelled it applies nothing and answers `cancelled`.
   */
  applyBulkItems(input: { companyId: string; bulkActionId: string; applicationIds: string[] }): Promise<BulkItemCounts & { cancelled: boolean }>;
  /** Records that no item is left to process (all done, or the rest cancelled). */
  finishBulkAction(input: { companyId: string; bulkActionId: string }): Promise<void>;
};

/** `bulk-action:<bulkActionId>`. */
export const bulkActionWorkflowId = (bulkActionId: string) => `bulk-action:${bulkActionId}`;

/** Applications per activity: a chunk's commands fit well inside the activity's timeout. */
export const BULK_ACTION_CHUNK = 25;
