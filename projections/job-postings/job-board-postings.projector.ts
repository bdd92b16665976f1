import { jobPostingEvents, type JobPostingEvent } from '@ats/domain/job-postings';
import { evolveJob, jobEvents, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows, storable } from '../row-fold';
import { JobBoardFeedJobEntity, JobBoardPostingEntity } from './job-board-posting.entity';

type Row = JobBoardPostingEntity;

const evolveRow = (row: Row | undefined, event: RecordedEvent & JobPostingEvent): Row | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'JobPostingRequested' || event.type === 'JobPostingConnected') {
    if (row) return undefined;
    const { postingId, jobId, board, tier, attempt } = event.data;
    const connected = event.type === 'JobPostingConnected' ? event.data.listing : null;
    return {
      postingId,
      companyId: event.metadata.companyId,
      jobId,
      board,
      tier,
      status: connected ? 'POSTED' : 'PENDING',
      attempt,
      requestedAt: at,
      postedAt: connected ? at : null,
      closedAt: null,
      closedHow: null,
      failedAt: null,
      failureReason: null,
      externalId: connected && storable(connected.externalId),
      url: connected?.url ? storable(connected.url) : null,
      applicationCount: 0,
      hireCount: 0,
      updatedAt: at,
    };
  }
  if (!row) return undefined;
  switch (event.type) {
    case 'JobPostingReposted':
      return { ...row, status: 'PENDING', attempt: event.data.attempt, requestedAt: at, closedAt: null, closedHow: null, failedAt: null, failureReason: null, updatedAt: at };
    case 'JobPostingPosted':
      return {
        ...row,
        status: 'POSTED',
        postedAt: at,
        externalId: storable(event.data.listing.externalId),
        url: event.data.listing.url && storable(event.data.listing.url),
        updatedAt: at,
      };
    case 'JobPostingFailed':
      return { ...row, status: 'FAILED', failedAt: at, failureReason: storable(event.data.reason), updatedAt: at };
    case 'JobPostingClosed':
      return { ...row, status: 'CLOSED', closedAt: at, closedHow: 'CLOSED', updatedAt: at };
    case 'JobPostingMarkedClosed':
      return { ...row, status: 'CLOSED', closedAt: at, closedHow: 'MARKED', updatedAt: at };
    default:
      return undefined;
  }
};

/** The job as the feed shows it: the domain's own fold, listed while published on the career page. */
const evolveFeedJob = (row: JobBoardFeedJobEntity | undefined, event: RecordedEvent & JobEvent): JobBoardFeedJobEntity | null | undefined => {
  if (event.type === 'JobDeleted') return row ? null : undefined;
  const job = evolveJob(row?.job ?? { exists: false }, event);
  if (!job.exists) return undefined;
  const publishedNow = event.type === 'JobPublished' || event.type === 'JobRepublished';
  return {
    jobId: job.jobId,
    companyId: row?.companyId ?? event.metadata.companyId,
    listed: job.status === 'PUBLISHED' && Boolean(job.publication?.careerPage),
    publishedAt: publishedNow ? new Date(event.metadata.occurredAt) : (row?.publishedAt ?? null),
    job: storable(job),
  };
};

/** Job board postings per job with their status (spec 02 §2.6), and what the XML job feed lists. */
export const jobBoardPostingsProjector = defineProjection<JobPostingEvent | JobEvent>({
  name: 'job-board-postings',
  canHandle: [...jobPostingEvents.types, ...jobEvents.types],
  async reset(manager) {
    await manager.query('TRUNCATE rm_job_board_postings, rm_job_board_feed_jobs');
  },
  async handle(events, manager) {
    const postings = events.filter((event): event is RecordedEvent & JobPostingEvent => jobPostingEvents.includes(event));
    const jobs = events.filter((event): event is RecordedEvent & JobEvent => jobEvents.includes(event));
    await foldIntoRows(manager, { entity: JobBoardPostingEntity, key: 'postingId', rowKey: (event) => event.data.postingId, evolve: evolveRow }, postings);
    await foldIntoRows(manager, { entity: JobBoardFeedJobEntity, key: 'jobId', rowKey: (event) => event.data.jobId, evolve: evolveFeedJob }, jobs);
  },
});
