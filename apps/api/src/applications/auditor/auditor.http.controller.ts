import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { attachment, csvWriter } from '../../platform/csv';
import { IdParam } from '../../platform/id-param';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { ApplicationAsOfQuery, ApplicationHistoryExportQuery, type HistoryExportEntry } from './auditor.query-handler';
import { ApplicationAsOfRequestDto, HistoryExportRequestDto } from './auditor.request.dto';
import { ApplicationAsOfResponseDto } from './auditor.response.dto';

const HISTORY_COLUMNS = [
  'revision',
  'occurredAt',
  'type',
  'actorKind',
  'actorId',
  'actorName',
  'cause',
  'commandId',
  'correlationId',
  'causationId',
  'summary',
] as const;

const csvRow = (entry: HistoryExportEntry): Record<(typeof HISTORY_COLUMNS)[number], unknown> => ({
  revision: entry.revision,
  occurredAt: entry.occurredAt,
  type: entry.type,
  actorKind: entry.actor.kind,
  actorId: entry.actor.id,
  actorName: entry.actor.name,
  cause: entry.cause,
  commandId: entry.commandId,
  correlationId: entry.correlationId,
  causationId: entry.causationId,
  summary: entry.summary,
});

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
  @Get(':id/history/export')
  @ApiOperation({ summary: 'The application’s whole history as a CSV or JSON download, with actor, cause and time of each event' })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({ description: 'A file: text/csv (formula cells neutralised) or application/json' })
  async exportHistory(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Query() query: HistoryExportRequestDto,
    @Res() response: Response,
  ): Promise<void> {
    const entries = await this.queries.execute(new ApplicationHistoryExportQuery(caller, id));
    const format = query.format ?? 'csv';
    response.setHeader('Content-Disposition', attachment(`application-${id}-history.${format}`));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (format === 'json') {
      response.type('application/json').send(JSON.stringify({ applicationId: id, exportedAt: new Date().toISOString(), entries }, null, 2));
      return;
    }
    response.type('text/csv; charset=utf-8');
    const csv = csvWriter(HISTORY_COLUMNS);
    csv.pipe(response);
    for (const entry of entries) csv.write(csvRow(entry));
    csv.end();
  }
}
