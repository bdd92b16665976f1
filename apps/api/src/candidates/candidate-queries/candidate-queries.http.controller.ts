import { Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { ApplicationsHttpController } from '../../applications/applications.http-controller.decorator';
import { CandidateDuplicateQueryDto } from './candidate-queries.request.dto';
import { FindCandidateDuplicateQuery, GetCandidateProfileQuery } from './candidate-queries.query-handler';
import { CandidateDuplicateResponseDto, CandidateProfileResponseDto } from './candidate-queries.response.dto';

/**
 * The candidate behind an application and the add form's duplicate check. Registered before the
 * applications' module: Express matches in order, and GET /job-applications/:id would take 'duplicates'.
 */
@ApplicationsHttpController()
export class CandidateQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Who may add candidates (spec 02 §6.3) may ask whether one exists. */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Get('duplicates')
  @ApiOperation({ summary: 'Whether a candidate of the company already holds this email, and their applications count' })
  @ApiOkResponse({ type: CandidateDuplicateResponseDto })
  duplicates(@CurrentCaller() caller: Caller, @QueryParam() query: CandidateDuplicateQueryDto): Promise<CandidateDuplicateResponseDto> {
    return this.queries.execute(new FindCandidateDuplicateQuery(caller, query.email));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/candidate')
  @ApiOperation({ summary: 'The candidate behind the application: emails, phones, links, referred / sourced by, demographics, applications' })
  @ApiAfterPosition()
  @ApiOkResponse({ type: CandidateProfileResponseDto })
  candidate(@CurrentCaller() caller: Caller, @IdParam() id: string, @QueryParam('afterPosition') afterPosition?: string): Promise<CandidateProfileResponseDto> {
    return this.queries.execute(new GetCandidateProfileQuery(caller, id, afterPosition));
  }
}
