import { MAX_PENDING_FEEDBACK_REMINDERS } from '@ats/domain/feedback-templates/feedback-template.errors';

export { MAX_PENDING_FEEDBACK_REMINDERS };

/**
 * Input of the pending-feedback reminder: one run per interviewer per interview, from the interview's
 * scheduling (or the interviewer's joining it) until their feedback is in or they are off the interview.
 */
export type FeedbackReminderInput = {
  companyId: string;
  interviewId: string;
  applicationId: string;
  jobId: string;
  interviewerId: string;
  /** When the interview ends (ISO 8601); moved by the `interviewRescheduled` signal. */
  endsAt: string;
  /** How long after the end the first reminder goes out: 24 hours (spec 03 §8), one ATS "day" (ATS_DAY_MS). */
  firstReminderAfterMs: number;
  /** Then one reminder every `cadenceDays` of the company's setting, each day this long (ATS_DAY_MS; tests shorten it). */
  dayMs: number;
};

export type FeedbackReminderOutcome = 'FEEDBACK_SUBMITTED' | 'NOTHING_PENDING' | 'REMINDERS_EXHAUSTED';

export type FeedbackReminderActivities = {
  /**
   * Records PENDING_FEEDBACK_REMINDER for the interviewer (the inbox tells them) unless nothing is pending any
   * more (feedback in, interview cancelled, interviewer removed: `pending` false); answers the company's cadence
   * in days for the next one, read each time so a changed setting applies to running reminders. Idempotent per
   * reminder number.
   */
  sendPendingFeedbackReminder(
    input: FeedbackReminderInput & { workflowId: string; reminderNumber: number },
  ): Promise<{ pending: boolean; cadenceDays: number }>;
};

export const FEEDBACK_SUBMITTED_SIGNAL = 'feedbackSubmitted';
export const INTERVIEW_RESCHEDULED_SIGNAL = 'interviewRescheduled';

/**
 * `feedback-reminder:<interviewId>:<interviewerId>`, followed by `:<revision>` of the event that put the
 * interviewer on the interview (infra's process): an interviewer removed and added again gets a new run.
 */
export const feedbackReminderWorkflowId = (interviewId: string, interviewerId: string) => `feedback-reminder:${interviewId}:${interviewerId}`;
