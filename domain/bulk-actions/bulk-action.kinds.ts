import {
  CANDIDATE_ORIGINS,
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_MENTIONS,
  COMMENT_MESSAGES,
  distinctTags,
  parseMentions,
  plainCommentText,
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  TAG_SEPARATOR,
  tagKey,
  TAGS_MAX_PER_CHANGE,
  type ApplicationCommand,
  type CandidateOrigin,
  type JobSnapshot,
} from '../applications';
import { composedEmailError, EMAIL_LIMITS, EMAIL_MESSAGES } from '../applications/application-email.rules';
import { PERMISSIONS } from '../identity/default-permissions';
import { BOOKING_MESSAGES, bookingLinkVariableRule } from '../interview-availability/booking.errors';
import type { ApplicationItemState } from './application-item-state';
import { BULK_ACTION_MESSAGES, BulkActionErrors } from './bulk-action.errors';

/** The API path segment of each kind (spec 02 §7.3); 'undo' is this product's own. */
export type BulkActionKind =
  | 'origin-change'
  | 'owner-change'
  | 'source-change'
  | 'job-change'
  | 'archive-change'
  | 'unarchive'
  | 'progress-stage-change'
  | 'add-or-remove-tags'
  | 'add-comment'
  | 'delete-applications'
  | 'send-email'
  | 'parse-cvs'
  | 'schedule-interview'
  | 'undo';

/** The panel's notification type (spec 01 §3.10): which title it shows (01 §9); the others read 'Bulk action'. */
export type BulkNotificationType =
  | 'BULK_SEND_EMAIL'
  | 'BULK_ARCHIVE'
  | 'BULK_UNARCHIVE'
  | 'BULK_PARSE_CV'
  | 'BULK_PROGRESS_CANDIDATES'
  | 'BULK_SCHEDULE_INTERVIEW'
  | 'BULK_SCORE_CVS'
  | 'BULK_ACTION';

/** One item as the engine hands it to a kind: the application now, its job, and a stable id for what the item creates. */
export type BulkItemContext = {
  bulkActionId: string;
  applicationId: string;
  item: ApplicationItemState;
  job: JobSnapshot;
  /** A UUID derived from the bulk action and the application (a comment's id, say): the same on every retry. */
  itemId: string;
  /** The job a kind with `targetJobId` moves the item to, loaded and authorised by the engine. */
  targetJob?: JobSnapshot | null;
  /** On an undo: the job the item was in before the action, when it is not the one it is in now. */
  priorJob?: JobSnapshot | null;
};

/**
 * What an item of a kind that is not one application command asks of the engine's ports: an e-mail to the
 * candidate through the candidate e-mail composer, or the CV text read again by the CV text indexer.
 */
export type BulkPortCommand =
  | { type: 'SendCandidateEmail'; data: BulkEmailChoice }
  | { type: 'ReadCvTextAgain'; data: Record<string, never> }
  | { type: 'SendBookingInvite'; data: { linkId: string; subject: string; body: string } };

export type BulkItemCommand = ApplicationCommand | BulkPortCommand;

/** Which e-mail the single action sends after its command (spec 02 §4.4): the rejection, or the stage's invitation. */
export type FollowUpEmail = 'rejection' | 'invitation';

/**
 * A bulk action kind in one declaration: how its choice is validated, which job permission each item needs,
 * the one application command it sends per item, which refusals mean 'already in that state' (skipped, not
 * failed), and — for a reversible kind — the commands that put an item back as it was before.
 */
