import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import { HistoryRequestDto } from '../../applications/application-queries/list-applications.request.dto';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { JobFilterOptionsQuery, ListJobsQuery } from '../job-list/job-list.query-handler';
import { JobListRequestDto } from '../job-list/job-list.request.dto';
import { JobFilterOptionsResponseDto, JobListResponseDto } from '../job-list/job-list.response.dto';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { JobHistoryResponseDto, StageInsightResponseDto } from './job-history.response.dto';
import { GetJobQuery, JobHistoryQuery, ListJobsForPickerQuery, StageInsightsQuery } from './job-queries.query-handler';
import { JobPickerItemResponseDto, JobResponseDto } from './job.response.dto';

/** Every read of jobs. The fixed paths are declared before `:id`, which would otherwise take them. */
@JobsHttpController()
export class JobQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get('v1/list')
  @ApiOperation({ summary: 'The jobs list: one status tab a page at a time (page 1, 10 per page), with every tab’s count' })
  @ApiOkResponse({ type: JobListResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: JobListRequestDto): Promise<JobListResponseDto> {
    return this.queries.execute(new ListJobsQuery(caller, query));
  }

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get('filters')
  @ApiOperation({ summary: 'The jobs list’s filter options: what the caller’s jobs use' })
  @ApiOkResponse({ type: JobFilterOptionsResponseDto })
  filters(@CurrentCaller() caller: Caller): Promise<JobFilterOptionsResponseDto> {
    return this.queries.execute(new JobFilterOptionsQuery(caller));
  }

  /** The job picker: only the jobs the caller sees. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get('dropdown')
  @ApiOperation({ summary: 'The jobs the caller sees, for pickers' })
  @ApiOkResponse({ type: [JobPickerItemResponseDto] })
  @ApiAfterPosition()
  dropdown(@CurrentCaller() caller: Caller, @Query('afterPosition') afterPosition?: string): Promise<JobPickerItemResponseDto[]> {
    return this.queries.execute(new ListJobsForPickerQuery(caller, afterPosition));
  }

  /** 404 for a job outside the caller's sight. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id')
  @ApiOperation({ summary: 'A job: details, application form, team, stages with tasks and automations, publication' })
  @ApiOkResponse({ type: JobResponseDto })
  @ApiAfterPosition()
  get(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<JobResponseDto> {
    return this.queries.execute(new GetJobQuery(caller, id, afterPosition));
  }

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id/history')
  @ApiOperation({ summary: 'The job’s activity history, newest first, read from its stream' })
  @ApiOkResponse({ type: JobHistoryResponseDto })
  history(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query() query: HistoryRequestDto): Promise<JobHistoryResponseDto> {
    return this.queries.execute(new JobHistoryQuery(caller, id, query.page ?? 1, query.take ?? 50));
  }

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id/stage-insights')
  @ApiOperation({ summary: 'Candidates per stage: total, active, archived' })
  @ApiOkResponse({ type: [StageInsightResponseDto] })
  stageInsights(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<StageInsightResponseDto[]> {
    return this.queries.execute(new StageInsightsQuery(caller, id));
  }
}
