import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { ScheduledEmailInput } from './scheduled-email.types';
import { scheduledEmail } from './scheduled-email.workflow';

const DAY_MS = 86_400_000;
type SendRequest = ScheduledEmailInput & { workflowId: string };

/**
 * The scheduled-email workflow on Temporal's time-skipping test server: a day passes in moments, and the
 * activity is a recording stand-in, so only the timer and the cancel are under test here.
 */
describe('scheduled-email workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const workerRecording = async () => {
    const requests: Array<SendRequest & { at: number }> = [];
    const taskQueue = `scheduled-email-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async sendScheduledEmail(request: SendRequest) {
          requests.push({ ...request, at: await temporal.env.currentTimeMs() });
          return { sent: true };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  const inputAt = (sendAtMs: number): ScheduledEmailInput => ({
    companyId: 'company-1',
    applicationId: `application-${sequence}`,
    emailId: `email-${sequence}`,
    sendAt: new Date(sendAtMs).toISOString(),
  });

  it('sends at the scheduled time, not before, naming its workflow', async () => {
    const { worker, taskQueue, requests } = await workerRecording();
    const now = await temporal.env.currentTimeMs();
    const input = inputAt(now + DAY_MS);
    const workflowId = `scheduled-email:${input.emailId}`;
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(scheduledEmail, { taskQueue, workflowId, args: [input] }));
    expect(outcome).toBe('SENT');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ ...input, workflowId });
    expect(requests[0].at).toBeGreaterThanOrEqual(now + DAY_MS);
  });

  it('sends nothing when cancelled before its time', async () => {
    const { worker, taskQueue, requests } = await workerRecording();
    const input = inputAt((await temporal.env.currentTimeMs()) + DAY_MS);
    await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(scheduledEmail, { taskQueue, workflowId: `scheduled-email:${input.emailId}`, args: [input] });
      await temporal.env.sleep(DAY_MS / 2);
      await handle.cancel();
      await expect(handle.result()).rejects.toThrow();
      // Well past the time it was due: still nothing sent.
      await temporal.env.sleep(DAY_MS);
    });
    expect(requests).toEqual([]);
  });
});
