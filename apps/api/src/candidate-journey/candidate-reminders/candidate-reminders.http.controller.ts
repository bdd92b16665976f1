import { Body, Controller, Get, Module, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { ApiErrorResponses } from '../../platform/openapi';
import { CandidatePath, CandidateStagePathParams, type CandidateStagePath } from '../candidate-path-params';
import { CandidateReminderResponseDto, SetCandidateReminderRequestDto } from './candidate-reminders.dto';
import { CandidateReminders } from './candidate-reminders.service';

/**
 * The candidate's reminder page (spec 03 §2.3 `/reminder/role/:jobRoleId/:jobApplicationId/:stageId`, §5
 * "Reminder page"): the time picked in their time zone; the `candidate-reminder` process e-mails them then.
 */
@ApiTags('candidate reminders')
@ApiBearerAuth()
@Controller('candidate-journey/reminders/:applicationId/stages/:stageId')
export class CandidateRemindersHttpController {
  constructor(private readonly reminders: CandidateReminders) {}

  @CandidateRoute()
  @Get()
  @CandidateStagePathParams(false)
  @ApiOperation({ summary: 'The reminder set for this application’s stage, if any, as the candidate’s wall-clock time' })
  @ApiOkResponse({ type: CandidateReminderResponseDto })
  @ApiErrorResponses()
  view(
    @CurrentCandidate() candidate: CandidateCaller,
    @CandidatePath() { applicationId, stageId }: CandidateStagePath,
  ): Promise<CandidateReminderResponseDto> {
    return this.reminders.view(candidate, applicationId, stageId);
  }

  @CandidateRoute()
  @Put()
  @CandidateStagePathParams(false)
  @ApiOperation({ summary: "Set or move the reminder: a future time in the candidate's time zone ('The reminder date field is required')" })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  set(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @CandidatePath() { applicationId, stageId }: CandidateStagePath,
    @Body() body: SetCandidateReminderRequestDto,
  ): Promise<CommandResult> {
    return this.reminders.set(candidate, applicationId, stageId, commandId, body);
  }
}

/** The candidate's reminder routes (issue 12). */
@Module({
  controllers: [CandidateRemindersHttpController],
  providers: [CandidateAccounts, CandidateReminders],
})
export class CandidateRemindersModule {}
