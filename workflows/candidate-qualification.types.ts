import type { CandidateTaskType } from '@ats/domain/jobs';

/**
 * Input of the qualification automations (spec 02 §3.5): one run per judged task (archive) or per stage
 * (progress) of one application.
 */
export type ArchiveUnderQualifiedInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  /** The response that judged the candidate not qualified (stream candidatetask-<responseId>). */
  responseId: string;
  taskId: string;
  taskType: CandidateTaskType;
};

export type ProgressQualifiedInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  fromStageId: string;
  toStageId: string;
};

/** ACTED: the application was archived or progressed; NOTHING_TO_DO: it had left the stage or was archived meanwhile. */
export type QualificationOutcome = 'ACTED' | 'NOTHING_TO_DO';

export type CandidateQualificationActivities = {
  archiveUnderQualifiedApplication(input: ArchiveUnderQualifiedInput & { workflowId: string }): Promise<{ archived: boolean }>;
  progressQualifiedApplication(input: ProgressQualifiedInput & { workflowId: string }): Promise<{ progressed: boolean }>;
};

/** `<process>:<application>:<stage>:<response>`: one run per task that judged the candidate, so a replayed start is refused. */
export const archiveUnderQualifiedWorkflowId = (applicationId: string, stageId: string, responseId: string) =>
  `auto-archive-under-qualified:${applicationId}:${stageId}:${responseId}`;

/** One run per application and stage: a candidate answers a stage's tasks once, so they qualify for it once. */
export const progressQualifiedWorkflowId = (applicationId: string, stageId: string) => `auto-progress-qualified:${applicationId}:${stageId}`;
