import { validateEmail, validatePhone, normalizeEmail } from '../candidates/contact-validation';
import { stageIndex, stageOfKind, type Stage } from '../jobs';
import { assertNever, type DecisionContext, type Decider } from '../shared';
import type { ApplicationCommand, JobSnapshot } from './application.commands';
import { ApplicationErrors } from './application.errors';
import type { AgencyRef, ApplicationEvent, ApplicationStatus, CandidateOrigin } from './application.events';
import { distinctTags, TAG_MAX_LENGTH, TAG_SEPARATOR, tagKey, TAGS_MAX_PER_APPLICATION } from './application-tags';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_MENTIONS, parseMentions } from './comment-text';

/** What decisions about a comment need to remember of it (its text is not needed, and may be erased). */
export type CommentState = {
  authorId: string;
  parentCommentId: string | null;
  confidential: boolean;
  mentionedUserIds: string[];
  deleted: boolean;
};

export type ApplicationState =
  | { exists: false }
  | {
      exists: true;
      applicationId: string;
      candidateId: string;
      jobId: string;
      jobName: string;
      origin: CandidateOrigin;
      source: string | null;
      /** The agency that brought it (origin 'agency'), else null. */
      agency: AgencyRef | null;
      stageId: string;
      stageName: string;
      status: ApplicationStatus;
      /** Deleted: nothing more happens to it; its stream stays for auditors. */
      deleted: boolean;
      ownerId: string;
      tags: string[];
      comments: Readonly<Record<string, CommentState>>;
    };

export const initialApplicationState = (): ApplicationState => ({ exists: false });

export const evolveApplication = (state: ApplicationState, event: ApplicationEvent): ApplicationState => {
  switch (event.type) {
    case 'CandidateAddedToJob':
      return {
        exists: true,
        applicationId: event.data.applicationId,
        candidateId: event.data.candidateId,
        jobId: event.data.jobId,
        jobName: event.data.jobName,
        origin: event.data.origin,
        source: event.data.source,
        agency: event.data.agency ?? null,
        stageId: event.data.stageId,
        stageName: event.data.stageName,
        status: 'ACTIVE',
        deleted: false,
        ownerId: event.data.ownerId,
        tags: [],
        comments: {},
      };
    case 'ApplicationMovedToStage':
      return state.exists ? { ...state, stageId: event.data.toStageId, stageName: event.data.toStageName } : state;
    case 'ApplicationArchived':
      return state.exists ? { ...state, status: 'ARCHIVED' } : state;
    case 'ApplicationUnarchived':
      return state.exists ? { ...state, status: 'ACTIVE' } : state;
    case 'ApplicationRestaged':
      return state.exists ? { ...state, stageId: event.data.toStageId, stageName: event.data.toStageName } : state;
    case 'CommentAdded':
      return withComment(state, event.data.commentId, () => ({
        authorId: event.data.authorId,
        parentCommentId: event.data.parentCommentId,
        confidential: event.data.confidential,
        mentionedUserIds: event.data.mentionedUserIds,
        deleted: false,
      }));
    case 'CommentEdited':
      return withComment(state, event.data.commentId, (comment) =>
        comment && { ...comment, confidential: event.data.confidential, mentionedUserIds: event.data.mentionedUserIds },
      );
    case 'CommentDeleted':
      return withComment(state, event.data.commentId, (comment) => comment && { ...comment, deleted: true });
    case 'ApplicationOwnerChanged':
      return state.exists ? { ...state, ownerId: event.data.toOwnerId } : state;
    case 'ApplicationTagsChanged':
      return state.exists ? { ...state, tags: event.data.tags } : state;
    case 'ApplicationOriginSourceChanged':
      return state.exists ? { ...state, origin: event.data.origin, source: event.data.source } : state;
    case 'ApplicationMovedToJob':
      return state.exists
        ? { ...state, jobId: event.data.jobId, jobName: event.data.jobName, stageId: event.data.toStageId, stageName: event.data.toStageName }
        : state;
    case 'ApplicationDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      // A type this version does not know (a newer writer's): a stored event is a fact, never an error.
      // Exhaustiveness over the known union is checked by lint (switch-exhaustiveness-check).
      return state;
  }
};

const withComment = (
  state: ApplicationState,
  commentId: string,
  change: (comment: CommentState | undefined) => CommentState | undefined,
): ApplicationState => {
  if (!state.exists) return state;
  const changed = change(state.comments[commentId]);
  return changed ? { ...state, comments: { ...state.comments, [commentId]: changed } } : state;
};

