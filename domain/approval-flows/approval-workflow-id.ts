import type { ApprovalSubject } from './approval-flow';

/**
 * One Temporal workflow per approval round: `requisition-approval:<id>`, `offer-approval:<offerId>`; a
 * re-approval runs as `<type>-approval:<id>:round-<n>` because the process starter never reuses a workflow id.
 */
export const approvalWorkflowId = (subject: ApprovalSubject, round: number): string =>
  round <= 1 ? `${subject.type}-approval:${subject.id}` : `${subject.type}-approval:${subject.id}:round-${round}`;
