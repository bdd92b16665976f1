import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JobBoardId, JobPostingStatus, PostingTier } from '@ats/domain/job-postings';
import type { ExistingJobState } from '@ats/domain/jobs';

/** One job board posting of a job (spec 02 §2.6: board, published date, application count, hire count). */
@Entity({ name: 'rm_job_board_postings' })
@Index(['jobId'])
@Index(['companyId', 'board', 'status'])
export class JobBoardPostingEntity {
  @PrimaryColumn('uuid', { name: 'posting_id' }) postingId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text') board!: JobBoardId;
  @Column('text') tier!: PostingTier;
  @Column('text') status!: JobPostingStatus;
  @Column('int') attempt!: number;
  @Column('timestamptz', { name: 'requested_at' }) requestedAt!: Date;
  @Column('timestamptz', { name: 'posted_at', nullable: true }) postedAt!: Date | null;
  @Column('timestamptz', { name: 'closed_at', nullable: true }) closedAt!: Date | null;
  /** CLOSED from here, or MARKED: the board closed it and someone said so. */
  @Column('text', { name: 'closed_how', nullable: true }) closedHow!: 'CLOSED' | 'MARKED' | null;
  @Column('timestamptz', { name: 'failed_at', nullable: true }) failedAt!: Date | null;
  @Column('text', { name: 'failure_reason', nullable: true }) failureReason!: string | null;
  @Column('text', { name: 'external_id', nullable: true }) externalId!: string | null;
  @Column('text', { nullable: true }) url!: string | null;
  /** Applications and hires through the board: 0 until applications record their source board. */
  @Column('int', { name: 'application_count', default: 0 }) applicationCount!: number;
  @Column('int', { name: 'hire_count', default: 0 }) hireCount!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/**
 * What the XML feed shows of a job, folded from the job's own events (the feed does not lean on the jobs
 * list's read model): listed while the job is published on the career page.
 */
@Entity({ name: 'rm_job_board_feed_jobs' })
export class JobBoardFeedJobEntity {
  @PrimaryColumn('uuid', { name: 'job_id' }) jobId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('boolean') listed!: boolean;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('jsonb') job!: ExistingJobState;
}
