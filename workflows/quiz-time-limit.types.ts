import type { AssignmentTimeLimitInput } from './assignment-time-limit.types';

/**
 * Input of a quiz's time limit: one run per started quiz (spec 03 §4: auto-submitted when the overall time runs
 * out), the same fields as the home assignment's; `delayMs` is real milliseconds here (quiz minutes are minutes,
 * not scaled days).
 */
export type QuizTimeLimitInput = AssignmentTimeLimitInput;

export type QuizTimeLimitOutcome = 'AUTO_SUBMITTED' | 'SUBMITTED_IN_TIME' | 'NOTHING_TO_DO';

export type QuizTimeLimitActivities = {
  /** Submits the quiz as the automation with what the candidate answered; nothing when it is already submitted. */
  autoSubmitQuiz(input: QuizTimeLimitInput & { workflowId: string }): Promise<{ submitted: boolean }>;
};

export const QUIZ_SUBMITTED_SIGNAL = 'quizSubmitted';

/** `quiz-time-limit:<responseId>`: a response starts once, so one run per response. */
export const quizTimeLimitWorkflowId = (responseId: string) => `quiz-time-limit:${responseId}`;
