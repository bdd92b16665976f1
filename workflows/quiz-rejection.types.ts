/** Input of the 7-day quiz rejection: one run per stay of an application in a stage holding screening quizzes. */
export type QuizRejectionInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  stageName: string;
  /** The stage's screening quizzes the candidate has not started when the stay begins. */
  quizTaskIds: string[];
  afterDays: number;
  /** afterDays in milliseconds with the company's day length (ATS_DAY_MS; tests shorten it). */
  delayMs: number;
};

export type QuizRejectionOutcome = 'REJECTED' | 'QUIZ_TAKEN' | 'LEFT_STAGE' | 'NOTHING_TO_DO';

export type QuizRejectionActivities = {
  /**
   * Archives the application as the automation, unless it left the stage or every quiz was started meanwhile
   * (the command's id is the workflow id: a retry appends nothing).
   */
  rejectForUntakenQuiz(input: QuizRejectionInput & { workflowId: string }): Promise<{ archived: boolean }>;
};

export const QUIZ_TAKEN_SIGNAL = 'quizTaken';
export const QUIZ_STAGE_LEFT_SIGNAL = 'applicationLeftQuizStage';

/** `quiz-rejection:<applicationId>:<stageId>:<revision>`: the revision of the event that began the stay. */
export const quizRejectionWorkflowId = (applicationId: string, stageId: string, stayRevision: number) =>
  `quiz-rejection:${applicationId}:${stageId}:${stayRevision}`;
