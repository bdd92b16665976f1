import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import { ApplicationsHttpController } from '../../applications/applications.http-controller.decorator';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { CandidateAnswersQuery } from './candidate-answers.handlers';
import { CandidateAnswersResponseDto } from './candidate-answers.response.dto';

@ApplicationsHttpController()
export class CandidateAnswersHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/candidate-answers')
  @ApiOperation({ summary: 'The candidate’s answers to the tasks of every stage (02 §2.13 ‘Candidate answers’); confidential answers only with confidential access' })
  @ApiOkResponse({ type: CandidateAnswersResponseDto })
  @ApiAfterPosition()
  answers(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<CandidateAnswersResponseDto> {
    return this.queries.execute(new CandidateAnswersQuery(caller, id, afterPosition));
  }
}
