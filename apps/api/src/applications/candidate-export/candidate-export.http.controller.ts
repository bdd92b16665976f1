import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, OmitType } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { attachment, csvWriter } from '../../platform/csv';
import { ApplicationQueriesHttpController } from '../application-queries/application-queries.http.controller';
import type { ApplicationListItemResponseDto } from '../application-queries/application-queries.response.dto';
import { ListApplicationsRequestDto } from '../application-queries/list-applications.request.dto';

/** The candidate list's own filters (the tab, search, jobs, stages, …): the export is what the list shows, unpaged. */
export class ExportCandidatesRequestDto extends OmitType(ListApplicationsRequestDto, ['page', 'take', 'afterPosition'] as const) {}

/** Rows per read: one page of the list's query at a time, so memory stays flat however long the export. */
const PAGE_SIZE = 500;
/** At most this many rows per file: a bigger export is narrowed with the list's filters. */
export const CANDIDATE_EXPORT_MAX_ROWS = 10_000;

const COLUMNS = [
  'applicationId',
  'candidateId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'jobName',
  'stageName',
  'status',
  'archivalReason',
  'origin',
  'source',
  'ownerName',
  'appliedAt',
  'lastActivityAt',
] as const satisfies ReadonlyArray<keyof ApplicationListItemResponseDto>;

@ApiTags('exports')
@ApiBearerAuth()
@Controller('exports')
export class CandidateExportHttpController {
  /** The list's controller does the mapping of its filters: one place, however many filters it grows. */
  private readonly list: ApplicationQueriesHttpController;

  constructor(queries: QueryBus) {
    this.list = new ApplicationQueriesHttpController(queries);
  }

  /** Spec 01 §6.2: COMPANY::EXPORTS::CANDIDATE_DATA in the plan and granted to the user; rows of the jobs they see. */
  @RouteAccess({ companyPermissions: [PERMISSIONS.exportCandidateData], permissions: [PERMISSIONS.exportCandidateData] })
  @Get('candidates')
  @ApiOperation({ summary: `The candidate list with its filters as a CSV download (at most ${CANDIDATE_EXPORT_MAX_ROWS} rows; formula cells neutralised)` })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, one row per application' })
  async exportCandidates(@CurrentCaller() caller: Caller, @Query() query: ExportCandidatesRequestDto, @Res() response: Response): Promise<void> {
    // The first page is read before anything is sent, so a refusal (a bad filter) still answers with its status.
    let page = await this.list.list(caller, { ...query, page: 1, take: PAGE_SIZE } as ListApplicationsRequestDto);
    response.setHeader('Content-Disposition', attachment(`candidates-${new Date().toISOString().slice(0, 10)}.csv`));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Total-Count', String(page.total));
    response.type('text/csv; charset=utf-8');
    const csv = csvWriter(COLUMNS);
    csv.pipe(response);
    let written = 0;
    for (let number = 1; ; number += 1) {
      for (const item of page.items) {
        if (written >= CANDIDATE_EXPORT_MAX_ROWS) break;
        const row = item as unknown as Record<string, unknown>;
        // Backpressure: wait for the client before reading more.
        if (!csv.write(Object.fromEntries(COLUMNS.map((column) => [column, row[column]])))) await new Promise((resolve) => csv.once('drain', resolve));
        written += 1;
      }
      if (written >= CANDIDATE_EXPORT_MAX_ROWS || page.items.length < PAGE_SIZE || response.destroyed) break;
      page = await this.list.list(caller, { ...query, page: number + 1, take: PAGE_SIZE } as ListApplicationsRequestDto);
    }
    csv.end();
  }
}