export type BulkActionKindDeclaration<P = Record<string, unknown>> = {
  kind: Exclude<BulkActionKind, 'undo'>;
  notificationType: BulkNotificationType;
  permission: string;
  /** The request's choice, validated (the spec's message on a missing one) and normalised. */
  parameters(input: Record<string, unknown>): P;
  command(parameters: P, context: BulkItemContext): BulkItemCommand;
  /** The job the items go to (moving to another job): the engine loads it and checks the requester may put candidates there. */
  targetJobId?(parameters: P): string;
  /** The user the items are given to (a new owner): the engine checks each item's profile is theirs to open, as the single owner change does. */
  newOwnerId?(parameters: P): string;
  /**
   * The people each item's comment mentions: the engine checks each may open the item's profile (and, in a
   * confidential comment, read it), as the single comment does ('Only team members with access to this job can be
   * mentioned'); an item where one may not fails with that reason.
   */
  mentions?(parameters: P): { userIds: string[]; confidential: boolean };
  /** The e-mail the single action would send after its command, if the choice asks for it. */
  followUpEmail?(parameters: P): FollowUpEmail | null;
  /** Why the item cannot be done as asked (the spec's message), judged on its job before its command; null when it can. */
  refusal?(parameters: P, context: BulkItemContext): string | null;
  /** Error codes of the application decider meaning the item is already in the asked state. */
  alreadyDone: readonly string[];
  /** Absent: the kind cannot be undone (a sent e-mail, say). */
  restore?(before: ApplicationItemState, parameters: P, context: BulkItemContext): ApplicationCommand[];
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

const declare = <P>(declaration: BulkActionKindDeclaration<P>) => declaration as unknown as BulkActionKindDeclaration;

const ownerChange = declare<{ ownerId: string; ownerName: string }>({
  kind: 'owner-change',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters(input) {
    const ownerId = text(input.ownerId);
    const ownerName = text(input.ownerName);
    if (!ownerId || !ownerName) throw BulkActionErrors.owner();
    return { ownerId, ownerName };
  },
  newOwnerId: ({ ownerId }) => ownerId,
  command: ({ ownerId, ownerName }) => ({ type: 'ChangeApplicationOwner', data: { owner: { id: ownerId, name: ownerName } } }),
  alreadyDone: ['owner-unchanged'],
  restore: (before) => [{ type: 'ChangeApplicationOwner', data: { owner: { id: before.ownerId, name: before.ownerName } } }],
});

const archive = declare<{ archivalReasonId: string; reason: string; sendRejectionEmail?: boolean }>({
  kind: 'archive-change',
  notificationType: 'BULK_ARCHIVE',
  permission: PERMISSIONS.candidatesStage,
  parameters(input) {
    const archivalReasonId = text(input.archivalReasonId);
    const reason = text(input.reason);
    if (!archivalReasonId || !reason) throw BulkActionErrors.archiveReason();
    return { archivalReasonId, reason, sendRejectionEmail: input.sendRejectionEmail === true };
  },
  command: ({ archivalReasonId, reason, sendRejectionEmail }) => ({
    type: 'ArchiveApplication',
    data: { archivalReasonId, reason, sendRejectionEmail: sendRejectionEmail === true },
  }),
  // 'Archive and send' (spec 02 §4.4): the rejection e-mail follows each archive, as the single archive's does.
  followUpEmail: ({ sendRejectionEmail }) => (sendRejectionEmail ? 'rejection' : null),
  alreadyDone: ['already-archived'],
  restore: () => [{ type: 'UnarchiveApplication', data: {} }],
});

const unarchive = declare<Record<string, never>>({
  kind: 'unarchive',
  notificationType: 'BULK_UNARCHIVE',
  permission: PERMISSIONS.candidatesStage,
  parameters: () => ({}),
  command: () => ({ type: 'UnarchiveApplication', data: {} }),
  alreadyDone: ['not-archived'],
  restore: (before) =>
    before.archivalReasonId && before.reason
      ? [{ type: 'ArchiveApplication', data: { archivalReasonId: before.archivalReasonId, reason: before.reason, sendRejectionEmail: false } }]
      : [],
});

const progressStage = declare<{ stageId: string; sendInvitationEmail?: boolean; invitationRequired?: boolean }>({
  kind: 'progress-stage-change',
  notificationType: 'BULK_PROGRESS_CANDIDATES',
  permission: PERMISSIONS.candidatesStage,
  parameters(input) {
    const stageId = text(input.stageId);
    if (!stageId) throw BulkActionErrors.stage();
    // The single move sends the stage's invitation whenever the stage has one; here it is the user's choice:
    // left out, the invitation goes where the stage has one; asked for (true), the stage must have one.
    return { stageId, sendInvitationEmail: input.sendInvitationEmail !== false, invitationRequired: input.sendInvitationEmail === true };
  },
  command: ({ stageId }, { job }) => ({ type: 'MoveApplicationToStage', data: { job, stageId } }),
  followUpEmail: ({ sendInvitationEmail }) => (sendInvitationEmail === false ? null : 'invitation'),
  refusal: ({ stageId, invitationRequired }, { job }) => {
    const stage = job.stages.find((candidate) => candidate.id === stageId);
    return invitationRequired && stage && !stage.automations.invitationEmail ? BULK_ACTION_MESSAGES.noInvitationEmail : null;
  },
  alreadyDone: ['already-in-stage'],
  restore: (before, _parameters, { job }) => [{ type: 'MoveApplicationToStage', data: { job, stageId: before.stageId } }],
});

const tags = declare<{ add: string[]; remove: string[] }>({
  kind: 'add-or-remove-tags',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters(input) {
    const add = distinctTags(strings(input.add));
    const remove = distinctTags(strings(input.remove));
    if (add.length === 0 && remove.length === 0) throw BulkActionErrors.tags();
    const all = [...add, ...remove];
    if (all.some((tag) => tag.length > TAG_MAX_LENGTH)) throw BulkActionErrors.invalid(TAG_MESSAGES.tooLong);
    if (all.some((tag) => tag.includes(TAG_SEPARATOR))) throw BulkActionErrors.invalid(TAG_MESSAGES.comma);
    if (add.length > TAGS_MAX_PER_CHANGE || remove.length > TAGS_MAX_PER_CHANGE) throw BulkActionErrors.invalid(TAG_MESSAGES.tooMany);
    return { add, remove };
  },
  command: ({ add, remove }) => ({ type: 'ChangeApplicationTags', data: { add, remove } }),
  alreadyDone: ['tags-unchanged'],
  restore(before, _parameters, { item }) {
    const had = new Set(before.tags.map(tagKey));
    const has = new Set(item.tags.map(tagKey));
    const add = before.tags.filter((tag) => !has.has(tagKey(tag)));
    const remove = item.tags.filter((tag) => !had.has(tagKey(tag)));
    return add.length || remove.length ? [{ type: 'ChangeApplicationTags', data: { add, remove } }] : [];
  },
});

const comment = declare<{ text: string; confidential: boolean }>({
  kind: 'add-comment',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters(input) {
    // The composer's @mention tokens stay: each item's comment mentions them, and the inbox tells each person
    // mentioned once for the whole action (BULK_MENTIONS). Whether they may be mentioned is judged per item.
    const body = text(input.text);
    if (!plainCommentText(body).trim()) throw BulkActionErrors.invalid(COMMENT_MESSAGES.required);
    if (body.length > COMMENT_MAX_LENGTH) throw BulkActionErrors.invalid(COMMENT_MESSAGES.tooLong);
    if (parseMentions(body).length > COMMENT_MAX_MENTIONS) throw BulkActionErrors.invalid(COMMENT_MESSAGES.tooManyMentions);
    return { text: body, confidential: input.confidential === true };
  },
  mentions: ({ text: body, confidential }) => ({ userIds: parseMentions(body), confidential }),
  command: ({ text: body, confidential }, { itemId }) => ({
    type: 'AddComment',
    data: { commentId: itemId, parentCommentId: null, text: body, confidential },
  }),
  alreadyDone: ['comment-already-exists'],
  // The comment the action added goes again (its author is the undo's requester, as the decider asks).
  restore: (_before, _parameters, { itemId }) => [{ type: 'DeleteComment', data: { commentId: itemId } }],
});

/** Bounded as the add-candidate form's source. */
export const BULK_SOURCE_MAX_LENGTH = 255;
export const BULK_EMAIL_SUBJECT_MAX_LENGTH = 255;
export const BULK_EMAIL_BODY_MAX_LENGTH = 100_000;

const isOrigin = (value: string): value is CandidateOrigin => (CANDIDATE_ORIGINS as readonly string[]).includes(value);

/** An undo puts back what the item had, if the result recorded it (results before origins could change did not). */
const restoreOriginSource = (before: ApplicationItemState, field: 'origin' | 'source'): ApplicationCommand[] =>
  before[field] === undefined ? [] : [{ type: 'ChangeApplicationOriginSource', data: { [field]: before[field] } }];

const originChange = declare<{ origin: CandidateOrigin }>({
  kind: 'origin-change',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters(input) {
    const origin = text(input.origin);
    if (!isOrigin(origin)) throw BulkActionErrors.origin();
    return { origin };
  },
  command: ({ origin }) => ({ type: 'ChangeApplicationOriginSource', data: { origin } }),
  alreadyDone: ['origin-source-unchanged'],
  restore: (before) => restoreOriginSource(before, 'origin'),
});

const sourceChange = declare<{ source: string }>({
  kind: 'source-change',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters(input) {
    const source = text(input.source);
    if (!source) throw BulkActionErrors.source();
    if (source.length > BULK_SOURCE_MAX_LENGTH) throw BulkActionErrors.invalid(`Source can be at most ${BULK_SOURCE_MAX_LENGTH} characters`);
    return { source };
  },
  command: ({ source }) => ({ type: 'ChangeApplicationOriginSource', data: { source } }),
  alreadyDone: ['origin-source-unchanged'],
  restore: (before) => restoreOriginSource(before, 'source'),
});

const jobChange = declare<{ jobId: string; stageId: string | null }>({
  kind: 'job-change',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesStage,
  parameters(input) {
    const jobId = text(input.jobId);
    if (!jobId) throw BulkActionErrors.job();
    return { jobId, stageId: text(input.stageId) || null };
  },
  targetJobId: ({ jobId }) => jobId,
  command: ({ stageId }, { targetJob }) => {
    if (!targetJob) throw BulkActionErrors.job();
    return { type: 'MoveApplicationToJob', data: { job: targetJob, stageId } };
  },
  // Arriving in a stage whose automation sends the invitation sends it, as the single move does.
  followUpEmail: () => 'invitation',
  alreadyDone: ['already-in-job'],
  restore: (before, _parameters, { priorJob }) =>
    priorJob ? [{ type: 'MoveApplicationToJob', data: { job: priorJob, stageId: before.stageId } }] : [],
});

const deleteApplications = declare<Record<string, never>>({
  kind: 'delete-applications',
  notificationType: 'BULK_ACTION',
  permission: PERMISSIONS.candidatesDelete,
  parameters: () => ({}),
  command: () => ({ type: 'DeleteApplication', data: {} }),
  alreadyDone: [],
  // No restore: a deleted application leaves every list and its files go (spec 02 §4.4).
});

/** The subject and body of a bulk e-mail: both required, each bounded. */
const emailDraft = (input: Record<string, unknown>): { subject: string; body: string } => {
  const subject = text(input.subject);
  const body = text(input.body);
  if (!subject || !body) throw BulkActionErrors.invalid(BULK_ACTION_MESSAGES.emailRequired);
  if (subject.length > BULK_EMAIL_SUBJECT_MAX_LENGTH || body.length > BULK_EMAIL_BODY_MAX_LENGTH) throw BulkActionErrors.invalid(BULK_ACTION_MESSAGES.emailTooLong);
  return { subject, body };
};

/**
 * A bulk e-mail's choice: what the single composer sends (spec 03 "Email composer": Cc, Bcc, attachments,
 * confidential, send later), written once and sent to each candidate. `attachmentIds` are files uploaded for
 * bulk e-mails, copied into each application's files when its e-mail goes (an e-mail's attachments are the
 * application's files); `scheduledAt` (ISO 8601, 'Send later'): the whole bulk action waits until then (see
 * bulkActionStartsAt), so one cancel before it stops every e-mail of it.
 */
export type BulkEmailChoice = {
  templateId: string | null;
  subject: string;
  body: string;
  cc: string[];
  bcc: string[];
  attachmentIds: string[];
  confidential: boolean;
  scheduledAt: string | null;
};

const copies = (value: unknown): string[] => strings(value).map((address) => address.trim()).filter(Boolean);

const sendEmail = declare<BulkEmailChoice>({
  kind: 'send-email',
  notificationType: 'BULK_SEND_EMAIL',
  permission: PERMISSIONS.candidatesEmails,
  parameters(input) {
    const draft = emailDraft(input);
    const cc = copies(input.cc);
    const bcc = copies(input.bcc);
    // The single composer's rules for the copies, with its words ('Please add valid email').
    const problem = composedEmailError({ ...draft, cc, bcc });
    if (problem && (problem.code === 'email-invalid-copy' || problem.code === 'email-too-many-copies')) throw BulkActionErrors.invalid(problem.message);
    const attachmentIds = [...new Set(strings(input.attachmentIds))];
    if (attachmentIds.length > EMAIL_LIMITS.maxAttachments) throw BulkActionErrors.invalid(EMAIL_MESSAGES.tooManyAttachments);
    const scheduledAt = text(input.scheduledAt);
    if (scheduledAt && Number.isNaN(Date.parse(scheduledAt))) throw BulkActionErrors.invalid('Please choose a valid date and time');
    return {
      templateId: text(input.templateId) || null,
      ...draft,
      cc,
      bcc,
      attachmentIds,
      confidential: input.confidential === true,
      scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null,
    };
  },
  command: (choice) => ({ type: 'SendCandidateEmail', data: choice }),
  alreadyDone: [],
  // No restore: a sent e-mail cannot be taken back (one sent later is stopped by cancelling the bulk action before its time).
});

/**
 * When a bulk action applies its first item: a bulk e-mail sent later waits as one timer of its workflow until
 * the chosen time, and a cancel meanwhile ends it with no item applied and no e-mail sent. Null: at once.
 */
export const bulkActionStartsAt = (kind: BulkActionKind, parameters: Readonly<Record<string, unknown>>): string | null =>
  kind === 'send-email' && typeof parameters.scheduledAt === 'string' ? parameters.scheduledAt : null;

const parseCvs = declare<Record<string, never>>({
  kind: 'parse-cvs',
  notificationType: 'BULK_PARSE_CV',
  permission: PERMISSIONS.candidatesProfilesView,
  parameters: () => ({}),
  command: () => ({ type: 'ReadCvTextAgain', data: {} }),
  alreadyDone: [],
});

/** BULK_SCHEDULE_INTERVIEW ('Self schedule interviews', spec 04): each candidate is e-mailed a booking link of their own. */
const scheduleInterview = declare<{ linkId: string; subject: string; body: string }>({
  kind: 'schedule-interview',
  notificationType: 'BULK_SCHEDULE_INTERVIEW',
  permission: PERMISSIONS.candidatesEmails,
  parameters(input) {
    const linkId = text(input.linkId);
    if (!linkId) throw BulkActionErrors.invalid(BOOKING_MESSAGES.linkRequired);
    const { subject, body } = emailDraft(input);
    const missing = bookingLinkVariableRule(body);
    if (missing) throw BulkActionErrors.invalid(missing);
    return { linkId, subject, body };
  },
  command: ({ linkId, subject, body }) => ({ type: 'SendBookingInvite', data: { linkId, subject, body } }),
  alreadyDone: [],
  // No restore: a sent e-mail cannot be taken back.
});

/** Every kind the engine runs; a new kind is one declaration added here. */
export const BULK_ACTION_KINDS: Readonly<Record<Exclude<BulkActionKind, 'undo'>, BulkActionKindDeclaration>> = {
  'origin-change': originChange,
  'owner-change': ownerChange,
  'source-change': sourceChange,
  'job-change': jobChange,
  'archive-change': archive,
  unarchive,
  'progress-stage-change': progressStage,
  'add-or-remove-tags': tags,
  'add-comment': comment,
  'delete-applications': deleteApplications,
  'send-email': sendEmail,
  'parse-cvs': parseCvs,
  'schedule-interview': scheduleInterview,
};

export const isBulkActionKind = (value: string): value is Exclude<BulkActionKind, 'undo'> => Object.hasOwn(BULK_ACTION_KINDS, value);

/** The declaration an action of `kind` runs with; an undo runs its original's restore. */
export const kindDeclaration = (kind: Exclude<BulkActionKind, 'undo'>): BulkActionKindDeclaration => BULK_ACTION_KINDS[kind];

export const notificationTypeOf = (kind: BulkActionKind): BulkNotificationType =>
  kind === 'undo' ? 'BULK_ACTION' : BULK_ACTION_KINDS[kind].notificationType;

export const isReversible = (kind: BulkActionKind): boolean => kind !== 'undo' && BULK_ACTION_KINDS[kind].restore !== undefined;
