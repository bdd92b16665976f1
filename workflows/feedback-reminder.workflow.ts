import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  FEEDBACK_SUBMITTED_SIGNAL,
  INTERVIEW_RESCHEDULED_SIGNAL,
  MAX_PENDING_FEEDBACK_REMINDERS,
  type FeedbackReminderActivities,
  type FeedbackReminderInput,
  type FeedbackReminderOutcome,
} from './feedback-reminder.types';

const { sendPendingFeedbackReminder } = proxyActivities<FeedbackReminderActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/** The interviewer submitted their feedback: nothing left to remind of. */
export const feedbackSubmitted = defineSignal(FEEDBACK_SUBMITTED_SIGNAL);
/** The interview moved: the first reminder follows its new end. */
export const interviewRescheduled = defineSignal<[string]>(INTERVIEW_RESCHEDULED_SIGNAL);

/**
 * Pending-feedback reminder (spec 03 §8 "a pending-feedback reminder goes out 24 hours after the interview"):
 * waits until a day after the interview ends, reminds the interviewer (PENDING_FEEDBACK_REMINDER), then again
 * every `cadenceDays` of the company's setting until they submit, at most MAX_PENDING_FEEDBACK_REMINDERS times: a
 * reminder nobody acts on after that is noise in their inbox, and the pending feedback stays on the interview for
 * the recruiter to chase. A reschedule moves the first reminder to a day after the new end; a cancelled interview or
 * a removed interviewer cancels the run.
 */
export async function feedbackReminder(input: FeedbackReminderInput): Promise<FeedbackReminderOutcome> {
  let endsAt = input.endsAt;
  let moved = false;
  let submitted = false;
  setHandler(feedbackSubmitted, () => {
    submitted = true;
  });
  setHandler(interviewRescheduled, (newEnd) => {
    endsAt = newEnd;
    moved = true;
  });
  const { workflowId } = workflowInfo();
  let remindersSent = 0;
  let remindAt = Date.parse(endsAt) + input.firstReminderAfterMs;
  for (;;) {
    const wait = remindAt - Date.now();
    if (wait > 0) await condition(() => submitted || moved, wait);
    if (submitted) return 'FEEDBACK_SUBMITTED';
    if (moved) {
      moved = false;
      remindAt = Date.parse(endsAt) + input.firstReminderAfterMs;
      continue;
    }
    const { pending, cadenceDays } = await sendPendingFeedbackReminder({ ...input, endsAt, workflowId, reminderNumber: remindersSent + 1 });
    if (!pending) return 'NOTHING_PENDING';
    remindersSent += 1;
    if (remindersSent >= MAX_PENDING_FEEDBACK_REMINDERS) return 'REMINDERS_EXHAUSTED';
    remindAt = Date.now() + Math.max(1, cadenceDays) * input.dayMs;
  }
}
