/** Input of the rejection-email workflow: one run per automated archive whose stage sends the rejection e-mail. */
export type RejectionEmailInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  /** The stage the application was archived from: its automation names the template. */
  stageId: string;
  /** The revision of the ApplicationArchived this e-mail follows; a later archive is another run. */
  archivedRevision: number;
  afterDays: number;
  /** afterDays in milliseconds with the company's day length (tests shorten it). */
  delayMs: number;
};

export type RejectionEmailOutcome = 'SENT' | 'NOTHING_TO_DO';

export type RejectionEmailActivities = {
  /**
   * Sends the stage's rejection e-mail from the automation bot, unless the application is no longer archived by
   * that archive (unarchived, archived again, deleted): the send is idempotent under the workflow id.
   */
  sendRejectionEmail(input: RejectionEmailInput & { workflowId: string }): Promise<{ sent: boolean }>;
};

/** `rejection-email:<application-id>:<archived-revision>`: unarchiving or deleting cancels exactly this run. */
export const rejectionEmailWorkflowId = (applicationId: string, archivedRevision: number) =>
  `rejection-email:${applicationId}:${archivedRevision}`;
