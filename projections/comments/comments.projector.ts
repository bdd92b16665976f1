import { commentEvents, type ApplicationDeleted, type CommentEvent } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { dropDeletedApplications } from '../deleted-applications';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { ApplicationCommentEntity } from './application-comment.entity';

type Row = ApplicationCommentEntity;

export const evolveRow = (row: Row | undefined, event: RecordedEvent & CommentEvent): Row | undefined => {
  const at = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'CommentAdded':
      return {
        commentId: event.data.commentId,
        companyId: event.metadata.companyId,
        applicationId: event.data.applicationId,
        jobId: event.data.jobId,
        candidateId: event.data.candidateId,
        parentCommentId: event.data.parentCommentId,
        authorId: event.data.authorId,
        authorName: event.data.authorName,
        confidential: event.data.confidential,
        text: event.data.personal?.text ?? null,
        erased: event.data.personal === null,
        mentionedUserIds: event.data.mentionedUserIds,
        createdAt: at,
        editedAt: null,
        deletedAt: null,
        revision: event.revision,
      };
    case 'CommentEdited':
      if (!row) return undefined;
      return {
        ...row,
        confidential: event.data.confidential,
        text: event.data.personal?.text ?? null,
        erased: event.data.personal === null,
        mentionedUserIds: event.data.mentionedUserIds,
        editedAt: at,
        revision: event.revision,
      };
    case 'CommentDeleted':
      // The row stays so a deleted comment's replies keep their place; its text goes.
      return row && { ...row, text: null, mentionedUserIds: [], deletedAt: at, revision: event.revision };
  }
};

/** The comments of each application, as the profile's comments panel lists them (rebuildable from the log). */
export const commentsProjector = defineProjection<CommentEvent | ApplicationDeleted>({
  name: 'comments',
  canHandle: [...commentEvents.types, 'ApplicationDeleted'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_application_comments');
  },
  handle: dropDeletedApplications<CommentEvent>('rm_application_comments', (events, manager) =>
    foldIntoRows(
      manager,
      { entity: ApplicationCommentEntity, key: 'commentId', rowKey: (event) => event.data.commentId, evolve: evolveRow },
      events,
    ),
  ),
});
