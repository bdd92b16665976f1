import { DomainError } from '../shared';

/** At most this many applications per bulk action (spec 01 §9 'Select top 500'). */
export const BULK_ACTION_MAX_ITEMS = 500;

/** Spec 02 §5.10 for the choices; the rest in the same plain voice. */
export const BULK_ACTION_MESSAGES = {
  source: 'Please input source',
  tags: 'Please enter new or existing tags',
  owner: 'Please select owner',
  origin: 'Please select origin',
  archiveReason: 'Please select archive reason',
  job: 'Please select job',
  stage: 'Please select stage',
  noSelection: 'Please select at least one application',
  tooMany: `A bulk action can include at most ${BULK_ACTION_MAX_ITEMS} applications`,
  notFound: 'Bulk action not found',
  alreadyRequested: 'This bulk action already exists',
  alreadyFinished: 'This bulk action has already finished',
  notFinished: 'Wait until the bulk action has finished',
  notReversible: 'This bulk action cannot be undone',
  alreadyUndone: 'This bulk action has already been undone',
  nothingToUndo: 'No application of this bulk action can be undone',
  changedSince: 'Changed by someone since the bulk action',
  notProcessed: 'Not processed: the bulk action was cancelled',
  emailRequired: 'Please enter the e-mail subject and body',
  emailTooLong: 'The e-mail subject or body is too long',
  noCv: 'This candidate has no CV to read',
  emailNotSent: 'No e-mail was sent: the candidate cannot be e-mailed',
  notUndoableEmail: 'E-mail already sent: it cannot be undone',
  /** Spec 02 (candidate profile messages): progressing with 'send invitation e-mail' to a stage without one. */
  noInvitationEmail: 'There is no invitation email added for this stage. Please edit the job to add an invitation email.',
} as const;

export const BulkActionErrors = {
  source: () => new DomainError('bulk-source-required', BULK_ACTION_MESSAGES.source),
  tags: () => new DomainError('bulk-tags-required', BULK_ACTION_MESSAGES.tags),
  owner: () => new DomainError('bulk-owner-required', BULK_ACTION_MESSAGES.owner),
  origin: () => new DomainError('bulk-origin-required', BULK_ACTION_MESSAGES.origin),
  archiveReason: () => new DomainError('bulk-archive-reason-required', BULK_ACTION_MESSAGES.archiveReason),
  job: () => new DomainError('bulk-job-required', BULK_ACTION_MESSAGES.job),
  stage: () => new DomainError('bulk-stage-required', BULK_ACTION_MESSAGES.stage),
  invalid: (message: string) => new DomainError('bulk-invalid-choice', message),
  noSelection: () => new DomainError('bulk-no-selection', BULK_ACTION_MESSAGES.noSelection),
  tooMany: () => new DomainError('bulk-too-many', BULK_ACTION_MESSAGES.tooMany),
  notFound: () => new DomainError('bulk-action-not-found', BULK_ACTION_MESSAGES.notFound, 'not-found'),
  alreadyRequested: () => new DomainError('bulk-action-exists', BULK_ACTION_MESSAGES.alreadyRequested, 'conflict'),
  alreadyFinished: () => new DomainError('bulk-action-finished', BULK_ACTION_MESSAGES.alreadyFinished, 'conflict'),
  notFinished: () => new DomainError('bulk-action-not-finished', BULK_ACTION_MESSAGES.notFinished, 'conflict'),
  notReversible: () => new DomainError('bulk-action-not-reversible', BULK_ACTION_MESSAGES.notReversible, 'conflict'),
  alreadyUndone: () => new DomainError('bulk-action-undone', BULK_ACTION_MESSAGES.alreadyUndone, 'conflict'),
  nothingToUndo: () => new DomainError('bulk-action-nothing-to-undo', BULK_ACTION_MESSAGES.nothingToUndo, 'conflict'),
} as const;
