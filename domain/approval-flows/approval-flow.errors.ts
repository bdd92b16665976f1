import { DomainError } from '../shared';

// Spec 02 §5.14 / §8 "Hiring plan" and 03 §8 "Offers"; where the spec shows none, the wording is ours.
export const ApprovalFlowErrors = {
  /** Spec 02 §8: every stage (step) of a flow must have an assigned approver. */
  incomplete: () =>
    new DomainError('approval-setup-incomplete', 'Approval setup incomplete. Every stage must have an assigned approver to continue.'),
  /** The editor's line under a step with no approver (spec 02 §5.14, issue 10). */
  stepWithoutApprover: () => new DomainError('approval-step-without-approver', 'Every stage must have an assigned approver'),
  notFound: () => new DomainError('approval-flow-not-found', 'No approval flow found', 'not-found'),
  tooManySteps: (max: number) => new DomainError('approval-flow-too-many-steps', `An approval flow has at most ${max} stages`),
  tooManyApprovers: (max: number) =>
    new DomainError('approval-step-too-many-approvers', `A stage has at most ${max} approvers`),
  approverRepeated: () => new DomainError('approval-approver-repeated', 'An approver appears once in a stage'),
  requiredOutOfRange: () =>
    new DomainError('approval-required-out-of-range', 'The number of approvals needed must be between 1 and the number of approvers'),
  reminderOutOfRange: (max: number) =>
    new DomainError('approval-reminder-out-of-range', `Reminders are sent every 1 to ${max} days`),
  notPending: () => new DomainError('approval-not-pending', 'This approval has already ended', 'conflict'),
  notYourTurn: () => new DomainError('approval-not-an-approver', 'You are not an approver of the current stage', 'forbidden'),
  alreadyDecided: () => new DomainError('approval-already-decided', 'You have already responded to this approval', 'conflict'),
  staleRound: () => new DomainError('approval-round-superseded', 'This approval was restarted; open the latest one', 'conflict'),
  noteRequired: () => new DomainError('approval-note-required', 'Please add a note to reject'),
  noteTooLong: (max: number) => new DomainError('approval-note-too-long', `A note has at most ${max} characters`),
} as const;
