/** Input of the scheduled-email workflow: one run per scheduled e-mail. */
export type ScheduledEmailInput = {
  companyId: string;
  applicationId: string;
  emailId: string;
  /** When to send (ISO 8601); the workflow sleeps until then on Temporal's clock. */
  sendAt: string;
};

export type ScheduledEmailOutcome = 'SENT' | 'NOTHING_TO_DO';

export type ScheduledEmailActivities = {
  /** Appends EmailSent (unless cancelled or sent meanwhile) and queues the mail, idempotently. */
  sendScheduledEmail(input: ScheduledEmailInput & { workflowId: string }): Promise<{ sent: boolean }>;
};

/** `scheduled-email:<email-id>`: the cancel command's process cancels exactly this run. */
export const scheduledEmailWorkflowId = (emailId: string) => `scheduled-email:${emailId}`;
