import type { RequisitionApprovalDecided, RequisitionApprovalRoundStarted } from '@ats/domain/requisitions';
import { approvalWorkflow } from '@ats/workflows/approval.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_REQUISITION_ID } from '../search-attributes';
import { approvalDecisionStep, approvalRoundStartSteps } from './approval-steps';

/**
 * Requisition approvals (spec 02 §4.8, issue 10): one workflow per round, `requisition-approval:<id>` (then
 * `:round-<n>`), started when the requisition is submitted or its terms change, told of each decision.
 */
export const requisitionApprovalProcess = defineProcess<RequisitionApprovalRoundStarted | RequisitionApprovalDecided, typeof approvalWorkflow>({
  name: 'requisition-approval',
  workflow: approvalWorkflow,
  canHandle: ['RequisitionApprovalRoundStarted', 'RequisitionApprovalDecided'],
  async on(event, steps, context) {
    const subject = { type: 'requisition' as const, id: event.data.requisitionId };
    if (event.type === 'RequisitionApprovalDecided') return [approvalDecisionStep(steps, subject, event.data)];
    return approvalRoundStartSteps(steps, {
      companyId: event.metadata.companyId,
      subject,
      started: event.data,
      dayMs: context.dayMs,
      jobId: event.data.jobId,
      subjectAttribute: { key: ATS_REQUISITION_ID, value: event.data.requisitionId },
    });
  },
});
