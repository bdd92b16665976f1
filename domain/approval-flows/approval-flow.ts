import { ApprovalFlowErrors } from './approval-flow.errors';

/**
 * The approval-flow engine (issue 10), shared by requisitions and offers: a flow is ordered steps, each with
 * one or more approvers and a rule (all of them, or N of M). Pure: the subject's aggregate keeps the round in
 * its own stream and the approval workflow folds the same decisions to know whom to ask and remind.
 */
export type ApprovalSubjectType = 'offer' | 'requisition';
export const APPROVAL_SUBJECT_TYPES: readonly ApprovalSubjectType[] = ['offer', 'requisition'];
export type ApprovalSubject = { type: ApprovalSubjectType; id: string };

export type ApprovalRule = { kind: 'ALL' } | { kind: 'N_OF_M'; required: number };

export type ApprovalStep = { approverIds: string[]; rule: ApprovalRule };

export type ApprovalFlow = {
  steps: ApprovalStep[];
  /** How often an approver who has not answered is reminded (APPROVAL_REMINDER), in days. */
  reminderEveryDays: number;
};

export const MAX_APPROVAL_STEPS = 10;
export const MAX_APPROVERS_PER_STEP = 20;
export const MAX_REMINDER_EVERY_DAYS = 30;
export const DEFAULT_REMINDER_EVERY_DAYS = 2;
export const MAX_APPROVAL_NOTE_LENGTH = 1000;

/** A flow as an editor or a request sends it: steps may still lack approvers. */
export type ApprovalFlowDraft = {
  steps: Array<{ approverIds: readonly string[]; rule?: ApprovalRule | null }>;
  reminderEveryDays?: number | null;
};

/** How many approvals a step needs. */
export const approvalsNeeded = (step: ApprovalStep): number =>
  step.rule.kind === 'ALL' ? step.approverIds.length : step.rule.required;

/**
 * A flow that can run: at least one step, every step with an approver ('Approval setup incomplete. Every stage
 * must have an assigned approver to continue.'), no approver twice in a step, N of M with 1 ≤ N ≤ M.
 */
export const validateApprovalFlow = (draft: ApprovalFlowDraft): ApprovalFlow => {
  if (draft.steps.length === 0) throw ApprovalFlowErrors.incomplete();
  if (draft.steps.length > MAX_APPROVAL_STEPS) throw ApprovalFlowErrors.tooManySteps(MAX_APPROVAL_STEPS);
  const steps = draft.steps.map((step): ApprovalStep => {
    const approverIds = step.approverIds.map((id) => id.trim()).filter((id) => id !== '');
    if (approverIds.length === 0) throw ApprovalFlowErrors.incomplete();
    if (approverIds.length > MAX_APPROVERS_PER_STEP) throw ApprovalFlowErrors.tooManyApprovers(MAX_APPROVERS_PER_STEP);
    if (new Set(approverIds).size !== approverIds.length) throw ApprovalFlowErrors.approverRepeated();
    const rule = step.rule ?? { kind: 'ALL' };
    if (rule.kind === 'N_OF_M' && (!Number.isInteger(rule.required) || rule.required < 1 || rule.required > approverIds.length)) {
      throw ApprovalFlowErrors.requiredOutOfRange();
    }
    // N of M with N = M is "all of them": one spelling per meaning keeps comparisons simple.
    const normalised: ApprovalRule = rule.kind === 'N_OF_M' && rule.required === approverIds.length ? { kind: 'ALL' } : rule;
    return { approverIds, rule: normalised.kind === 'ALL' ? { kind: 'ALL' } : { kind: 'N_OF_M', required: normalised.required } };
  });
  const reminderEveryDays = draft.reminderEveryDays ?? DEFAULT_REMINDER_EVERY_DAYS;
  if (!Number.isInteger(reminderEveryDays) || reminderEveryDays < 1 || reminderEveryDays > MAX_REMINDER_EVERY_DAYS) {
    throw ApprovalFlowErrors.reminderOutOfRange(MAX_REMINDER_EVERY_DAYS);
  }
  return { steps, reminderEveryDays };
};

/** The steps that still lack an approver, for the editor's 'Every stage must have an assigned approver'. */
export const stepsWithoutApprover = (draft: ApprovalFlowDraft): number[] =>
  draft.steps.flatMap((step, index) => (step.approverIds.some((id) => id.trim() !== '') ? [] : [index]));

/** Every approver of a flow, once each, in step order. */
export const flowApproverIds = (flow: Pick<ApprovalFlow, 'steps'>): string[] => [...new Set(flow.steps.flatMap((step) => step.approverIds))];
