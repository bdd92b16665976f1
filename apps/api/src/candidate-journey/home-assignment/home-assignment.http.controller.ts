import { Body, Controller, Get, HttpCode, Module, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { ApiErrorResponses } from '../../platform/openapi';
import { CandidatePath, CandidateStagePathParams, type CandidateTaskPath } from '../candidate-path-params';
import { HomeAssignmentAnswerRequestDto, HomeAssignmentResponseDto } from './home-assignment.dto';
import { HomeAssignments } from './home-assignment.service';

/**
 * The candidate's home assignment (spec 03 §2.3 `/user/assignment/...`): time guidance and brief, the start
 * confirmation that starts the clock, a saved draft, the submission. Candidate tokens only; another candidate's
 * application, a stage the application is not in, or a task that is not a home assignment is 404.
 */
@ApiTags('candidate home assignment')
@ApiBearerAuth()
@Controller('candidate-journey/assignments/:applicationId/stages/:stageId/tasks/:taskId')
export class HomeAssignmentHttpController {
  constructor(private readonly assignments: HomeAssignments) {}

  @CandidateRoute()
  @Get()
  @CandidateStagePathParams(true)
  @ApiOperation({ summary: 'The assignment: time guidance, the brief once started, the deadline, what was saved or handed in' })
  @ApiOkResponse({ type: HomeAssignmentResponseDto })
  @ApiErrorResponses()
  view(
    @CurrentCandidate() candidate: CandidateCaller,
    @CandidatePath() target: CandidateTaskPath,
  ): Promise<HomeAssignmentResponseDto> {
    return this.assignments.view(candidate, target);
  }

  @CandidateRoute()
  @Post('start')
  @HttpCode(200)
  @CandidateStagePathParams(true)
  @ApiOperation({ summary: 'Confirm the start: the deadline is now + hoursToSubmit; starting again changes nothing' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  start(
    @CurrentCandidate() candidate: CandidateCaller,
    @CandidatePath() target: CandidateTaskPath,
  ): Promise<CommandResult> {
    return this.assignments.start(candidate, target);
  }

  @CandidateRoute()
  @Put('draft')
  @CandidateStagePathParams(true)
  @ApiOperation({ summary: 'Save the link and files so far: what is submitted automatically when the time runs out' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  saveDraft(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @CandidatePath() target: CandidateTaskPath,
    @Body() body: HomeAssignmentAnswerRequestDto,
  ): Promise<CommandResult> {
    return this.assignments.saveDraft(candidate, target, commandId, body);
  }

  @CandidateRoute()
  @Post('submit')
  @HttpCode(200)
  @CandidateStagePathParams(true)
  @ApiOperation({ summary: 'Hand in a link and/or files before the deadline; once only' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  submit(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @CandidatePath() target: CandidateTaskPath,
    @Body() body: HomeAssignmentAnswerRequestDto,
  ): Promise<CommandResult> {
    return this.assignments.submit(candidate, target, commandId, body);
  }
}

/** The home assignment's candidate routes (issue 12). */
@Module({
  controllers: [HomeAssignmentHttpController],
  providers: [CandidateAccounts, HomeAssignments],
})
export class HomeAssignmentModule {}
