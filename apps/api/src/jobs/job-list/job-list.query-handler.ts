import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { jobFilterOptions, listJobs } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import type { JobListRequestDto } from './job-list.request.dto';
import type { JobFilterOptionsResponseDto, JobListResponseDto } from './job-list.response.dto';

export class ListJobsQuery extends Query<JobListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly request: JobListRequestDto,
  ) {
    super();
  }
}

export class JobFilterOptionsQuery extends Query<JobFilterOptionsResponseDto> {
  constructor(readonly caller: Caller) {
    super();
  }
}

/** The jobs list (spec 02 §2.2): only the jobs the caller sees, one tab a page at a time, every tab counted. */
@QueryHandler(ListJobsQuery)
export class ListJobsQueryHandler implements IQueryHandler<ListJobsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, request }: ListJobsQuery): Promise<JobListResponseDto> {
    const { page = 1, take = 10, tab = 'PUBLISHED', afterPosition, ...filters } = request;
    await this.freshness.waitFor(jobsProjector, afterPosition);
    const jobIds = await this.access.visibleJobIds(caller);
    const { items, total, counts } = await listJobs(this.dataSource.manager, caller.companyId, { jobIds, ...filters }, tab, page, take);
    return { items, total, page, take, counts };
  }
}

@QueryHandler(JobFilterOptionsQuery)
export class JobFilterOptionsQueryHandler implements IQueryHandler<JobFilterOptionsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller }: JobFilterOptionsQuery): Promise<JobFilterOptionsResponseDto> {
    return jobFilterOptions(this.dataSource.manager, caller.companyId, await this.access.visibleJobIds(caller));
  }
}
