import { proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { RejectionEmailActivities, RejectionEmailInput, RejectionEmailOutcome } from './rejection-email.types';

const { sendRejectionEmail } = proxyActivities<RejectionEmailActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/**
 * 'Rejection email, sent N days after auto-archive' (spec 02 §3.5): a durable timer of N days, then the send.
 * Unarchiving or deleting the application cancels this workflow, which ends the timer before anything is sent;
 * a cancel that loses the race to the timer finds the activity checking the application first.
 */
export async function rejectionEmailAfterArchive(input: RejectionEmailInput): Promise<RejectionEmailOutcome> {
  await sleep(input.delayMs);
  const { sent } = await sendRejectionEmail({ ...input, workflowId: workflowInfo().workflowId });
  return sent ? 'SENT' : 'NOTHING_TO_DO';
}
