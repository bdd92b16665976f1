import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobErrors } from '@ats/domain/jobs';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { findJob, listJobsForPicker } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import type { JobPickerItemResponseDto, JobResponseDto } from './job-queries.response.dto';

export class GetJobQuery extends Query<JobResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export class ListJobsForPickerQuery extends Query<JobPickerItemResponseDto[]> {
  constructor(
    readonly caller: Caller,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

@QueryHandler(GetJobQuery)
export class GetJobQueryHandler implements IQueryHandler<GetJobQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, jobId, afterPosition }: GetJobQuery): Promise<JobResponseDto> {
    await this.freshness.waitFor(jobsProjector, afterPosition);
    const job = await findJob(this.dataSource.manager, caller.companyId, jobId);
    if (!job) throw JobErrors.notFound();
    this.access.assertVisible(caller, job);
    const { id, name, status, ownerId, revision, stages } = job;
    return { id, name, status, ownerId, revision, stages };
  }
}

@QueryHandler(ListJobsForPickerQuery)
export class ListJobsForPickerQueryHandler implements IQueryHandler<ListJobsForPickerQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  /** Only the jobs the caller sees. */
  async execute({ caller, afterPosition }: ListJobsForPickerQuery): Promise<JobPickerItemResponseDto[]> {
    await this.freshness.waitFor(jobsProjector, afterPosition);
    return listJobsForPicker(this.dataSource.manager, caller.companyId, await this.access.visibleJobIds(caller));
  }
}
