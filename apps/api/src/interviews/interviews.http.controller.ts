import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { actorOf, type Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import { ApiAfterPosition } from '../platform/read-model-freshness';
import { InterviewActionCommand, type InterviewAction } from './commands/interview-actions.command-handler';
import { ScheduleInterviewCommand } from './commands/schedule-interview.command';
import { ApplicationInterviewsQuery, InterviewDashboardQuery, InterviewDetailsQuery, InterviewFeedbackQuery } from './queries/interview-queries.query-handler';
import {
  CancelInterviewRequestDto,
  ChangeInterviewRequestDto,
  InterviewDashboardRequestDto,
  NoShowRequestDto,
  ScheduleInterviewRequestDto,
  SubmitFeedbackRequestDto,
} from './interview.request.dto';
import { InterviewFeedbackListResponseDto, InterviewListResponseDto, InterviewResponseDto } from './interview.response.dto';

/** Spec 03 §2.1: scheduling needs the company permission COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*. */
export const INTERVIEW_SCHEDULING = 'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING::*';
const SCHEDULERS = { companyPermissions: [INTERVIEW_SCHEDULING], permissions: [INTERVIEW_SCHEDULING] };
/** Reading interviews and giving feedback: the interviewers' and the hiring team's (candidate profiles). */
const READERS = { permissions: [PERMISSIONS.candidatesProfilesView, PERMISSIONS.viewAndSubmitScores] };
const SCORERS = { permissions: [PERMISSIONS.viewAndSubmitScores] };

export class ScheduledInterviewResponseDto extends CommandResultDto {}

const endOf = (startsAt: string, minutes: number) => new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

/** Interviews (spec 03 §2.1, "Interview"): resources at /interviews (generic pattern). */
@ApiTags('interviews')
@ApiBearerAuth()
@Controller('interviews')
export class InterviewsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private act(caller: Caller, commandId: string, id: string, action: InterviewAction): Promise<CommandResult> {
    return this.commands.execute(new InterviewActionCommand(caller, commandId, id, action));
  }

  @RouteAccess(SCHEDULERS)
  @Post()
  @ApiOperation({ summary: 'Schedule an interview for an application: the invitation is e-mailed and put in the team’s calendars' })
  @ApiCreatedResponse({ type: ScheduledInterviewResponseDto })
  @ApiErrorResponses(409)
  async schedule(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: ScheduleInterviewRequestDto): Promise<CommandResult> {
    const { interviewId: _id, ...result } = await this.commands.execute(
      new ScheduleInterviewCommand({
        companyId: caller.companyId,
        actor: actorOf(caller),
        caller,
        commandId,
        applicationId: body.applicationId,
        title: body.title,
        location: body.location,
        description: body.description ?? null,
        organizerId: body.organizerId,
        interviewerIds: body.interviewerIds,
        fixedAttendees: (body.fixedAttendees ?? []).map((attendee) => ({ email: attendee.email, name: attendee.name ?? null })),
        slot: { startsAt: new Date(body.startsAt).toISOString(), endsAt: endOf(body.startsAt, body.durationMinutes), timeZone: body.timeZone },
        durationMinutes: body.durationMinutes,
        meetingType: body.meetingType,
        feedbackTemplateId: body.feedbackTemplateId ?? null,
        bookingLinkId: null,
      }),
    );
    return result;
  }

  @RouteAccess(READERS)
  @Get()
  @ApiOperation({ summary: 'The interviews dashboard: all, mine or my pending feedback; upcoming or completed' })
  @ApiOkResponse({ type: InterviewListResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: InterviewDashboardRequestDto): Promise<InterviewListResponseDto> {
    return this.queries.execute(
      new InterviewDashboardQuery(caller, { view: query.view ?? 'ALL', when: query.when ?? 'UPCOMING', page: query.page ?? 1, take: query.take ?? 20 }, query.afterPosition),
    );
  }

  @RouteAccess(READERS)
  @Get(':id')
  @ApiOperation({ summary: 'An interview (its brief): for its interviewers and readers of the candidate’s profile' })
  @ApiOkResponse({ type: InterviewResponseDto })
  details(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<InterviewResponseDto> {
    return this.queries.execute(new InterviewDetailsQuery(caller, id));
  }

  @RouteAccess(SCHEDULERS)
  @Put(':id')
  @ApiOperation({ summary: 'Reschedule the interview or change its interviewers: the invitation is updated (same UID, higher SEQUENCE)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  change(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: ChangeInterviewRequestDto) {
    const moved = body.startsAt !== undefined;
    const minutes = body.durationMinutes ?? null;
    return this.queries
      .execute<InterviewDetailsQuery, InterviewResponseDto>(new InterviewDetailsQuery(caller, id))
      .then((current) => {
        const startsAt = moved ? new Date(body.startsAt!).toISOString() : current.startsAt;
        const duration = minutes ?? current.durationMinutes;
        const slotChanged = moved || minutes !== null;
        return this.act(caller, commandId, id, {
          kind: 'change',
          slot: slotChanged ? { startsAt, endsAt: endOf(startsAt, duration), timeZone: body.timeZone ?? current.timeZone } : null,
          durationMinutes: slotChanged ? duration : null,
          interviewerIds: body.interviewerIds ?? null,
        });
      });
  }

  @RouteAccess(SCHEDULERS)
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the interview: a METHOD:CANCEL invitation of the same UID goes to everyone invited' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  cancel(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: CancelInterviewRequestDto) {
    return this.act(caller, commandId, id, { kind: 'cancel', reason: body.reason ?? null });
  }

  @RouteAccess(SCHEDULERS)
  @Post(':id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the interview completed' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  complete(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string) {
    return this.act(caller, commandId, id, { kind: 'complete' });
  }

  @RouteAccess(READERS)
  @Put(':id/no-show')
  @ApiOperation({ summary: 'Mark or unmark the candidate as a no-show: refused once another interviewer has submitted feedback' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  noShow(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: NoShowRequestDto) {
    return this.act(caller, commandId, id, { kind: 'no-show', noShow: body.noShow });
  }

  @RouteAccess(SCORERS)
  @Post(':id/feedback')
  @ApiOperation({ summary: 'Submit the caller’s feedback (scorecard) as one of the interview’s interviewers' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  submitFeedback(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: SubmitFeedbackRequestDto) {
    return this.act(caller, commandId, id, {
      kind: 'feedback',
      scores: (body.scores ?? []).map((score) => ({ skillId: score.skillId, score: score.score ?? null, notes: score.notes ?? null })),
      notes: body.notes ?? null,
      confidentialNotes: body.confidentialNotes ?? null,
      proceedToNextStage: body.proceedToNextStage,
    });
  }

  @RouteAccess(READERS)
  @Get(':id/feedback')
  @ApiOperation({ summary: "The interview's feedback: an interviewer sees the others' only after submitting their own; confidential notes to admins and their author" })
  @ApiOkResponse({ type: InterviewFeedbackListResponseDto })
  feedback(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<InterviewFeedbackListResponseDto> {
    return this.queries.execute(new InterviewFeedbackQuery(caller, id));
  }
}

/** The interviews of one application (the profile's Interviews & comments tab). */
@ApiTags('interviews')
@ApiBearerAuth()
@Controller('job-applications')
export class ApplicationInterviewsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess(READERS)
  @Get(':id/interviews')
  @ApiOperation({ summary: 'The application’s interviews, latest first, cancelled ones included' })
  @ApiAfterPosition()
  @ApiOkResponse({ type: InterviewListResponseDto })
  list(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<InterviewListResponseDto> {
    return this.queries.execute(new ApplicationInterviewsQuery(caller, id, afterPosition));
  }
}
