import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { describeJobEvent, JobErrors } from '@ats/domain/jobs';
import { streamId } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { careerNameOf } from '@ats/projections/jobs/career-page.query';
import { findJob, listJobsForPicker, stageCounts } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import { loadJob } from '../job-stream';
import type { JobHistoryResponseDto, StageInsightResponseDto } from './job-history.response.dto';
import type { JobPickerItemResponseDto, JobResponseDto } from './job.response.dto';

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

export class JobHistoryQuery extends Query<JobHistoryResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
    readonly page: number,
    readonly take: number,
  ) {
    super();
  }
}

export class StageInsightsQuery extends Query<StageInsightResponseDto[]> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
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
    const row = await findJob(this.dataSource.manager, caller.companyId, jobId);
    if (!row) throw JobErrors.notFound();
    this.access.assertVisible(caller, row);
    const { job } = row;
    const careerName = (await careerNameOf(this.dataSource.manager, caller.companyId)) ?? '';
    return {
      id: row.id,
      name: job.name,
      status: job.status,
      kind: job.kind,
      createdBy: job.createdBy,
      ownerId: row.ownerId,
      revision: row.revision,
      stages: job.stages,
      details: job.details,
      applicationForm: job.applicationForm,
      team: job.team,
      publication: job.publication,
      autoCloseOn: job.autoCloseOn,
      customLinks: job.customLinks,
      agencyIds: job.agencyIds,
      pipelineTemplateId: job.pipelineTemplateId,
      clonedFromJobId: job.clonedFromJobId,
      publicPath: `/careers/${encodeURIComponent(careerName)}/job/${row.id}`,
      publishedAt: row.publishedAt,
      closedAt: row.closedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
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

/** The publish page's activity history: read from the job's stream, so it is complete and never behind. */
@QueryHandler(JobHistoryQuery)
export class JobHistoryQueryHandler implements IQueryHandler<JobHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, jobId, page, take }: JobHistoryQuery): Promise<JobHistoryResponseDto> {
    const job = await loadJob(this.store, caller.companyId, jobId);
    this.access.assertVisible(caller, job);
    const events = (await this.store.readStream(streamId('job', jobId))).reverse();
    const items = events.slice((page - 1) * take, page * take).map((recorded) => ({
      revision: recorded.revision,
      type: recorded.type,
      occurredAt: recorded.metadata.occurredAt,
      actor: recorded.metadata.actor,
      ...describeJobEvent(recorded, recorded.metadata.actor),
    }));
    return { items, total: events.length, page, take };
  }
}

@QueryHandler(StageInsightsQuery)
export class StageInsightsQueryHandler implements IQueryHandler<StageInsightsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, jobId }: StageInsightsQuery): Promise<StageInsightResponseDto[]> {
    const row = await findJob(this.dataSource.manager, caller.companyId, jobId);
    if (!row) throw JobErrors.notFound();
    this.access.assertVisible(caller, row);
    const counts = new Map((await stageCounts(this.dataSource.manager, caller.companyId, jobId)).map((count) => [count.stageId, count]));
    return row.stages.map((stage) => {
      const count = counts.get(stage.id);
      return { stageId: stage.id, stageName: stage.name, total: count?.total ?? 0, active: count?.active ?? 0, archived: count?.archived ?? 0 };
    });
  }
}
