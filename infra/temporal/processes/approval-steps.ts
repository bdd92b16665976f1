import type { SearchAttributePair } from '@temporalio/common';
import { approvalWorkflowId, flowApproverIds, type ApprovalDecisionData, type ApprovalRoundStartedData, type ApprovalSubject } from '@ats/domain/approval-flows';
import type { ApprovalWorkflowInput } from '@ats/workflows/approval.types';
import { approvalDecided, type approvalWorkflow } from '@ats/workflows/approval.workflow';
import type { ProcessStep, ProcessSteps } from '../process-declaration';
import { ATS_APPROVER_IDS, ATS_JOB_ID } from '../search-attributes';

type Steps = ProcessSteps<typeof approvalWorkflow>;

/**
 * A subject's approval round started (issue 10): the previous round's workflow, if still waiting, is cancelled
 * (re-approval), and this round's starts, findable by company and process (every process), by the subject's own
 * attribute (`subjectAttribute`), by job and by each approver. Shared by the requisition and offer processes.
 */
export const approvalRoundStartSteps = (
  steps: Steps,
  input: {
    companyId: string;
    subject: ApprovalSubject;
    started: ApprovalRoundStartedData;
    dayMs: number;
    jobId: string | null;
    subjectAttribute: SearchAttributePair;
    extraAttributes?: SearchAttributePair[];
  },
): Array<ProcessStep<typeof approvalWorkflow>> => {
  const { round, flow } = input.started;
  const args: ApprovalWorkflowInput = {
    companyId: input.companyId,
    subject: input.subject,
    round,
    flow,
    reminderEveryMs: flow.reminderEveryDays * input.dayMs,
  };
  return [
    ...(round > 1 ? [steps.cancel(approvalWorkflowId(input.subject, round - 1))] : []),
    steps.start(approvalWorkflowId(input.subject, round), [args], {
      searchAttributes: [
        input.subjectAttribute,
        { key: ATS_APPROVER_IDS, value: flowApproverIds(flow) },
        ...(input.jobId ? [{ key: ATS_JOB_ID, value: input.jobId }] : []),
        ...(input.extraAttributes ?? []),
      ],
      memo: { round, reason: input.started.reason, steps: flow.steps.length },
    }),
  ];
};

/** An approver's recorded answer, passed to the round's workflow. */
export const approvalDecisionStep = (steps: Steps, subject: ApprovalSubject, decision: ApprovalDecisionData) =>
  steps.signal(approvalWorkflowId(subject, decision.round), approvalDecided, {
    round: decision.round,
    stepIndex: decision.stepIndex,
    approverId: decision.approverId,
    approverName: decision.approverName,
    decision: decision.decision,
    note: decision.note,
    channel: decision.channel,
  });
