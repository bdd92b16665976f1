import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { ApiAfterPosition } from '@ats/api/platform/read-model-freshness';
import { AGENCIES_PLAN, AgenciesHttpController } from '../agencies.http-controller.decorator';
import { AgencyResponseDto } from '../agency.response.dto';
import { GetAgencyQuery, ListAgenciesQuery } from './list-agencies.query-handler';

@AgenciesHttpController()
export class ListAgenciesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ companyPermissions: AGENCIES_PLAN, permissions: [SETTINGS_PERMISSIONS.agencyList] })
  @Get()
  @ApiOperation({ summary: 'The company’s agencies, by name, with their assigned jobs and portal link' })
  @ApiOkResponse({ type: [AgencyResponseDto] })
  @ApiAfterPosition()
  list(@CurrentCaller() caller: Caller, @Query('afterPosition') afterPosition?: string): Promise<AgencyResponseDto[]> {
    return this.queries.execute(new ListAgenciesQuery(caller.companyId, afterPosition));
  }

  @RouteAccess({ companyPermissions: AGENCIES_PLAN, permissions: [SETTINGS_PERMISSIONS.agencyList] })
  @Get(':id')
  @ApiOperation({ summary: 'One agency of the company' })
  @ApiOkResponse({ type: AgencyResponseDto })
  @ApiErrorResponses()
  @ApiAfterPosition()
  get(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<AgencyResponseDto> {
    return this.queries.execute(new GetAgencyQuery(caller.companyId, id, afterPosition));
  }
}
