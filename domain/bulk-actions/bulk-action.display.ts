/** The panel item's status (spec 01 §3.10): started → inprogress → completed or failed. */
export type ProgressBarStatus = 'started' | 'inprogress' | 'completed' | 'failed';

export type BulkProgressCounts = {
  progressBarStatus: ProgressBarStatus;
  completedCount: number;
  failedCount: number;
  totalCount: number;
};

/**
 * The panel's progress text (spec 01 §4.10, 02 §4.5), as parts the client words in its language: 'X of Y', or
 * '{total} in progress' while nothing is complete; a failed action shows 'X of Y' only once something completed;
 * '(N Failed)' beside it when any failed.
 */
export type ProgressText = { main: 'of' | 'inProgress' | 'none'; failed: number | null };

export const progressText = ({ progressBarStatus, completedCount, failedCount }: BulkProgressCounts): ProgressText => {
  const failed = failedCount > 0 ? failedCount : null;
  if (progressBarStatus === 'completed') return { main: 'of', failed };
  if (progressBarStatus === 'failed') return { main: completedCount > 0 ? 'of' : 'none', failed };
  return { main: completedCount === 0 ? 'inProgress' : 'of', failed };
};

/** Counts from the item outcomes: skipped items (already in the asked state) count as completed. */
export const progressBarStatusOf = (state: { finished: boolean; processed: number; failed: number; total: number }): ProgressBarStatus => {
  if (state.finished) return state.total > 0 && state.failed === state.total ? 'failed' : 'completed';
  return state.processed === 0 ? 'started' : 'inprogress';
};

/** The panel can be cleared only when every item in it is completed or failed (spec 01 §4.10). */
export const canClearPanel = (items: ReadonlyArray<Pick<BulkProgressCounts, 'progressBarStatus'>>): boolean =>
  items.every((item) => item.progressBarStatus === 'completed' || item.progressBarStatus === 'failed');
