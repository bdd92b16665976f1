/** Input of the candidate's reminder: one run per reminder (spec 03 §5 "Reminder page"). */
export type CandidateReminderInput = {
  companyId: string;
  reminderId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  /** The instant the candidate picked. */
  remindAt: string;
  /** From when it was set until remindAt, in milliseconds with the company's day length (tests shorten it). */
  delayMs: number;
};

/** The candidate picked another time: the timer starts over towards it. */
export type ReminderMove = { remindAt: string; delayMs: number };

export type CandidateReminderOutcome = 'SENT' | 'NOTHING_TO_DO';

export type CandidateReminderActivities = {
  /** E-mails the candidate the link back to their tasks, unless the reminder was moved or sent meanwhile. */
  sendCandidateReminder(input: CandidateReminderInput & { workflowId: string }): Promise<{ sent: boolean }>;
};

export const REMINDER_MOVED_SIGNAL = 'reminderMoved';

/** Round 1 keeps the first id scheme; a reminder set again after it was sent runs as `:round-<n>`. */
export const candidateReminderWorkflowId = (reminderId: string, round = 1) =>
  round === 1 ? `candidate-reminder:${reminderId}` : `candidate-reminder:${reminderId}:round-${round}`;
