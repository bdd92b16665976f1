import { ApprovalFlowErrors } from './approval-flow.errors';
import { approvalsNeeded, MAX_APPROVAL_NOTE_LENGTH, type ApprovalFlow } from './approval-flow';

/**
 * One run of a flow over a subject. Round 1 starts on submission; editing an approved (or pending) item's
 * terms starts the next round (re-approval), and the subject's history keeps every round.
 */
export type ApprovalRoundStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type ApprovalDecisionKind = 'APPROVED' | 'REJECTED';
/** Where the approver acted from: the inbox link, the details page, or the signed link in the e-mail. */
export type ApprovalChannel = 'INBOX' | 'DETAILS_PAGE' | 'EMAIL_LINK';
export const APPROVAL_CHANNELS: readonly ApprovalChannel[] = ['INBOX', 'DETAILS_PAGE', 'EMAIL_LINK'];
export type ApprovalRoundReason = 'SUBMITTED' | 'TERMS_CHANGED';

/** Data of the subject's "round started" event (each aggregate names its own event type). */
export type ApprovalRoundStartedData = { round: number; flow: ApprovalFlow; reason: ApprovalRoundReason };

/** Data of the subject's "approver decided" event. */
export type ApprovalDecisionData = {
  round: number;
  stepIndex: number;
  approverId: string;
  approverName: string;
  decision: ApprovalDecisionKind;
  note: string | null;
  channel: ApprovalChannel;
};

/** Data of the subject's "round ended" event, appended with the decision that ends it. */
export type ApprovalRoundEndedData = { round: number; outcome: ApprovalDecisionKind };

export type ApprovalRound = {
  round: number;
  flow: ApprovalFlow;
  status: ApprovalRoundStatus;
  /** The step waiting for approvers; equals steps.length once approved. */
  currentStep: number;
  decisions: ApprovalDecisionData[];
};

export const startApprovalRound = ({ round, flow }: Pick<ApprovalRoundStartedData, 'round' | 'flow'>): ApprovalRound => ({
  round,
  flow,
  status: 'PENDING',
  currentStep: 0,
  decisions: [],
});

const approvalsOf = (round: ApprovalRound, stepIndex: number) =>
  round.decisions.filter((decision) => decision.stepIndex === stepIndex && decision.decision === 'APPROVED').length;

/** Folds one decision: a rejection ends the round; enough approvals move it to the next step or approve it. */
export const evolveApprovalRound = (round: ApprovalRound, decision: ApprovalDecisionData): ApprovalRound => {
  if (decision.round !== round.round || round.status !== 'PENDING' || decision.stepIndex !== round.currentStep) return round;
  if (round.decisions.some((known) => known.stepIndex === decision.stepIndex && known.approverId === decision.approverId)) return round;
  const next: ApprovalRound = { ...round, decisions: [...round.decisions, decision] };
  if (decision.decision === 'REJECTED') return { ...next, status: 'REJECTED' };
  const step = round.flow.steps[round.currentStep];
  if (approvalsOf(next, round.currentStep) < approvalsNeeded(step)) return next;
  const currentStep = round.currentStep + 1;
  return { ...next, currentStep, status: currentStep >= round.flow.steps.length ? 'APPROVED' : 'PENDING' };
};

/** Approvers of the current step who have not answered yet: whom to ask and remind. */
export const awaitingApprovers = (round: ApprovalRound): string[] => {
  if (round.status !== 'PENDING') return [];
  const step = round.flow.steps[round.currentStep];
  const answered = new Set(round.decisions.filter((d) => d.stepIndex === round.currentStep).map((d) => d.approverId));
  return step.approverIds.filter((id) => !answered.has(id));
};

/** Whether a user is an approver anywhere in a round still pending (such a member 'Cannot be deleted'). */
export const isApproverInPendingRound = (round: ApprovalRound | null, userId: string): boolean =>
  round !== null && round.status === 'PENDING' && round.flow.steps.some((step) => step.approverIds.includes(userId));

export type ApprovalAction = {
  /** The round the approver saw (from the page or the signed link): an older round is refused. */
  round?: number;
  approverId: string;
  approverName: string;
  decision: ApprovalDecisionKind;
  note?: string | null;
  channel: ApprovalChannel;
};

export type ApprovalActionOutcome = { decision: ApprovalDecisionData; ended: ApprovalRoundEndedData | null };

/**
 * An approver's answer on the current step: refused when the round has ended or was superseded, when the
 * caller is not an approver of the step, or has answered already (so a signed link used twice changes nothing).
 * A rejection needs a note.
 */
export const decideApprovalAction = (round: ApprovalRound | null, action: ApprovalAction): ApprovalActionOutcome => {
  if (!round) throw ApprovalFlowErrors.notFound();
  if (action.round !== undefined && action.round !== round.round) throw ApprovalFlowErrors.staleRound();
  if (round.status !== 'PENDING') throw ApprovalFlowErrors.notPending();
  const step = round.flow.steps[round.currentStep];
  if (!step.approverIds.includes(action.approverId)) {
    const answeredEarlier = round.decisions.some((d) => d.approverId === action.approverId);
    throw answeredEarlier ? ApprovalFlowErrors.alreadyDecided() : ApprovalFlowErrors.notYourTurn();
  }
  if (round.decisions.some((d) => d.stepIndex === round.currentStep && d.approverId === action.approverId)) {
    throw ApprovalFlowErrors.alreadyDecided();
  }
  const note = action.note?.trim() ? action.note.trim() : null;
  if (action.decision === 'REJECTED' && !note) throw ApprovalFlowErrors.noteRequired();
  if (note && note.length > MAX_APPROVAL_NOTE_LENGTH) throw ApprovalFlowErrors.noteTooLong(MAX_APPROVAL_NOTE_LENGTH);
  const decision: ApprovalDecisionData = {
    round: round.round,
    stepIndex: round.currentStep,
    approverId: action.approverId,
    approverName: action.approverName,
    decision: action.decision,
    note,
    channel: action.channel,
  };
  const after = evolveApprovalRound(round, decision);
  const ended = after.status === 'PENDING' ? null : { round: round.round, outcome: after.status };
  return { decision, ended };
};

/** The number of the next round: 1 for the first submission, one more for each re-approval. */
export const nextApprovalRound = (round: ApprovalRound | null): number => (round ? round.round + 1 : 1);
