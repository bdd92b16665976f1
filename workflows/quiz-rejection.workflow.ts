import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  QUIZ_STAGE_LEFT_SIGNAL,
  QUIZ_TAKEN_SIGNAL,
  type QuizRejectionActivities,
  type QuizRejectionInput,
  type QuizRejectionOutcome,
} from './quiz-rejection.types';

const { rejectForUntakenQuiz } = proxyActivities<QuizRejectionActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const quizTaken = defineSignal<[taskId: string]>(QUIZ_TAKEN_SIGNAL);
export const applicationLeftQuizStage = defineSignal(QUIZ_STAGE_LEFT_SIGNAL);

/**
 * 'A screening quiz not taken within 7 days rejects the application automatically' (spec 02 §4.4, 03 §4): waits
 * for the candidate to take every screening quiz of the stage, or to leave the stage (moved, archived, deleted);
 * when the days are up first, the application is archived with the automation as actor.
 */
export async function quizRejection(input: QuizRejectionInput): Promise<QuizRejectionOutcome> {
  const taken = new Set<string>();
  let left = false;
  setHandler(quizTaken, (taskId) => {
    taken.add(taskId);
  });
  setHandler(applicationLeftQuizStage, () => {
    left = true;
  });
  const settled = () => left || input.quizTaskIds.every((taskId) => taken.has(taskId));
  if (await condition(settled, input.delayMs)) return left ? 'LEFT_STAGE' : 'QUIZ_TAKEN';
  const { archived } = await rejectForUntakenQuiz({ ...input, workflowId: workflowInfo().workflowId });
  return archived ? 'REJECTED' : 'NOTHING_TO_DO';
}