/** Non-empty, bounded, with a bounded number of people mentioned: the text as stored (trimmed). */
const commentText = (text: string): { text: string; mentionedUserIds: string[] } => {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw ApplicationErrors.commentRequired();
  if (trimmed.length > COMMENT_MAX_LENGTH) throw ApplicationErrors.commentTooLong();
  const mentionedUserIds = parseMentions(trimmed);
  if (mentionedUserIds.length > COMMENT_MAX_MENTIONS) throw ApplicationErrors.commentTooManyMentions();
  return { text: trimmed, mentionedUserIds };
};

/** The comment as its author may change it: it exists, is not deleted, and is theirs. */
const ownComment = (
  state: Extract<ApplicationState, { exists: true }>,
  commentId: string,
  context: DecisionContext,
): CommentState => {
  const comment = state.comments[commentId];
  if (!comment || comment.deleted) throw ApplicationErrors.commentNotFound();
  if (comment.authorId !== context.actor.id) throw ApplicationErrors.notCommentAuthor();
  return comment;
};

/** A change's tags as stored: trimmed, bounded, named once whatever their case. */
const changedTags = (tags: readonly string[]): string[] => {
  const distinct = distinctTags(tags);
  if (distinct.some((tag) => tag.length > TAG_MAX_LENGTH)) throw ApplicationErrors.tagTooLong();
  if (distinct.some((tag) => tag.includes(TAG_SEPARATOR))) throw ApplicationErrors.tagWithComma();
  return distinct;
};

const startingStage = (job: JobSnapshot, stageId: string | null, origin: CandidateOrigin): Stage => {
  const stage = stageId
    ? job.stages.find((candidate) => candidate.id === stageId)
    : stageOfKind(job.stages, origin === 'applied' ? 'APPLICATION' : 'SOURCED');
  if (!stage) throw ApplicationErrors.stageNotFound();
  return stage;
};

const requireText = (value: string, error: () => Error): string => {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw error();
  return trimmed;
};

const requireValid = (message: string | null): void => {
  if (message !== null) throw ApplicationErrors.invalidContact(message);
};

/** The move of an existing application from the stage it is in to `stages[to]`, forward or back. */
const movedToStage = (state: Extract<ApplicationState, { exists: true }>, stages: readonly Stage[], to: number): ApplicationEvent => ({
  type: 'ApplicationMovedToStage',
  data: {
    applicationId: state.applicationId,
    jobId: state.jobId,
    fromStageId: state.stageId,
    fromStageName: state.stageName,
    toStageId: stages[to].id,
    toStageName: stages[to].name,
    direction: to > stageIndex(stages, state.stageId) ? 'FORWARD' : 'BACKWARD',
  },
});

