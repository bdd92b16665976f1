import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { GetJobQuery, ListJobsForPickerQuery } from './job-queries.query-handler';
import { JobPickerItemResponseDto, JobResponseDto } from './job-queries.response.dto';

@JobsHttpController()
export class JobQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The job picker: only the jobs the caller sees. Declared before `:id`, which would otherwise take the path. */
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
  @ApiOperation({ summary: 'A job with its stages' })
  @ApiOkResponse({ type: JobResponseDto })
  @ApiAfterPosition()
  get(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<JobResponseDto> {
    return this.queries.execute(new GetJobQuery(caller, id, afterPosition));
  }
}
