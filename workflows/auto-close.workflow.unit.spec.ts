import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { AutoCloseInput } from './auto-close.types';
import { autoCloseDateChanged, autoCloseJob, jobEnded } from './auto-close.workflow';

const DAY_MS = 86_400_000;
type Call = { activity: 'remind' | 'close'; autoCloseOn: string; atMs: number };

/**
 * The auto-close workflow on Temporal's time-skipping test server, with recording stand-ins for its
 * activities: when the reminder and the close happen, and how a moved or removed date changes them.
 */
describe('auto-close workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const recordingWorker = async () => {
    const calls: Call[] = [];
    const taskQueue = `auto-close-${(sequence += 1)}`;
    const record = (activity: Call['activity']) => async (input: AutoCloseInput) => {
      calls.push({ activity, autoCloseOn: input.autoCloseOn, atMs: await temporal.env.currentTimeMs() });
      return activity === 'remind' ? { sent: true } : { closed: true };
    };
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: { sendAutoCloseReminder: record('remind'), closeJobAutomatically: record('close') },
    });
    return { worker, taskQueue, calls };
  };
  const inputClosingIn = async (ms: number): Promise<AutoCloseInput> => ({
    companyId: 'company-1',
    jobId: `job-${(sequence += 1)}`,
    autoCloseOn: new Date((await temporal.env.currentTimeMs()) + ms).toISOString(),
    reminderLeadMs: DAY_MS,
  });

  it('reminds the owner a day ahead, then closes the job on the date', async () => {
    const { worker, taskQueue, calls } = await recordingWorker();
    const input = await inputClosingIn(3 * DAY_MS);
    const closeAt = Date.parse(input.autoCloseOn);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(autoCloseJob, { taskQueue, workflowId: `auto-close:${input.jobId}:0`, args: [input] }));
    expect(outcome).toBe('CLOSED');
    expect(calls.map(({ activity, autoCloseOn }) => ({ activity, autoCloseOn }))).toEqual([
      { activity: 'remind', autoCloseOn: input.autoCloseOn },
      { activity: 'close', autoCloseOn: input.autoCloseOn },
    ]);
    expect(calls[0].atMs).toBeGreaterThanOrEqual(closeAt - DAY_MS);
    expect(calls[0].atMs).toBeLessThan(closeAt);
    expect(calls[1].atMs).toBeGreaterThanOrEqual(closeAt);
  });

  it('reminds at once when the date is less than a day away', async () => {
    const { worker, taskQueue, calls } = await recordingWorker();
    const input = await inputClosingIn(2 * 3_600_000);
    const started = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(autoCloseJob, { taskQueue, workflowId: `soon-${input.jobId}`, args: [input] }));
    expect(outcome).toBe('CLOSED');
    expect(calls.map((call) => call.activity)).toEqual(['remind', 'close']);
    expect(calls[0].atMs - started).toBeLessThan(3_600_000);
  });

  it('starts new timers when the date moves: the reminder and the close follow the new date', async () => {
    const { worker, taskQueue, calls } = await recordingWorker();
    const input = await inputClosingIn(3 * DAY_MS);
    const moved = new Date(Date.parse(input.autoCloseOn) + 4 * DAY_MS).toISOString();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(autoCloseJob, { taskQueue, workflowId: `moved-${input.jobId}`, args: [input] });
      await temporal.env.sleep(DAY_MS);
      await handle.signal(autoCloseDateChanged, moved);
      return handle.result();
    });
    expect(outcome).toBe('CLOSED');
    expect(calls.map(({ activity, autoCloseOn }) => ({ activity, autoCloseOn }))).toEqual([
      { activity: 'remind', autoCloseOn: moved },
      { activity: 'close', autoCloseOn: moved },
    ]);
    expect(calls[0].atMs).toBeGreaterThanOrEqual(Date.parse(moved) - DAY_MS);
    expect(calls[1].atMs).toBeGreaterThanOrEqual(Date.parse(moved));
  });

  it('ends without closing when the date is removed, even after the reminder', async () => {
    const { worker, taskQueue, calls } = await recordingWorker();
    const input = await inputClosingIn(3 * DAY_MS);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(autoCloseJob, { taskQueue, workflowId: `removed-${input.jobId}`, args: [input] });
      await temporal.env.sleep(2.5 * DAY_MS);
      await handle.signal(autoCloseDateChanged, null);
      return handle.result();
    });
    expect(outcome).toBe('DATE_REMOVED');
    expect(calls.map((call) => call.activity)).toEqual(['remind']);
  });

  it('follows the job’s date when the close finds it moved before the signal came', async () => {
    const calls: string[] = [];
    const taskQueue = `auto-close-${(sequence += 1)}`;
    const input = await inputClosingIn(DAY_MS / 2);
    const later = new Date(Date.parse(input.autoCloseOn) + DAY_MS).toISOString();
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async sendAutoCloseReminder(request: AutoCloseInput) {
          calls.push(`remind ${request.autoCloseOn}`);
          return { sent: true };
        },
        async closeJobAutomatically(request: AutoCloseInput) {
          calls.push(`close ${request.autoCloseOn}`);
          return request.autoCloseOn === later ? { closed: true } : { closed: false, autoCloseOn: later };
        },
      },
    });
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(autoCloseJob, { taskQueue, workflowId: `raced-${input.jobId}`, args: [input] }));
    expect(outcome).toBe('CLOSED');
    expect(calls).toEqual([`remind ${input.autoCloseOn}`, `close ${input.autoCloseOn}`, `remind ${later}`, `close ${later}`]);
  });

  it('ends when the job is closed by hand or deleted', async () => {
    const { worker, taskQueue, calls } = await recordingWorker();
    const input = await inputClosingIn(3 * DAY_MS);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(autoCloseJob, { taskQueue, workflowId: `ended-${input.jobId}`, args: [input] });
      await temporal.env.sleep(DAY_MS / 2);
      await handle.signal(jobEnded);
      return handle.result();
    });
    expect(outcome).toBe('JOB_ENDED');
    expect(calls).toEqual([]);
  });
});