export const decideApplication = (
  command: ApplicationCommand,
  state: ApplicationState,
  context: DecisionContext,
): ApplicationEvent[] => {
  // A deleted application is gone for every command (its stream stays only for auditors).
  if (state.exists && state.deleted) throw ApplicationErrors.notFound();
  switch (command.type) {
    case 'AddCandidateToJob': {
      if (state.exists) throw ApplicationErrors.alreadyExists();
      const { job, personal } = command.data;
      if (job.status === 'CLOSED') throw ApplicationErrors.jobClosed();
      const firstName = requireText(personal.firstName, ApplicationErrors.firstNameRequired);
      const lastName = requireText(personal.lastName, ApplicationErrors.lastNameRequired);
      requireValid(validateEmail(personal.email));
      requireValid(validatePhone(personal.phone));
      const stage = startingStage(job, command.data.stageId, command.data.origin);
      const source = command.data.source?.trim() || null;
      // Spec 02 §5.7: the agency is required when the origin needs it; another origin records none.
      const agency = command.data.origin === 'agency' ? command.data.agency : null;
      if (command.data.origin === 'agency' && !agency) throw ApplicationErrors.agencyRequired();
      return [
        {
          type: 'CandidateAddedToJob',
          data: {
            applicationId: command.data.applicationId,
            candidateId: command.data.candidateId,
            jobId: job.jobId,
            jobName: job.name,
            stageId: stage.id,
            stageName: stage.name,
            origin: command.data.origin,
            source,
            ownerId: command.data.owner.id,
            ownerName: command.data.owner.name,
            personal: {
              firstName,
              lastName,
              email: normalizeEmail(personal.email),
              phone: personal.phone?.trim() || null,
              // Kept with the rest of the personal data (encrypted with it, erased with it).
              ...(personal.applyForm ? { applyForm: personal.applyForm } : {}),
            },
            ...(agency ? { agency: { id: agency.id, name: agency.name } } : {}),
          },
        },
      ];
    }
    case 'MoveApplicationToStage': {
      if (!state.exists) throw ApplicationErrors.notFound();
      if (state.status === 'ARCHIVED') throw ApplicationErrors.archivedCannotMove();
      const { stages } = command.data.job;
      const to = stageIndex(stages, command.data.stageId);
      if (to < 0) throw ApplicationErrors.stageNotFound();
      if (command.data.stageId === state.stageId) throw ApplicationErrors.alreadyInStage();
      return [movedToStage(state, stages, to)];
    }
    case 'ArchiveApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      if (state.status === 'ARCHIVED') throw ApplicationErrors.alreadyArchived();
      if (!command.data.archivalReasonId) throw ApplicationErrors.archivalReasonRequired();
      return [
        {
          type: 'ApplicationArchived',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            stageId: state.stageId,
            stageName: state.stageName,
            archivalReasonId: command.data.archivalReasonId,
            reason: command.data.reason,
            sendRejectionEmail: command.data.sendRejectionEmail,
            automation: null,
          },
        },
      ];
    }
    case 'ArchiveUnresponsiveApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      // The candidate moved on (or was archived) before the timer fired: the automation has nothing to do.
      if (state.status === 'ARCHIVED' || state.stageId !== command.data.stageId) return [];
      return [
        {
          type: 'ApplicationArchived',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            stageId: state.stageId,
            stageName: state.stageName,
            archivalReasonId: command.data.archivalReasonId,
            reason: command.data.reason,
            sendRejectionEmail: false,
            automation: {
              process: command.data.process ?? 'auto-archive',
              workflowId: command.data.workflowId,
              afterDays: command.data.afterDays,
            },
          },
        },
      ];
    }
    case 'ArchiveUnderQualifiedApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      // Moved on (or archived) since the task was judged: the automation has nothing to do.
      if (state.status === 'ARCHIVED' || state.stageId !== command.data.stageId) return [];
      const { archivalReasonId, reason, workflowId, taskId, taskType } = command.data;
      return [
        {
          type: 'ApplicationArchived',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            stageId: state.stageId,
            stageName: state.stageName,
            archivalReasonId,
            reason,
            sendRejectionEmail: false,
            automation: { process: 'auto-archive-under-qualified', workflowId, taskId, taskType },
          },
        },
      ];
    }
    case 'ProgressQualifiedApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      if (state.status === 'ARCHIVED' || state.stageId !== command.data.fromStageId) return [];
      const { stages } = command.data.job;
      const from = stageIndex(stages, state.stageId);
      const to = stageIndex(stages, command.data.toStageId);
      if (to < 0 || to === from) return [];
      return [movedToStage(state, stages, to)];
    }
    case 'UnarchiveApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      if (state.status !== 'ARCHIVED') throw ApplicationErrors.notArchived();
      return [
        {
          type: 'ApplicationUnarchived',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            stageId: state.stageId,
            stageName: state.stageName,
          },
        },
      ];
    }
    case 'RestageApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      // Moved meanwhile, or restaged by an earlier attempt of the same workflow: nothing left to do.
      if (state.stageId !== command.data.fromStageId) return [];
      return [
        {
          type: 'ApplicationRestaged',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            fromStageId: state.stageId,
            fromStageName: state.stageName,
            toStageId: command.data.toStageId,
            toStageName: command.data.toStageName,
            cause: command.data.cause,
            active: state.status === 'ACTIVE',
          },
        },
      ];
    }
    case 'AddComment': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const { commentId, parentCommentId } = command.data;
      if (state.comments[commentId]) throw ApplicationErrors.commentAlreadyExists();
      const parent = parentCommentId === null ? null : state.comments[parentCommentId];
      if (parent === undefined) throw ApplicationErrors.commentNotFound();
      if (parent?.deleted) throw ApplicationErrors.replyToDeletedComment();
      if (parent?.parentCommentId) throw ApplicationErrors.replyToReply();
      const { text, mentionedUserIds } = commentText(command.data.text);
      return [
        {
          type: 'CommentAdded',
          data: {
            applicationId: state.applicationId,
            candidateId: state.candidateId,
            jobId: state.jobId,
            commentId,
            parentCommentId,
            parentAuthorId: parent?.authorId ?? null,
            authorId: context.actor.id,
            authorName: context.actor.name,
            // A reply to a confidential comment would otherwise show what it answers to readers without access.
            confidential: command.data.confidential || Boolean(parent?.confidential),
            mentionedUserIds,
            personal: { text },
          },
        },
      ];
    }
    case 'EditComment': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const comment = ownComment(state, command.data.commentId, context);
      const { text, mentionedUserIds } = commentText(command.data.text);
      const parent = comment.parentCommentId ? state.comments[comment.parentCommentId] : undefined;
      return [
        {
          type: 'CommentEdited',
          data: {
            applicationId: state.applicationId,
            candidateId: state.candidateId,
            jobId: state.jobId,
            commentId: command.data.commentId,
            confidential: command.data.confidential || Boolean(parent?.confidential),
            mentionedUserIds,
            newlyMentionedUserIds: mentionedUserIds.filter((id) => !comment.mentionedUserIds.includes(id)),
            personal: { text },
          },
        },
      ];
    }
    case 'DeleteComment': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const comment = ownComment(state, command.data.commentId, context);
      return [
        {
          type: 'CommentDeleted',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            commentId: command.data.commentId,
            parentCommentId: comment.parentCommentId,
          },
        },
      ];
    }
    case 'ChangeApplicationOwner': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const { owner } = command.data;
      // Choosing the present owner again is refused rather than recorded: the history shows real changes only.
      if (owner.id === state.ownerId) throw ApplicationErrors.ownerUnchanged();
      return [
        {
          type: 'ApplicationOwnerChanged',
          data: {
            applicationId: state.applicationId,
            jobId: state.jobId,
            fromOwnerId: state.ownerId,
            toOwnerId: owner.id,
            toOwnerName: owner.name,
          },
        },
      ];
    }
    case 'ChangeApplicationTags': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const add = changedTags(command.data.add);
      const remove = changedTags(command.data.remove);
      if (add.length === 0 && remove.length === 0) throw ApplicationErrors.tagRequired();
      const adding = new Set(add.map(tagKey));
      const removing = new Set(remove.map(tagKey).filter((key) => !adding.has(key)));
      const present = new Set(state.tags.map(tagKey));
      const removed = state.tags.filter((tag) => removing.has(tagKey(tag)));
      const added = add.filter((tag) => !present.has(tagKey(tag)));
      // Nothing to record: every tag to add is there already and none to remove is.
      if (added.length === 0 && removed.length === 0) throw ApplicationErrors.tagsUnchanged();
      const tags = [...state.tags.filter((tag) => !removing.has(tagKey(tag))), ...added];
      if (tags.length > TAGS_MAX_PER_APPLICATION) throw ApplicationErrors.tooManyTags();
      return [
        { type: 'ApplicationTagsChanged', data: { applicationId: state.applicationId, jobId: state.jobId, added, removed, tags } },
      ];
    }
    case 'ChangeApplicationOriginSource': {
      if (!state.exists) throw ApplicationErrors.notFound();
      const origin = command.data.origin ?? state.origin;
      const source = command.data.source === undefined ? state.source : command.data.source?.trim() || null;
      if (origin === state.origin && source === state.source) throw ApplicationErrors.originSourceUnchanged();
      return [
        {
          type: 'ApplicationOriginSourceChanged',
          data: { applicationId: state.applicationId, jobId: state.jobId, fromOrigin: state.origin, origin, fromSource: state.source, source },
        },
      ];
    }
    case 'MoveApplicationToJob': {
      if (!state.exists) throw ApplicationErrors.notFound();
      if (state.status === 'ARCHIVED') throw ApplicationErrors.archivedCannotMove();
      const { job } = command.data;
      if (job.jobId === state.jobId) throw ApplicationErrors.alreadyInJob();
      if (job.status === 'CLOSED') throw ApplicationErrors.jobClosed();
      const stage = startingStage(job, command.data.stageId, state.origin);
      return [
        {
          type: 'ApplicationMovedToJob',
          data: {
            applicationId: state.applicationId,
            fromJobId: state.jobId,
            fromJobName: state.jobName,
            fromStageId: state.stageId,
            fromStageName: state.stageName,
            jobId: job.jobId,
            jobName: job.name,
            toStageId: stage.id,
            toStageName: stage.name,
          },
        },
      ];
    }
    case 'DeleteApplication': {
      if (!state.exists) throw ApplicationErrors.notFound();
      return [
        {
          type: 'ApplicationDeleted',
          data: {
            applicationId: state.applicationId,
            candidateId: state.candidateId,
            jobId: state.jobId,
            stageId: state.stageId,
            active: state.status === 'ACTIVE',
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
};
