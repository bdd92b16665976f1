import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { QUIZ_SUBMITTED_SIGNAL, type QuizTimeLimitActivities, type QuizTimeLimitInput, type QuizTimeLimitOutcome } from './quiz-time-limit.types';

const { autoSubmitQuiz } = proxyActivities<QuizTimeLimitActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const quizSubmitted = defineSignal(QUIZ_SUBMITTED_SIGNAL);

/**
 * A quiz's overall time limit (spec 03 §4 "Candidate journey"): waits for the deadline or the candidate's own
 * submit; at the deadline the quiz submits itself ('Auto-submitted because of timeout'). The decider makes a
 * late auto-submit a no-op when the candidate's submit won the race.
 */
export async function quizTimeLimit(input: QuizTimeLimitInput): Promise<QuizTimeLimitOutcome> {
  let submitted = false;
  setHandler(quizSubmitted, () => {
    submitted = true;
  });
  if (await condition(() => submitted, Math.max(input.delayMs, 1))) return 'SUBMITTED_IN_TIME';
  const result = await autoSubmitQuiz({ ...input, workflowId: workflowInfo().workflowId });
  return result.submitted ? 'AUTO_SUBMITTED' : 'NOTHING_TO_DO';
}
