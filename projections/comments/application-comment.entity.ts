import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per comment or reply on an application (spec 02 §3.8), kept from the application's comment events.
 * `text` is null once the comment is deleted, and when the candidate's personal data was erased.
 */
@Entity({ name: 'rm_application_comments' })
export class ApplicationCommentEntity {
  @PrimaryColumn('uuid', { name: 'comment_id' }) commentId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  /** Kept so erasing a candidate can find their comments' text. */
  @Column('uuid', { name: 'candidate_id' }) candidateId!: string;
  @Column('uuid', { name: 'parent_comment_id', nullable: true }) parentCommentId!: string | null;
  @Column('uuid', { name: 'author_id' }) authorId!: string;
  @Column('text', { name: 'author_name' }) authorName!: string;
  @Column('boolean') confidential!: boolean;
  @Column('text', { nullable: true }) text!: string | null;
  @Column('boolean') erased!: boolean;
  @Column('jsonb', { name: 'mentioned_user_ids' }) mentionedUserIds!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'edited_at', nullable: true }) editedAt!: Date | null;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  /** The application stream's revision this row last reflects. */
  @Column('int') revision!: number;
}
