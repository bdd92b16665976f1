import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { ApplicationHistoryQuery, GetApplicationQuery, ListApplicationsQuery } from './application-queries.query-handler';
import {
  ApplicationHistoryResponseDto,
  ApplicationListResponseDto,
  ApplicationResponseDto,
} from './application-queries.response.dto';
import { cvSearchOf } from './cv-search.request.dto';
import { candidateListCriteriaOf } from './candidate-list-filters.request.dto';
import { CandidateListFilterOptionsQuery } from './candidate-list-filter-options.query-handler';
import { CandidateListFilterOptionsResponseDto } from './candidate-list-filters.response.dto';
import { CandidateListFilterOptionsRequestDto, HistoryRequestDto, ListApplicationsRequestDto } from './list-applications.request.dto';

/** The list's filter object from its query, as the list and its filter options read it. */
export const listFilterOf = (query: CandidateListFilterOptionsRequestDto) => ({
  jobRoleIds: query.jobRoleIds,
  stages: query.stages,
  active: query.active !== 'false',
  nameOrEmail: query.nameOrEmail,
  cvSearch: cvSearchOf(query),
  ...candidateListCriteriaOf(query),
});

@ApplicationsHttpController()
export class ApplicationQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Applications to the jobs the caller sees. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get()
  @ApiOperation({ summary: 'The candidate list: applications, filtered and paged, with the tab counts' })
  @ApiOkResponse({ type: ApplicationListResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: ListApplicationsRequestDto): Promise<ApplicationListResponseDto> {
    return this.queries.execute(
      new ListApplicationsQuery(
        caller,
        { ...listFilterOf(query), page: query.page ?? 1, take: query.take ?? 15 },
        query.afterPosition,
      ),
    );
  }

  /** Declared before ':id' so the path is not read as an application's id. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get('filters')
  @ApiOperation({ summary: 'The candidate list’s filter options, each with how many applications of the tab match it' })
  @ApiOkResponse({ type: CandidateListFilterOptionsResponseDto })
  filterOptions(
    @CurrentCaller() caller: Caller,
    @Query() query: CandidateListFilterOptionsRequestDto,
  ): Promise<CandidateListFilterOptionsResponseDto> {
    return this.queries.execute(
      new CandidateListFilterOptionsQuery(
        caller,
        listFilterOf(query),
        query.afterPosition,
      ),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id')
  @ApiOperation({ summary: 'An application: the candidate’s profile on one job, with the job’s stages' })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiAfterPosition()
  get(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Query('afterPosition') afterPosition?: string,
  ): Promise<ApplicationResponseDto> {
    return this.queries.execute(new GetApplicationQuery(caller, id, afterPosition));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/history')
  @ApiOperation({ summary: 'The application’s full history, read from its stream' })
  @ApiOkResponse({ type: ApplicationHistoryResponseDto })
  history(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query() query: HistoryRequestDto): Promise<ApplicationHistoryResponseDto> {
    return this.queries.execute(new ApplicationHistoryQuery(caller, id, query.page ?? 1, query.take ?? 50));
  }
}
