import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { StageInvitationActivities, StageInvitationInput, StageInvitationOutcome } from './stage-invitation.types';

const { sendStageInvitation } = proxyActivities<StageInvitationActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/**
 * 'Invitation email (auto-send)' (spec 02 §3.5): the e-mail of the stage an application has just entered, sent
 * once. A retried activity finds its own command (the workflow id) in the application's stream and sends
 * nothing twice.
 */
export async function stageInvitation(input: StageInvitationInput): Promise<StageInvitationOutcome> {
  const { sent } = await sendStageInvitation({ ...input, workflowId: workflowInfo().workflowId });
  return sent ? 'SENT' : 'NOTHING_TO_DO';
}
