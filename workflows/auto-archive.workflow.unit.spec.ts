import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { AutoArchiveInput } from './auto-archive.types';
import { applicationLeftStage, autoArchiveUnresponsive } from './auto-archive.workflow';

const DAY_MS = 86_400_000;
type ArchiveRequest = AutoArchiveInput & { workflowId: string };

/**
 * The auto-archive workflow on Temporal's time-skipping test server: days pass in moments, and the
 * activity is a recording stand-in, so only the workflow's own logic is under test here (the real server
 * and the real activity run in tests/integration/auto-archive.int.spec.ts).
 */
describe('auto-archive workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const input = (afterDays: number): AutoArchiveInput => {
    sequence += 1;
    return {
      companyId: 'company-1',
      applicationId: `application-${sequence}`,
      jobId: 'job-1',
      stageId: 'screening',
      stageName: 'Screening',
      afterDays,
      delayMs: afterDays * DAY_MS,
    };
  };

  /** A worker on a queue of its own whose activity records each request and answers `archived`. */
  const workerAnswering = async (archived: boolean) => {
    const requests: ArchiveRequest[] = [];
    const taskQueue = `auto-archive-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async archiveUnresponsiveApplication(request: ArchiveRequest) {
          requests.push(request);
          return { archived };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  it('archives after N days when the application never left the stage, naming the workflow', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input(7);
    const workflowId = `auto-archive:${started.applicationId}:screening:0`;
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(autoArchiveUnresponsive, { taskQueue, workflowId, args: [started] }));
    expect(outcome).toBe('ARCHIVED');
    expect(requests).toEqual([{ ...started, workflowId }]);
    // Seven days went by on the server's clock, skipped rather than waited.
    expect((await temporal.env.currentTimeMs()) - before).toBeGreaterThanOrEqual(7 * DAY_MS);
  });

  it('ends LEFT_STAGE without archiving when the application leaves the stage in time', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input(7);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(autoArchiveUnresponsive, { taskQueue, workflowId: `left-${started.applicationId}`, args: [started] });
      // Two days in, the candidate moves on.
      await temporal.env.sleep(2 * DAY_MS);
      await handle.signal(applicationLeftStage);
      return handle.result();
    });
    expect(outcome).toBe('LEFT_STAGE');
    expect(requests).toEqual([]);
  });

  it('ends NOTHING_TO_DO when the command found nothing to archive (archived or moved meanwhile)', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(false);
    const started = input(1);
    const outcome = await worker.runUntil(
      temporal.env.client.workflow.execute(autoArchiveUnresponsive, { taskQueue, workflowId: `nothing-${started.applicationId}`, args: [started] }),
    );
    expect(outcome).toBe('NOTHING_TO_DO');
    expect(requests).toHaveLength(1);
  });
});
