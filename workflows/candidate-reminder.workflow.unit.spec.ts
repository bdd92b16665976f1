import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { CandidateReminderInput } from './candidate-reminder.types';
import { candidateReminder, reminderMoved } from './candidate-reminder.workflow';

const HOUR_MS = 3_600_000;
type Request = CandidateReminderInput & { workflowId: string };

/** The candidate's reminder on the time-skipping server, with a recording stand-in for the e-mail. */
describe('candidate reminder workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;
  const input = (hours: number): CandidateReminderInput => {
    sequence += 1;
    return {
      companyId: 'company-1',
      reminderId: `reminder-${sequence}`,
      applicationId: 'application-1',
      jobId: 'job-1',
      stageId: 'stage-1',
      remindAt: '2026-11-25T05:00:00.000Z',
      delayMs: hours * HOUR_MS,
    };
  };
  const workerAnswering = async (sent: boolean) => {
    const requests: Array<Request & { at: number }> = [];
    const taskQueue = `candidate-reminder-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async sendCandidateReminder(request: Request) {
          requests.push({ ...request, at: await temporal.env.currentTimeMs() });
          return { sent };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  it('e-mails the candidate at the time they picked', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const set = input(21);
    const workflowId = `candidate-reminder:${set.reminderId}`;
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(candidateReminder, { taskQueue, workflowId, args: [set] }));
    expect(outcome).toBe('SENT');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ ...set, workflowId });
    expect(requests[0]!.at - before).toBeGreaterThanOrEqual(21 * HOUR_MS);
  });

  it('moves the timer when the candidate picks another time, and sends for the new time only', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const set = input(10);
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(candidateReminder, { taskQueue, workflowId: `moved-${set.reminderId}`, args: [set] });
      await temporal.env.sleep(2 * HOUR_MS);
      // From now, 30 hours: the original 10 hours must not fire.
      await handle.signal(reminderMoved, { remindAt: '2026-11-26T13:00:00.000Z', delayMs: 30 * HOUR_MS });
      return handle.result();
    });
    expect(outcome).toBe('SENT');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.remindAt).toBe('2026-11-26T13:00:00.000Z');
    expect(requests[0]!.at - before).toBeGreaterThanOrEqual(32 * HOUR_MS);
  });

  it('ends NOTHING_TO_DO when the activity found nothing to send', async () => {
    const { worker, taskQueue } = await workerAnswering(false);
    const set = input(1);
    expect(await worker.runUntil(temporal.env.client.workflow.execute(candidateReminder, { taskQueue, workflowId: `nothing-${set.reminderId}`, args: [set] }))).toBe('NOTHING_TO_DO');
  });
});
