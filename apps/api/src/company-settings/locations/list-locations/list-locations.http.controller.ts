import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { LocationsHttpController } from '../../company-settings.http-controller.decorator';
import { ListLocationsQuery } from './list-locations.query-handler';
import { LocationResponseDto } from './location.response.dto';

@LocationsHttpController()
export class ListLocationsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** For the settings and for the job editor's location picker. */
  @RouteAccess({
    permissions: [SETTINGS_PERMISSIONS.locationList, SETTINGS_PERMISSIONS.jobsAdd, SETTINGS_PERMISSIONS.jobsEdit],
  })
  @Get()
  @ApiOperation({ summary: 'The company’s locations, by name, with their jobs count' })
  @ApiOkResponse({ type: [LocationResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<LocationResponseDto[]> {
    return this.queries.execute(new ListLocationsQuery(caller.companyId));
  }
}
