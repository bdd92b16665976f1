/** Input of the auto-close workflow: the date the job closes on, and how long before it the owner is reminded. */
export type AutoCloseInput = {
  companyId: string;
  jobId: string;
  /** ISO 8601; moved by the `autoCloseDateChanged` signal. */
  autoCloseOn: string;
  /** One "day" (ATS_DAY_MS): the reminder goes out this long before the date, or at once when less is left. */
  reminderLeadMs: number;
};

export type AutoCloseOutcome = 'CLOSED' | 'NOTHING_TO_DO' | 'DATE_REMOVED' | 'JOB_ENDED';

export type AutoCloseActivities = {
  sendAutoCloseReminder(input: AutoCloseInput & { workflowId: string }): Promise<{ sent: boolean }>;
  /**
   * Closes the job if its date is still `autoCloseOn`; otherwise answers the date the job has now (moved, or
   * null when removed) for the workflow to follow, in case the signal has not arrived yet.
   */
  closeJobAutomatically(input: AutoCloseInput & { workflowId: string }): Promise<{ closed: boolean; autoCloseOn?: string | null }>;
};

export const AUTO_CLOSE_DATE_CHANGED_SIGNAL = 'autoCloseDateChanged';
export const AUTO_CLOSE_JOB_ENDED_SIGNAL = 'jobEnded';

/** `auto-close:<jobId>:<revision>`: the revision of the event that gave the job its date; a later date set anew starts a new run. */
export const autoCloseWorkflowId = (jobId: string, setAtRevision: number) => `auto-close:${jobId}:${setAtRevision}`;
