import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import { cancelBulkActionSignal } from './bulk-action.signals';
import { BULK_ACTION_CHUNK, type BulkActionActivities, type BulkActionInput, type BulkActionOutcome } from './bulk-action.types';

const { applyBulkItems, finishBulkAction } = proxyActivities<BulkActionActivities>({
  startToCloseTimeout: '5 minutes',
  // applyBulkItems heartbeats after each item: a chunk lost with its worker (kill -9) is retried after this,
  // not after the 5 minutes a healthy chunk may take.
  heartbeatTimeout: '15 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

const DEFAULT_CHUNKS_PER_RUN = 40;

/**
 * A bulk action (spec 02 §2.14): the selection chunk by chunk, one activity per chunk sending one command per
 * application. A cancel (a signal) is honoured between chunks, so a chunk under way finishes and is recorded,
 * and no later item is touched; the activity also finds the cancel on the stream and then applies nothing. A long selection continues as new after `chunksPerRun` chunks, keeping each
 * run's history far below Temporal's limits. The counts it answers cover this run's chunks only (the stream
 * holds the whole action's). An action sent later (`startAt`) first waits on a timer until its time; a cancel
 * during the wait ends it at once, no item applied.
 */
export async function runBulkAction(input: BulkActionInput): Promise<BulkActionOutcome> {
  let cancelled = false;
  setHandler(cancelBulkActionSignal, () => {
    cancelled = true;
  });
  // 'Send later': one timer, which the cancel signal ends early. A run continued as new is past the time already.
  const waitMs = input.startAt ? Date.parse(input.startAt) - Date.now() : 0;
  if (waitMs > 0) await condition(() => cancelled, waitMs);
  const counts = { succeeded: 0, failed: 0, skipped: 0 };
  const chunksPerRun = input.chunksPerRun ?? DEFAULT_CHUNKS_PER_RUN;
  let offset = input.offset ?? 0;
  for (let chunk = 0; offset < input.applicationIds.length && !cancelled; chunk += 1) {
    if (chunk === chunksPerRun) await continueAsNew<typeof runBulkAction>({ ...input, offset });
    const applicationIds = input.applicationIds.slice(offset, offset + BULK_ACTION_CHUNK);
    const done = await applyBulkItems({ companyId: input.companyId, bulkActionId: input.bulkActionId, applicationIds });
    // The stream is the truth: a cancel recorded there stops the action even if its signal was lost (a
    // continue-as-new in between), and the activity then applies nothing.
    if (done.cancelled) {
      cancelled = true;
      break;
    }
    counts.succeeded += done.succeeded;
    counts.failed += done.failed;
    counts.skipped += done.skipped;
    offset += applicationIds.length;
  }
  await finishBulkAction({ companyId: input.companyId, bulkActionId: input.bulkActionId });
  return { ...counts, cancelled, notProcessed: input.applicationIds.length - offset };
}
