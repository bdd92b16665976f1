import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import { rejectionEmailWorkflowId, type RejectionEmailInput } from './rejection-email.types';
import { rejectionEmailAfterArchive } from './rejection-email.workflow';

const DAY_MS = 86_400_000;
type SendRequest = RejectionEmailInput & { workflowId: string };

/**
 * The rejection-email workflow on Temporal's time-skipping test server: N days pass in moments, and the
 * activity is a recording stand-in, so only the durable timer and the cancel are under test here.
 */
describe('rejection-email workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const workerRecording = async () => {
    const requests: Array<SendRequest & { at: number }> = [];
    const taskQueue = `rejection-email-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async sendRejectionEmail(request: SendRequest) {
          requests.push({ ...request, at: await temporal.env.currentTimeMs() });
          return { sent: true };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  const input = (afterDays: number): RejectionEmailInput => ({
    companyId: 'company-1',
    applicationId: `application-${sequence}`,
    jobId: 'job-1',
    stageId: 'screening',
    archivedRevision: 4,
    afterDays,
    delayMs: afterDays * DAY_MS,
  });

  it('sends N days after the archive, not before, naming its workflow', async () => {
    const { worker, taskQueue, requests } = await workerRecording();
    const started = await temporal.env.currentTimeMs();
    const args = input(3);
    const workflowId = rejectionEmailWorkflowId(args.applicationId, args.archivedRevision);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(rejectionEmailAfterArchive, { taskQueue, workflowId, args: [args] }));
    expect(outcome).toBe('SENT');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ ...args, workflowId });
    expect(requests[0].at).toBeGreaterThanOrEqual(started + 3 * DAY_MS);
  });

  it('answers NOTHING_TO_DO when the activity finds nothing to send (unarchived as the timer fired)', async () => {
    const taskQueue = `rejection-email-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: { sendRejectionEmail: async () => ({ sent: false }) },
    });
    const args = input(1);
    const outcome = await worker.runUntil(
      temporal.env.client.workflow.execute(rejectionEmailAfterArchive, { taskQueue, workflowId: rejectionEmailWorkflowId(args.applicationId, 9), args: [args] }),
    );
    expect(outcome).toBe('NOTHING_TO_DO');
  });

  it('sends nothing when cancelled (unarchived or deleted) before its time', async () => {
    const { worker, taskQueue, requests } = await workerRecording();
    const args = input(2);
    await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(rejectionEmailAfterArchive, {
        taskQueue,
        workflowId: rejectionEmailWorkflowId(args.applicationId, args.archivedRevision),
        args: [args],
      });
      await temporal.env.sleep(DAY_MS);
      await handle.cancel();
      await expect(handle.result()).rejects.toThrow();
      // Well past the time it was due: still nothing sent.
      await temporal.env.sleep(3 * DAY_MS);
    });
    expect(requests).toEqual([]);
  });
});
