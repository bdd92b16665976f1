import { DomainError } from '../shared';
import { COMMENT_MESSAGES } from './comment-text';
import { TAG_MESSAGES } from './application-tags';

export const ApplicationErrors = {
  notFound: () => new DomainError('application-not-found', 'Candidate application not found', 'not-found'),
  alreadyExists: () => new DomainError('application-already-exists', 'This application already exists', 'conflict'),
  jobClosed: () => new DomainError('job-closed', 'Candidates cannot be added to a closed job', 'conflict'),
  stageNotFound: () => new DomainError('stage-not-found', 'Stage not found', 'not-found'),
  alreadyInStage: () => new DomainError('already-in-stage', 'The candidate is already in this stage', 'conflict'),
  archivedCannotMove: () =>
    new DomainError('application-archived', 'Unarchive the candidate before moving them to another stage', 'conflict'),
  alreadyArchived: () => new DomainError('already-archived', 'The candidate is already archived', 'conflict'),
  notArchived: () => new DomainError('not-archived', 'The candidate is not archived', 'conflict'),
  // Spec 02 §5.7 "agency required when the origin needs it"; the wording is the form's, like 'Please select origin'.
  agencyRequired: () => new DomainError('agency-required', 'Please select agency'),
  archivalReasonRequired: () => new DomainError('archival-reason-required', 'Please select archive reason'),
  firstNameRequired: () => new DomainError('first-name-required', 'Please input first name'),
  lastNameRequired: () => new DomainError('last-name-required', 'Please input last name'),
  invalidContact: (message: string) => new DomainError('invalid-contact', message),
  commentRequired: () => new DomainError('comment-required', COMMENT_MESSAGES.required),
  commentTooLong: () => new DomainError('comment-too-long', COMMENT_MESSAGES.tooLong),
  commentTooManyMentions: () => new DomainError('comment-too-many-mentions', COMMENT_MESSAGES.tooManyMentions),
  commentAlreadyExists: () => new DomainError('comment-already-exists', COMMENT_MESSAGES.alreadyExists, 'conflict'),
  commentNotFound: () => new DomainError('comment-not-found', COMMENT_MESSAGES.notFound, 'not-found'),
  notCommentAuthor: () => new DomainError('not-comment-author', COMMENT_MESSAGES.notAuthor, 'forbidden'),
  replyToDeletedComment: () => new DomainError('comment-deleted', COMMENT_MESSAGES.replyToDeleted, 'conflict'),
  replyToReply: () => new DomainError('reply-to-reply', COMMENT_MESSAGES.replyToReply, 'conflict'),
  mentionNotOnTeam: () => new DomainError('mention-not-on-team', COMMENT_MESSAGES.mentionNotOnTeam),
  mentionWithoutConfidentialAccess: () =>
    new DomainError('mention-without-confidential-access', COMMENT_MESSAGES.mentionWithoutConfidentialAccess),
  alreadyInJob: () => new DomainError('already-in-job', 'The candidate is already in this job', 'conflict'),
  /** Another application of the same candidate is in that job: one application per candidate and job. */
  candidateAlreadyApplied: () =>
    new DomainError('candidate-already-in-job', 'This candidate already has an application for this job', 'conflict'),
  ownerUnchanged: () => new DomainError('owner-unchanged', TAG_MESSAGES.ownerUnchanged, 'conflict'),
  ownerNotOnTeam: () => new DomainError('owner-not-on-team', TAG_MESSAGES.ownerNotOnTeam),
  tagRequired: () => new DomainError('tag-required', TAG_MESSAGES.required),
  tagTooLong: () => new DomainError('tag-too-long', TAG_MESSAGES.tooLong),
  tagWithComma: () => new DomainError('tag-with-comma', TAG_MESSAGES.comma),
  tooManyTags: () => new DomainError('too-many-tags', TAG_MESSAGES.tooMany),
  originSourceUnchanged: () => new DomainError('origin-source-unchanged', 'The application already has this origin and source', 'conflict'),
  tagsUnchanged: () => new DomainError('tags-unchanged', TAG_MESSAGES.unchanged, 'conflict'),
} as const;
