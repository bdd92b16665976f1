import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { HistoryExportRequestDto, HistoryExportRoute, sendHistoryExport } from '../../platform/history-export';
import { IdParam } from '../../platform/id-param';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { ApplicationAsOfQuery, ApplicationHistoryExportQuery } from './auditor.query-handler';
import { ApplicationAsOfRequestDto } from './auditor.request.dto';
import { ApplicationAsOfResponseDto } from './auditor.response.dto';

/** The auditor's view: the profile as it stood at a moment, and the whole history as a file. */
@ApplicationsHttpController()
export class AuditorHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/as-of')
  @ApiOperation({ summary: 'The application’s profile as of a moment: its stream folded up to then (stage, status, owner, contact, comments, files)' })
  @ApiOkResponse({ type: ApplicationAsOfResponseDto })
  asOf(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query() query: ApplicationAsOfRequestDto): Promise<ApplicationAsOfResponseDto> {
    return this.queries.execute(new ApplicationAsOfQuery(caller, id, new Date(query.asOf)));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @HistoryExportRoute("The application’s")
  async exportHistory(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Query() query: HistoryExportRequestDto,
    @Res() response: Response,
  ): Promise<void> {
    const entries = await this.queries.execute(new ApplicationHistoryExportQuery(caller, id));
    sendHistoryExport(response, { fileStem: `application-${id}`, subject: { applicationId: id }, entries, format: query.format });
  }
}
