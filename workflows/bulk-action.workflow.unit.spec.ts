import { Context } from '@temporalio/activity';
import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import { cancelBulkActionSignal } from './bulk-action.signals';
import { BULK_ACTION_CHUNK, type BulkActionActivities } from './bulk-action.types';
import { runBulkAction } from './bulk-action.workflow';

/**
 * The bulk action workflow with stand-in activities over an in-test "stream": chunks in order, each item once
 * even when an activity fails after applying and is retried, continue-as-new on long selections, and a cancel
 * that leaves the rest untouched (the real server and activities: tests/integration/bulk-actions.int.spec.ts).
 */
describe('bulk action workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;

  const run = async (
    count: number,
    options: {
      chunksPerRun?: number;
      failFirstAttemptOfChunk?: number;
      loseFirstAttemptOfChunk?: number;
      cancelAfterChunk?: number;
      /** 'Send later': the action's time, this far after the test server's now. */
      startInMs?: number;
      /** Cancels once the workflow is waiting on its timer for that time. */
      cancelWhileWaiting?: boolean;
    } = {},
  ) => {
    sequence += 1;
    const applicationIds = Array.from({ length: count }, (_a, i) => `application-${i}`);
    const applied = new Map<string, number>();
    const chunks: string[][] = [];
    let cancelledOnStream = false;
    let finished = 0;
    let attempts = 0;
    const workflowId = `bulk-action:spec-${sequence}`;
    const activities: BulkActionActivities = {
      async applyBulkItems(request) {
        if (cancelledOnStream) return { succeeded: 0, failed: 0, skipped: 0, cancelled: true };
        attempts += 1;
        // How often each item was sent: a retried chunk is sent again whole, the same ids, which the real
        // activity's per-item command ids turn into nothing new.
        for (const id of request.applicationIds) applied.set(id, (applied.get(id) ?? 0) + 1);
        if (options.failFirstAttemptOfChunk === chunks.length && attempts === chunks.length + 1) {
          throw new Error('the worker lost its database connection after applying');
        }
        if (options.loseFirstAttemptOfChunk === chunks.length && attempts === chunks.length + 1) {
          // The worker died (kill -9) after applying: no answer, no heartbeat, ever. Only this worker's
          // shutdown at the spec's end ends the attempt.
          await Context.current().cancelled;
        }
        chunks.push(request.applicationIds);
        if (options.cancelAfterChunk === chunks.length) {
          cancelledOnStream = true;
          await temporal.env.client.workflow.getHandle(workflowId).signal(cancelBulkActionSignal);
        }
        const failed = request.applicationIds.filter((id) => id.endsWith('7')).length;
        return { succeeded: request.applicationIds.length - failed, failed, skipped: 0, cancelled: false };
      },
      async finishBulkAction() {
        finished += 1;
      },
    };
    const taskQueue = `bulk-action-${sequence}`;
    const worker = await Worker.create({ connection: temporal.env.nativeConnection, taskQueue, workflowBundle: temporal.bundle, activities });
    const startAt = options.startInMs === undefined ? undefined : new Date((await temporal.env.currentTimeMs()) + options.startInMs).toISOString();
    const handle = await temporal.env.client.workflow.start(runBulkAction, {
      taskQueue,
      workflowId,
      args: [{ companyId: 'company-1', bulkActionId: `spec-${sequence}`, applicationIds, chunksPerRun: options.chunksPerRun, startAt }],
    });
    const waiting = async () => {
      const { events } = await handle.fetchHistory();
      return (events ?? []).some((event) => event.timerStartedEventAttributes);
    };
    const outcome = await worker.runUntil(async () => {
      if (options.cancelWhileWaiting) {
        // Time stands still until the result is awaited: the timer is pending when the cancel arrives.
        while (!(await waiting())) await new Promise((resolve) => setTimeout(resolve, 20));
        await handle.signal(cancelBulkActionSignal);
      }
      return handle.result();
    });
    const runs = await handle.describe();
    const tookMs = runs.closeTime!.getTime() - runs.startTime.getTime();
    return { outcome, chunks, applied, finished, firstRunId: handle.firstExecutionRunId, lastRunId: runs.runId, tookMs };
  };

  it('applies every item once, chunk by chunk in the selection’s order, and finishes', async () => {
    const { outcome, chunks, applied, finished } = await run(60);
    expect(chunks.map((chunk) => chunk.length)).toEqual([BULK_ACTION_CHUNK, BULK_ACTION_CHUNK, 10]);
    expect(chunks.flat()).toEqual(Array.from({ length: 60 }, (_a, i) => `application-${i}`));
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
    expect(outcome).toEqual({ succeeded: 54, failed: 6, skipped: 0, cancelled: false, notProcessed: 0 });
    expect(finished).toBe(1);
  });

  it('retries a chunk whose activity failed after applying with the same items, and goes on after it', async () => {
    const { chunks, applied, outcome } = await run(50, { failFirstAttemptOfChunk: 1 });
    expect(chunks.flat()).toEqual(Array.from({ length: 50 }, (_a, i) => `application-${i}`));
    const sentTwice = [...applied].filter(([, times]) => times === 2).map(([id]) => id);
    expect(sentTwice).toEqual(chunks[1]);
    expect(outcome.notProcessed).toBe(0);
  });

  it('retries a chunk whose worker died under way once its heartbeats stop, not after the 5-minute start-to-close timeout', async () => {
    const { chunks, applied, outcome, tookMs } = await run(50, { loseFirstAttemptOfChunk: 1 });
    expect(chunks.flat()).toEqual(Array.from({ length: 50 }, (_a, i) => `application-${i}`));
    expect([...applied].filter(([, times]) => times === 2).map(([id]) => id)).toEqual(chunks[1]);
    expect(outcome.notProcessed).toBe(0);
    // Workflow time: the heartbeat timeout and a retry’s backoff, far from 5 minutes.
    expect(tookMs).toBeGreaterThanOrEqual(15_000);
    expect(tookMs).toBeLessThan(60_000);
  });

  it('continues as new after the chunks of one run and still processes the whole selection', async () => {
    const { chunks, finished, firstRunId, lastRunId } = await run(130, { chunksPerRun: 2 });
    expect(chunks.flat()).toHaveLength(130);
    expect(lastRunId).not.toBe(firstRunId);
    expect(finished).toBe(1);
  });

  it('sends later: waits on one timer until the chosen time, then applies every item', async () => {
    const { chunks, outcome, finished, tookMs } = await run(30, { startInMs: 3_600_000 });
    expect(chunks.flat()).toHaveLength(30);
    expect(outcome).toMatchObject({ cancelled: false, notProcessed: 0 });
    expect(finished).toBe(1);
    expect(tookMs).toBeGreaterThanOrEqual(3_600_000);
  });

  it('sends later, cancelled while it waits: no item is applied, and it finishes at once, not at the chosen time', async () => {
    const { chunks, applied, outcome, finished, tookMs } = await run(30, { startInMs: 3_600_000, cancelWhileWaiting: true });
    expect([chunks, applied.size]).toEqual([[], 0]);
    expect(outcome).toEqual({ succeeded: 0, failed: 0, skipped: 0, cancelled: true, notProcessed: 30 });
    expect(finished).toBe(1);
    expect(tookMs).toBeLessThan(3_600_000);
  });

  it('stops after a cancel: the chunk under way is recorded, no later item is touched', async () => {
    const { chunks, outcome, finished } = await run(100, { cancelAfterChunk: 2 });
    expect(chunks).toHaveLength(2);
    expect(outcome).toMatchObject({ cancelled: true, notProcessed: 50 });
    expect(finished).toBe(1);
  });
});
