import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  REMINDER_MOVED_SIGNAL,
  type CandidateReminderActivities,
  type CandidateReminderInput,
  type CandidateReminderOutcome,
  type ReminderMove,
} from './candidate-reminder.types';

const { sendCandidateReminder } = proxyActivities<CandidateReminderActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const reminderMoved = defineSignal<[ReminderMove]>(REMINDER_MOVED_SIGNAL);

/**
 * The candidate's reminder: a timer until the time they picked, then the e-mail. Picking another time signals
 * the move and the timer starts over towards the new time, so one run serves the reminder however often it moves.
 */
export async function candidateReminder(input: CandidateReminderInput): Promise<CandidateReminderOutcome> {
  let target: ReminderMove = { remindAt: input.remindAt, delayMs: input.delayMs };
  let moved = false;
  setHandler(reminderMoved, (next) => {
    target = next;
    moved = true;
  });
  for (;;) {
    moved = false;
    if (target.delayMs > 0) await condition(() => moved, target.delayMs);
    // A move that came before (or with) the timer's end wins: wait again, for the new time.
    if (!moved) break;
  }
  const { sent } = await sendCandidateReminder({ ...input, remindAt: target.remindAt, workflowId: workflowInfo().workflowId });
  return sent ? 'SENT' : 'NOTHING_TO_DO';
}
