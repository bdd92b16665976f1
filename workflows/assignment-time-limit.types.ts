/** Input of the home assignment's time limit: one run per started assignment (spec 03 §4 "Candidate journey"). */
export type AssignmentTimeLimitInput = {
  companyId: string;
  responseId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  taskId: string;
  /** The instant after which the server takes no more answers. */
  deadline: string;
  /** From the start to the deadline, in milliseconds with the company's day length (tests shorten it). */
  delayMs: number;
};

export type AssignmentTimeLimitOutcome = 'AUTO_SUBMITTED' | 'SUBMITTED_IN_TIME' | 'NOTHING_TO_DO';

export type AssignmentTimeLimitActivities = {
  /** Submits what the candidate saved, as the automation; nothing when they submitted meanwhile. */
  autoSubmitHomeAssignment(input: AssignmentTimeLimitInput & { workflowId: string }): Promise<{ submitted: boolean }>;
};

export const ASSIGNMENT_SUBMITTED_SIGNAL = 'assignmentSubmitted';

/** `assignment-time-limit:<responseId>`: a response starts once, so one run per response. */
export const assignmentTimeLimitWorkflowId = (responseId: string) => `assignment-time-limit:${responseId}`;
