import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  distinctTags,
  plainCommentText,
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  TAG_SEPARATOR,
  tagKey,
  TAGS_MAX_PER_CHANGE,
  type ApplicationCommand,
  type JobSnapshot,
} from '../applications';
import { PERMISSIONS } from '../identity/default-permissions';
import type { ApplicationItemState } from './application-item-state';
import { BulkActionErrors } from './bulk-action.errors';

/** The API path segment of each kind (spec 02 §7.3); 'undo' is this product's own. */
export type BulkActionKind =
  | 'owner-change'
  | 'archive-change'
  | 'unarchive'
  | 'progress-stage-change'
  | 'add-or-remove-tags'
  | 'add-comment'
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
};

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
  command(parameters: P, context: BulkItemContext): ApplicationCommand;
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
  command: ({ ownerId, ownerName }) => ({ type: 'ChangeApplicationOwner', data: { owner: { id: ownerId, name: ownerName } } }),
  alreadyDone: ['owner-unchanged'],
  restore: (before) => [{ type: 'ChangeApplicationOwner', data: { owner: { id: before.ownerId, name: before.ownerName } } }],
});

const archive = declare<{ archivalReasonId: string; reason: string }>({
  kind: 'archive-change',
  notificationType: 'BULK_ARCHIVE',
  permission: PERMISSIONS.candidatesStage,
  parameters(input) {
    const archivalReasonId = text(input.archivalReasonId);
    const reason = text(input.reason);
    if (!archivalReasonId || !reason) throw BulkActionErrors.archiveReason();
    return { archivalReasonId, reason };
  },
  command: ({ archivalReasonId, reason }) => ({ type: 'ArchiveApplication', data: { archivalReasonId, reason, sendRejectionEmail: false } }),
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

const progressStage = declare<{ stageId: string }>({
  kind: 'progress-stage-change',
  notificationType: 'BULK_PROGRESS_CANDIDATES',
  permission: PERMISSIONS.candidatesStage,
  parameters(input) {
    const stageId = text(input.stageId);
    if (!stageId) throw BulkActionErrors.stage();
    return { stageId };
  },
  command: ({ stageId }, { job }) => ({ type: 'MoveApplicationToStage', data: { job, stageId } }),
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
    // Mentions notify people the single comment checks one by one against each job's team: a bulk comment
    // carries the names as plain text instead.
    const body = plainCommentText(text(input.text));
    if (!body) throw BulkActionErrors.invalid(COMMENT_MESSAGES.required);
    if (body.length > COMMENT_MAX_LENGTH) throw BulkActionErrors.invalid(COMMENT_MESSAGES.tooLong);
    return { text: body, confidential: input.confidential === true };
  },
  command: ({ text: body, confidential }, { itemId }) => ({
    type: 'AddComment',
    data: { commentId: itemId, parentCommentId: null, text: body, confidential },
  }),
  alreadyDone: ['comment-already-exists'],
  // The comment the action added goes again (its author is the undo's requester, as the decider asks).
  restore: (_before, _parameters, { itemId }) => [{ type: 'DeleteComment', data: { commentId: itemId } }],
});

/** Every kind the engine runs; a new kind is one declaration added here. */
export const BULK_ACTION_KINDS: Readonly<Record<Exclude<BulkActionKind, 'undo'>, BulkActionKindDeclaration>> = {
  'owner-change': ownerChange,
  'archive-change': archive,
  unarchive,
  'progress-stage-change': progressStage,
  'add-or-remove-tags': tags,
  'add-comment': comment,
};

export const isBulkActionKind = (value: string): value is Exclude<BulkActionKind, 'undo'> => Object.hasOwn(BULK_ACTION_KINDS, value);

/** The declaration an action of `kind` runs with; an undo runs its original's restore. */
export const kindDeclaration = (kind: Exclude<BulkActionKind, 'undo'>): BulkActionKindDeclaration => BULK_ACTION_KINDS[kind];

export const notificationTypeOf = (kind: BulkActionKind): BulkNotificationType =>
  kind === 'undo' ? 'BULK_ACTION' : BULK_ACTION_KINDS[kind].notificationType;

export const isReversible = (kind: BulkActionKind): boolean => kind !== 'undo' && BULK_ACTION_KINDS[kind].restore !== undefined;
