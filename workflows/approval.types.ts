import type { ApprovalDecisionData, ApprovalFlow, ApprovalSubject } from '@ats/domain/approval-flows';

export { approvalWorkflowId } from '@ats/domain/approval-flows';

/** Input of the approval workflow: one run per approval round of one subject (requisition or offer). */
export type ApprovalWorkflowInput = {
  companyId: string;
  subject: ApprovalSubject;
  round: number;
  flow: ApprovalFlow;
  /** flow.reminderEveryDays in milliseconds with the company's day length (tests shorten it). */
  reminderEveryMs: number;
  /** Reminders per stage at most (DEFAULT_MAX_APPROVAL_REMINDERS when absent); then the round just waits. */
  maxReminders?: number;
};

/** A stage nobody answers is not reminded forever: its history (and the approvers' mailboxes) stay bounded. */
export const DEFAULT_MAX_APPROVAL_REMINDERS = 10;

export type ApprovalWorkflowOutcome = 'APPROVED' | 'REJECTED';

/** Ask (reminder 0) or remind (reminder n ≥ 1) the approvers of one step who have not answered yet. */
export type ApprovalRequest = {
  companyId: string;
  subject: ApprovalSubject;
  round: number;
  stepIndex: number;
  approverIds: string[];
  reminder: number;
  /** Unique per request within the workflow: the activity's command id, so a retry appends nothing twice. */
  requestId: string;
  workflowId: string;
};

export type ApprovalActivities = {
  /**
   * Records the request on the subject's stream (the inbox projection turns it into APPROVAL_REQUEST /
   * APPROVAL_REMINDER, or OFFER_APPROVAL_REQUEST, notifications) and queues the approvers' e-mails with their
   * signed links. Answers false when the subject's round has moved on meanwhile.
   */
  requestApproval(request: ApprovalRequest): Promise<{ requested: boolean }>;
};

/** Sent by the process starter for each decision the subject's stream records (approve, or reject with a note). */
export const APPROVAL_DECIDED_SIGNAL = 'approvalDecided';
export type ApprovalDecidedSignalArgs = [ApprovalDecisionData];

/** The round as the workflow knows it (for the Temporal UI and tests). */
export const APPROVAL_STATE_QUERY = 'approvalState';
