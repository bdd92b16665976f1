import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { JobBoardPostingsHttpController } from '../job-board-postings.http-controller.decorator';
import { JobBoardPostingsQuery } from './job-board-posting-queries.query-handler';
import { JobBoardPostingResponseDto } from './job-board-posting-queries.response.dto';

@JobBoardPostingsHttpController('company-roles')
export class JobBoardPostingQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** 404 for a job outside the caller's sight (another company's included). */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id/job-board-postings')
  @ApiOperation({ summary: 'The job’s job board postings, oldest first: board, tier, status, published date, counts' })
  @ApiOkResponse({ type: [JobBoardPostingResponseDto] })
  @ApiAfterPosition()
  list(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<JobBoardPostingResponseDto[]> {
    return this.queries.execute(new JobBoardPostingsQuery(caller, id, afterPosition));
  }
}
