import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { JOB_BOARDS, pendingPostingMessage } from '@ats/domain/job-postings';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { jobBoardPostingsProjector } from '@ats/projections/job-postings/job-board-postings.projector';
import { postingsOfJob, type JobBoardPostingRow } from '@ats/projections/job-postings/job-board-postings.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { loadJob } from '../../jobs/job-stream';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import type { JobBoardPostingResponseDto } from './job-board-posting-queries.response.dto';

export class JobBoardPostingsQuery extends Query<JobBoardPostingResponseDto[]> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

const statusMessage = (row: JobBoardPostingRow): string | null =>
  row.status === 'PENDING' ? pendingPostingMessage(row.board) : row.status === 'FAILED' ? row.failureReason : null;

export const postingResponse = (row: JobBoardPostingRow): JobBoardPostingResponseDto => ({
  id: row.postingId,
  jobId: row.jobId,
  board: row.board,
  boardName: JOB_BOARDS[row.board]?.name ?? row.board,
  tier: row.tier,
  status: row.status,
  statusMessage: statusMessage(row),
  closedHow: row.closedHow,
  attempt: row.attempt,
  requestedAt: row.requestedAt,
  postedAt: row.postedAt,
  closedAt: row.closedAt,
  failedAt: row.failedAt,
  url: row.url,
  applicationCount: row.applicationCount,
  hireCount: row.hireCount,
});

@QueryHandler(JobBoardPostingsQuery)
export class JobBoardPostingsQueryHandler implements IQueryHandler<JobBoardPostingsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, jobId, afterPosition }: JobBoardPostingsQuery): Promise<JobBoardPostingResponseDto[]> {
    const job = await loadJob(this.store, caller.companyId, jobId);
    this.access.assertPermitted(caller, job, PERMISSIONS.jobsList);
    await this.freshness.waitFor(jobBoardPostingsProjector, afterPosition);
    return (await postingsOfJob(this.dataSource.manager, caller.companyId, jobId)).map(postingResponse);
  }
}
