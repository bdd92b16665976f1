import { ApplicationFailure } from '@temporalio/common';
import { Worker } from '@temporalio/worker';
import type { BoardListing } from '@ats/domain/job-postings';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { JobPostingInput } from './job-posting.types';
import { postJobToBoard } from './job-posting.workflow';

/** The posting workflow with a stand-in board that fails a given number of times before it answers. */
describe('job posting workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const input = (): JobPostingInput => ({
    companyId: 'company-1',
    jobId: 'job-1',
    postingId: `posting-${(sequence += 1)}`,
    board: 'professional-network',
    tier: 'BASIC',
    attempt: 1,
    retry: { initialIntervalMs: 60_000, maximumIntervalMs: 3_600_000, maximumAttempts: 4 },
  });
  const listing: BoardListing = { externalId: 'ext-1', url: 'https://board.example/ext-1' };

  const boardFailing = async (failures: number) => {
    const posted: unknown[] = [];
    const failed: Array<{ reason: string }> = [];
    let calls = 0;
    const taskQueue = `job-posting-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async postToJobBoard() {
          calls += 1;
          if (calls <= failures) throw ApplicationFailure.create({ message: 'Job board unavailable', type: 'JobBoardUnavailable' });
          return listing;
        },
        async recordJobPosted(request: { listing: BoardListing }) {
          posted.push(request.listing);
          return { recorded: true };
        },
        async recordJobPostingFailed(request: { reason: string }) {
          failed.push({ reason: request.reason });
          return { recorded: true };
        },
      },
    });
    return { worker, taskQueue, posted, failed, calls: () => calls };
  };

  it('records the board’s listing when the board answers, after a refusal retried', async () => {
    const board = await boardFailing(1);
    const started = input();
    const outcome = await board.worker.runUntil(
      temporal.env.client.workflow.execute(postJobToBoard, { taskQueue: board.taskQueue, workflowId: `job-posting:${started.postingId}:1`, args: [started] }),
    );
    expect(outcome).toBe('POSTED');
    expect(board.calls()).toBe(2);
    expect(board.posted).toEqual([listing]);
    expect(board.failed).toEqual([]);
  });

  it('records the failure (which tells the owner) once every retry failed', async () => {
    const board = await boardFailing(100);
    const started = input();
    const outcome = await board.worker.runUntil(
      temporal.env.client.workflow.execute(postJobToBoard, { taskQueue: board.taskQueue, workflowId: `job-posting:${started.postingId}:1`, args: [started] }),
    );
    expect(outcome).toBe('FAILED');
    expect(board.calls()).toBe(4);
    expect(board.posted).toEqual([]);
    expect(board.failed).toEqual([{ reason: 'Job board unavailable' }]);
  });
});
