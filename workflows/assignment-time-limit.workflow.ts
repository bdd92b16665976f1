import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  ASSIGNMENT_SUBMITTED_SIGNAL,
  type AssignmentTimeLimitActivities,
  type AssignmentTimeLimitInput,
  type AssignmentTimeLimitOutcome,
} from './assignment-time-limit.types';

const { autoSubmitHomeAssignment } = proxyActivities<AssignmentTimeLimitActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const assignmentSubmitted = defineSignal(ASSIGNMENT_SUBMITTED_SIGNAL);

/**
 * The home assignment's time limit (spec 03 §4: auto-submitted when the time runs out): waits until the deadline
 * or the candidate's own submission; at the deadline submits what they saved. The decider makes the late
 * submit a no-op when the candidate's submission won the race.
 */
export async function assignmentTimeLimit(input: AssignmentTimeLimitInput): Promise<AssignmentTimeLimitOutcome> {
  let submitted = false;
  setHandler(assignmentSubmitted, () => {
    submitted = true;
  });
  if (input.delayMs > 0 && (await condition(() => submitted, input.delayMs))) return 'SUBMITTED_IN_TIME';
  if (submitted) return 'SUBMITTED_IN_TIME';
  const result = await autoSubmitHomeAssignment({ ...input, workflowId: workflowInfo().workflowId });
  return result.submitted ? 'AUTO_SUBMITTED' : 'NOTHING_TO_DO';
}
