import type { EntityManager } from 'typeorm';
import { ApplicationCommentEntity } from './application-comment.entity';

export type CommentView = {
  id: string;
  parentCommentId: string | null;
  authorId: string;
  authorName: string;
  confidential: boolean;
  /** Null when deleted (a deleted comment is listed only while it has replies) or erased. */
  text: string | null;
  erased: boolean;
  deleted: boolean;
  mentionedUserIds: string[];
  createdAt: string;
  editedAt: string | null;
};

export type CommentThread = CommentView & { replyCount: number; replies: CommentView[] };

export type CommentPage = { items: CommentThread[]; total: number; page: number; take: number };

export const commentView = (row: ApplicationCommentEntity): CommentView => ({
  id: row.commentId,
  parentCommentId: row.parentCommentId,
  authorId: row.authorId,
  authorName: row.authorName,
  confidential: row.confidential,
  text: row.deletedAt ? null : row.text,
  erased: row.erased,
  deleted: row.deletedAt !== null,
  mentionedUserIds: row.mentionedUserIds,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});

/**
 * An application's comments, newest first, each with its replies (oldest first) and their count. Confidential
 * ones only for readers with confidential access; a deleted comment only while replies keep it in the thread.
 */
export const queryApplicationComments = async (
  manager: EntityManager,
  filter: { companyId: string; applicationId: string; canSeeConfidential: boolean; page: number; take: number },
): Promise<CommentPage> => {
  const query = manager
    .getRepository(ApplicationCommentEntity)
    .createQueryBuilder('c')
    .where('c.companyId = :companyId AND c.applicationId = :applicationId', filter);
  if (!filter.canSeeConfidential) query.andWhere('NOT c.confidential');
  const rows = await query.orderBy('c.createdAt', 'ASC').addOrderBy('c.commentId', 'ASC').getMany();
  const replies = new Map<string, CommentView[]>();
  for (const row of rows) {
    if (row.parentCommentId === null || row.deletedAt) continue;
    const list = replies.get(row.parentCommentId) ?? [];
    list.push(commentView(row));
    replies.set(row.parentCommentId, list);
  }
  const threads = rows
    .filter((row) => row.parentCommentId === null)
    .map((row) => {
      const answers = replies.get(row.commentId) ?? [];
      return { ...commentView(row), replyCount: answers.length, replies: answers };
    })
    .filter((thread) => !thread.deleted || thread.replyCount > 0)
    .reverse();
  const start = (filter.page - 1) * filter.take;
  return { items: threads.slice(start, start + filter.take), total: threads.length, page: filter.page, take: filter.take };
};
