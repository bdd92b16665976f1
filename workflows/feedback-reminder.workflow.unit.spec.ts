import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import { MAX_PENDING_FEEDBACK_REMINDERS, type FeedbackReminderInput } from './feedback-reminder.types';
import { feedbackReminder, feedbackSubmitted, interviewRescheduled } from './feedback-reminder.workflow';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The pending-feedback reminder on Temporal's time-skipping test server, with a recording stand-in for its
 * activity: the first reminder 24 hours after the interview ends, then the company's cadence, and how feedback,
 * a cancellation and a reschedule stop or move it.
 */
describe('pending-feedback reminder workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const recordingWorker = async (options: { cadenceDays?: number; pendingFor?: number } = {}) => {
    const remindedAt: number[] = [];
    const taskQueue = `feedback-reminder-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        sendPendingFeedbackReminder: async (input: FeedbackReminderInput & { reminderNumber: number }) => {
          if (options.pendingFor !== undefined && input.reminderNumber > options.pendingFor) return { pending: false, cadenceDays: 1 };
          remindedAt.push(await temporal.env.currentTimeMs());
          return { pending: true, cadenceDays: options.cadenceDays ?? 1 };
        },
      },
    });
    return { worker, taskQueue, remindedAt };
  };
  const interviewEndingIn = async (ms: number): Promise<FeedbackReminderInput> => ({
    companyId: 'company-1',
    interviewId: `interview-${(sequence += 1)}`,
    applicationId: 'application-1',
    jobId: 'job-1',
    interviewerId: 'interviewer-1',
    endsAt: new Date((await temporal.env.currentTimeMs()) + ms).toISOString(),
    firstReminderAfterMs: DAY_MS,
    dayMs: DAY_MS,
  });

  it('reminds 24 hours after the interview ends, then at the company’s cadence until nothing is pending', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker({ cadenceDays: 2, pendingFor: 3 });
    const input = await interviewEndingIn(HOUR_MS);
    const end = Date.parse(input.endsAt);
    const outcome = await worker.runUntil(
      temporal.env.client.workflow.execute(feedbackReminder, { taskQueue, workflowId: `cadence-${input.interviewId}`, args: [input] }),
    );
    expect(outcome).toBe('NOTHING_PENDING');
    expect(remindedAt).toHaveLength(3);
    expect(remindedAt[0]).toBeGreaterThanOrEqual(end + DAY_MS);
    expect(remindedAt[0]).toBeLessThan(end + DAY_MS + HOUR_MS);
    expect(remindedAt[1] - remindedAt[0]).toBeGreaterThanOrEqual(2 * DAY_MS);
    expect(remindedAt[1] - remindedAt[0]).toBeLessThan(2 * DAY_MS + HOUR_MS);
    expect(remindedAt[2] - remindedAt[1]).toBeGreaterThanOrEqual(2 * DAY_MS);
  });

  it('stops after the last of its reminders while the feedback is still pending', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker();
    const input = await interviewEndingIn(0);
    const outcome = await worker.runUntil(
      temporal.env.client.workflow.execute(feedbackReminder, { taskQueue, workflowId: `exhausted-${input.interviewId}`, args: [input] }),
    );
    expect(outcome).toBe('REMINDERS_EXHAUSTED');
    expect(remindedAt).toHaveLength(MAX_PENDING_FEEDBACK_REMINDERS);
  });

  it('stops when the interviewer submits feedback: no reminder before, none after', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker();
    const input = await interviewEndingIn(HOUR_MS);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(feedbackReminder, { taskQueue, workflowId: `submitted-${input.interviewId}`, args: [input] });
      await temporal.env.sleep(12 * HOUR_MS);
      await handle.signal(feedbackSubmitted);
      return handle.result();
    });
    expect(outcome).toBe('FEEDBACK_SUBMITTED');
    expect(remindedAt).toEqual([]);
  });

  it('stops reminding once feedback comes after the first reminders', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker();
    const input = await interviewEndingIn(0);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(feedbackReminder, { taskQueue, workflowId: `late-${input.interviewId}`, args: [input] });
      await temporal.env.sleep(2 * DAY_MS + HOUR_MS);
      await handle.signal(feedbackSubmitted);
      return handle.result();
    });
    expect(outcome).toBe('FEEDBACK_SUBMITTED');
    expect(remindedAt).toHaveLength(2);
  });

  it('is cancelled with the interview: nothing is sent', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker();
    const input = await interviewEndingIn(HOUR_MS);
    const result = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(feedbackReminder, { taskQueue, workflowId: `cancelled-${input.interviewId}`, args: [input] });
      await temporal.env.sleep(HOUR_MS);
      await handle.cancel();
      return handle.result().then(
        () => 'completed',
        (error: Error) => error.name,
      );
    });
    expect(result).toBe('WorkflowFailedError');
    expect(remindedAt).toEqual([]);
  });

  it('moves the first reminder to 24 hours after the rescheduled end', async () => {
    const { worker, taskQueue, remindedAt } = await recordingWorker({ pendingFor: 1 });
    const input = await interviewEndingIn(HOUR_MS);
    const newEnd = Date.parse(input.endsAt) + 3 * DAY_MS;
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(feedbackReminder, { taskQueue, workflowId: `moved-${input.interviewId}`, args: [input] });
      await temporal.env.sleep(2 * HOUR_MS);
      await handle.signal(interviewRescheduled, new Date(newEnd).toISOString());
      return handle.result();
    });
    expect(outcome).toBe('NOTHING_PENDING');
    expect(remindedAt).toHaveLength(1);
    expect(remindedAt[0]).toBeGreaterThanOrEqual(newEnd + DAY_MS);
  });
});
