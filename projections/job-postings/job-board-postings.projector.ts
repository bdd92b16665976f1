import { jobBoardOfSource } from '@ats/domain/apply-portal/source-attribution';
import type { ApplicationMovedToStage, CandidateAddedToJob } from '@ats/domain/applications';
import { jobPostingEvents, type JobPostingEvent } from '@ats/domain/job-postings';
import { evolveJob, jobEvents, type ExistingJobState, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import type { EntityManager } from 'typeorm';
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

type SourcedApplicationEvent = CandidateAddedToJob | ApplicationMovedToStage;
const SOURCED_APPLICATION_TYPES: ReadonlyArray<SourcedApplicationEvent['type']> = ['CandidateAddedToJob', 'ApplicationMovedToStage'];

/** The job's latest posting on a board: the one an application through that board counts towards. */
const LATEST_POSTING = `posting_id = (SELECT posting_id FROM rm_job_board_postings WHERE job_id = $1 AND board = $2 ORDER BY requested_at DESC LIMIT 1)`;

/**
 * Applications and hires through a board (spec 02 §2.6): an application whose source names a job board (the
 * apply portal records it from the board's link) counts on the job's posting there, and counts as a hire when
 * it enters the job's Hired stage. Whose source it was is kept per application, so a hire finds its board.
 */
const countThroughBoards = async (manager: EntityManager, events: ReadonlyArray<RecordedEvent & SourcedApplicationEvent>) => {
  for (const event of events) {
    if (event.type === 'CandidateAddedToJob') {
      const board = jobBoardOfSource(event.data.source);
      if (!board) continue;
      await manager.query(
        `INSERT INTO rm_job_board_applications (application_id, job_id, board) VALUES ($1, $2, $3) ON CONFLICT (application_id) DO NOTHING`,
        [event.data.applicationId, event.data.jobId, board],
      );
      await manager.query(`UPDATE rm_job_board_postings SET application_count = application_count + 1 WHERE ${LATEST_POSTING}`, [event.data.jobId, board]);
      continue;
    }
    const [through] = (await manager.query(`SELECT board, hired FROM rm_job_board_applications WHERE application_id = $1`, [event.data.applicationId])) as Array<{
      board: string;
      hired: boolean;
    }>;
    if (!through || through.hired) continue;
    const [feedJob] = (await manager.query(`SELECT job FROM rm_job_board_feed_jobs WHERE job_id = $1`, [event.data.jobId])) as Array<{ job: ExistingJobState }>;
    const hiredStage = feedJob?.job.stages.find((stage) => stage.kind === 'HIRED');
    if (!hiredStage || hiredStage.id !== event.data.toStageId) continue;
    await manager.query(`UPDATE rm_job_board_applications SET hired = true WHERE application_id = $1`, [event.data.applicationId]);
    await manager.query(`UPDATE rm_job_board_postings SET hire_count = hire_count + 1 WHERE ${LATEST_POSTING}`, [event.data.jobId, through.board]);
  }
};

/** Job board postings per job with their status (spec 02 §2.6), and what the XML job feed lists. */
export const jobBoardPostingsProjector = defineProjection<JobPostingEvent | JobEvent | SourcedApplicationEvent>({
  name: 'job-board-postings',
  canHandle: [...jobPostingEvents.types, ...jobEvents.types, ...SOURCED_APPLICATION_TYPES],
  async reset(manager) {
    await manager.query('TRUNCATE rm_job_board_postings, rm_job_board_feed_jobs, rm_job_board_applications');
  },
  async handle(events, manager) {
    const postings = events.filter((event): event is RecordedEvent & JobPostingEvent => jobPostingEvents.includes(event));
    const jobs = events.filter((event): event is RecordedEvent & JobEvent => jobEvents.includes(event));
    await foldIntoRows(manager, { entity: JobBoardPostingEntity, key: 'postingId', rowKey: (event) => event.data.postingId, evolve: evolveRow }, postings);
    await foldIntoRows(manager, { entity: JobBoardFeedJobEntity, key: 'jobId', rowKey: (event) => event.data.jobId, evolve: evolveFeedJob }, jobs);
    // After the postings: an application in the same batch as its board's posting counts on it.
    await countThroughBoards(
      manager,
      events.filter((event): event is RecordedEvent & SourcedApplicationEvent => (SOURCED_APPLICATION_TYPES as readonly string[]).includes(event.type)),
    );
  },
});
