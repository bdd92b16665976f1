/** Input of the auto-archive workflow; durations come in so tests can shorten them. */
export type AutoArchiveInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  stageName: string;
  afterDays: number;
  /** afterDays expressed in milliseconds with the company's day length. */
  delayMs: number;
};

export type AutoArchiveOutcome = 'ARCHIVED' | 'LEFT_STAGE' | 'NOTHING_TO_DO';

export type AutoArchiveActivities = {
  archiveUnresponsiveApplication(input: AutoArchiveInput & { workflowId: string }): Promise<{ archived: boolean }>;
};

export const AUTO_ARCHIVE_LEFT_STAGE_SIGNAL = 'applicationLeftStage';

/** `<process>:<aggregate-id>:<scope>`: one run per stay in a stage, so a replayed start is refused. */
export const autoArchiveWorkflowId = (applicationId: string, stageId: string, enteredAtRevision: number) =>
  `auto-archive:${applicationId}:${stageId}:${enteredAtRevision}`;
