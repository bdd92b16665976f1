import { proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { ScheduledEmailActivities, ScheduledEmailInput, ScheduledEmailOutcome } from './scheduled-email.types';

const { sendScheduledEmail } = proxyActivities<ScheduledEmailActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/**
 * A scheduled e-mail to a candidate (spec 03 "Email": scheduled, cancellable): a timer until its time, then
 * the send. Cancelling the e-mail cancels this workflow, which ends the timer before anything is sent; a cancel
 * that loses the race to the timer finds the e-mail sent and is refused by the decider.
 */
export async function scheduledEmail(input: ScheduledEmailInput): Promise<ScheduledEmailOutcome> {
  const waitMs = new Date(input.sendAt).getTime() - Date.now();
  if (waitMs > 0) await sleep(waitMs);
  const { sent } = await sendScheduledEmail({ ...input, workflowId: workflowInfo().workflowId });
  return sent ? 'SENT' : 'NOTHING_TO_DO';
}
