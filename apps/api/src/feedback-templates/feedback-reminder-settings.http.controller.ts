import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FEEDBACK_REMINDER_CADENCE_DAYS, FEEDBACK_TEMPLATE_PERMISSIONS as P, feedbackReminderCadenceRule } from '@ats/domain/feedback-templates';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { Rule } from '../platform/rule.decorator';
import { SetFeedbackReminderCadenceCommand } from './feedback-template.commands';
import { FeedbackReminderCadenceQuery } from './feedback-template.queries';

export class FeedbackReminderSettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: FEEDBACK_REMINDER_CADENCE_DAYS.min,
    maximum: FEEDBACK_REMINDER_CADENCE_DAYS.max,
    description: 'After the first reminder 24 hours past the interview, one every this many days until the feedback is in',
  })
  @Rule(feedbackReminderCadenceRule)
  cadenceDays!: number;
}

/**
 * The company's pending-feedback reminder cadence (spec 03 §8: the first reminder 24 hours after the interview;
 * then every N days, 1 unless set), read by the reminder workflow's activity before each reminder.
 */
@ApiTags('interview feedback templates')
@ApiBearerAuth()
@Controller('feedback-reminder-settings')
export class FeedbackReminderSettingsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [P.list, P.edit] })
  @Get()
  @ApiOperation({ summary: 'How often interviewers are reminded of pending feedback, in days' })
  @ApiOkResponse({ type: FeedbackReminderSettingsDto })
  async get(@CurrentCaller() caller: Caller): Promise<FeedbackReminderSettingsDto> {
    return { cadenceDays: await this.queries.execute(new FeedbackReminderCadenceQuery(caller.companyId)) };
  }

  @RouteAccess({ permissions: [P.edit] })
  @Put()
  @ApiOperation({ summary: 'Set how often interviewers are reminded of pending feedback, in days (audited)' })
  @ApiOkResponse({ type: FeedbackReminderSettingsDto })
  async set(@CurrentCaller() caller: Caller, @Body() body: FeedbackReminderSettingsDto): Promise<FeedbackReminderSettingsDto> {
    return { cadenceDays: await this.commands.execute(new SetFeedbackReminderCadenceCommand(caller, body.cadenceDays)) };
  }
}
