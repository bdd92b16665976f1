import { condition, defineQuery, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { awaitingApprovers, evolveApprovalRound, startApprovalRound, type ApprovalRound } from '@ats/domain/approval-flows';
import {
  APPROVAL_DECIDED_SIGNAL,
  DEFAULT_MAX_APPROVAL_REMINDERS,
  APPROVAL_STATE_QUERY,
  type ApprovalActivities,
  type ApprovalDecidedSignalArgs,
  type ApprovalWorkflowInput,
  type ApprovalWorkflowOutcome,
} from './approval.types';

const { requestApproval } = proxyActivities<ApprovalActivities>({
  startToCloseTimeout: '1 minute',
  // A request takes well under a second and is idempotent by its request id: one lost with its worker
  // (kill -9) is asked again after this, not after the whole minute.
  heartbeatTimeout: '15 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const approvalDecided = defineSignal<ApprovalDecidedSignalArgs>(APPROVAL_DECIDED_SIGNAL);
export const approvalState = defineQuery<ApprovalRound>(APPROVAL_STATE_QUERY);

/**
 * One approval round (issue 10): asks the current step's approvers, reminds those who have not answered every
 * `reminderEveryMs` (at most `maxReminders` times a stage), folds each decision the subject's stream records (sent as signals) with the domain's own
 * engine, and ends approved or rejected. The stream decides; this workflow only waits, asks and reminds, so a
 * worker killed mid-approval replays to the same step and its requests keep their ids.
 */
export async function approvalWorkflow(input: ApprovalWorkflowInput): Promise<ApprovalWorkflowOutcome> {
  let round = startApprovalRound(input);
  setHandler(approvalDecided, (decision) => {
    round = evolveApprovalRound(round, decision);
  });
  setHandler(approvalState, () => round);
  const workflowId = workflowInfo().workflowId;
  const maxReminders = input.maxReminders ?? DEFAULT_MAX_APPROVAL_REMINDERS;
  while (round.status === 'PENDING') {
    const stepIndex = round.currentStep;
    const stepMoved = () => round.status !== 'PENDING' || round.currentStep !== stepIndex;
    for (let reminder = 0; !stepMoved(); reminder += 1) {
      if (reminder > maxReminders) {
        await condition(stepMoved);
        break;
      }
      await requestApproval({
        companyId: input.companyId,
        subject: input.subject,
        round: input.round,
        stepIndex,
        approverIds: awaitingApprovers(round),
        reminder,
        requestId: `${workflowId}:step-${stepIndex}:${reminder === 0 ? 'request' : `reminder-${reminder}`}`,
        workflowId,
      });
      await condition(stepMoved, input.reminderEveryMs);
    }
  }
  return round.status;
}
