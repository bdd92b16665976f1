import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AVAILABILITY_ROLES, BOOKING_PERMISSIONS as P } from '@ats/domain/interview-availability';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { Public } from '../identity/public.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { CommandId } from '../platform/command-id';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import {
  AddAvailabilityCommand,
  AddBookingLinkCommand,
  DeleteBookingLinkCommand,
  EditAvailabilityCommand,
  EditBookingLinkCommand,
  SendBookingInviteCommand,
} from './interview-booking.commands';
import { AvailabilityQuery, BookingLinkQuery, ListAvailabilitiesQuery, ListBookingLinksQuery } from './interview-booking.queries';
import { AvailabilityRequestDto, BookingInviteRequestDto, BookingLinkRequestDto, BookSlotRequestDto, BulkScheduleInterviewRequestDto } from './interview-booking.request.dto';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { BulkActionsHttpController } from '../bulk-actions/bulk-actions.http-controller.decorator';
import { RequestBulkActionCommand } from '../bulk-actions/request-bulk-action/request-bulk-action.command-handler';
import { CommandResultDto } from '../platform/command-result.dto';
import {
  AvailabilityResponseDto,
  BookedSlotResponseDto,
  BookingIdResponseDto,
  BookingInviteResponseDto,
  BookingLinkResponseDto,
  BookingPageResponseDto,
} from './interview-booking.response.dto';
import { InterviewBookingService, MAX_BOOKING_TOKEN_LENGTH } from './interview-booking.service';

/** Gated by the plan's self-scheduling feature (spec 03 §6: 'Interview availability needs self-scheduling'). */
const SELF_SCHEDULING = [P.selfScheduling];
const onlyOwn = (caller: Caller) => (caller.role === 'COMPANY_ADMIN' ? null : caller.userId);

/**
 * Interview availability (spec 03 "Interview availability"): each user sets their own; an admin sets any team
 * member's. The interviewer is fixed once set.
 */
@ApiTags('interview availability')
@ApiBearerAuth()
@Controller('interview-availabilities')
export class InterviewAvailabilityHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ roles: AVAILABILITY_ROLES, companyPermissions: SELF_SCHEDULING })
  @Get()
  @ApiOperation({ summary: 'Interview availabilities: the caller’s own, or every interviewer’s for an admin' })
  @ApiOkResponse({ type: [AvailabilityResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<AvailabilityResponseDto[]> {
    return this.queries.execute(new ListAvailabilitiesQuery(caller.companyId, onlyOwn(caller)));
  }

  @RouteAccess({ roles: AVAILABILITY_ROLES, companyPermissions: SELF_SCHEDULING })
  @Get(':id')
  @ApiOperation({ summary: 'One interview availability' })
  @ApiOkResponse({ type: AvailabilityResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<AvailabilityResponseDto> {
    return this.queries.execute(new AvailabilityQuery(caller.companyId, id, onlyOwn(caller)));
  }

  @RouteAccess({ roles: AVAILABILITY_ROLES, companyPermissions: SELF_SCHEDULING })
  @Post()
  @ApiOperation({ summary: 'Set an interviewer’s availability (one per interviewer)' })
  @ApiCreatedResponse({ type: BookingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: AvailabilityRequestDto): Promise<BookingIdResponseDto> {
    return this.commands.execute(new AddAvailabilityCommand(caller, { ...body, bookingWindowDays: body.bookingWindowDays ?? null, maxInterviewsPerDay: body.maxInterviewsPerDay ?? null }));
  }

  @RouteAccess({ roles: AVAILABILITY_ROLES, companyPermissions: SELF_SCHEDULING })
  @Put(':id')
  @ApiOperation({ summary: 'Change an availability; its interviewer cannot be changed' })
  @ApiOkResponse({ type: BookingIdResponseDto })
  edit(@CurrentCaller() caller: Caller, @IdParam() id: string, @Body() body: AvailabilityRequestDto): Promise<BookingIdResponseDto> {
    return this.commands.execute(
      new EditAvailabilityCommand(caller, id, { ...body, bookingWindowDays: body.bookingWindowDays ?? null, maxInterviewsPerDay: body.maxInterviewsPerDay ?? null }),
    );
  }
}

/** Interview booking links (spec 03 "Interview booking link", §5 "Booking link form", §6 "Booking links"). */
@ApiTags('interview booking links')
@ApiBearerAuth()
@Controller('interview-booking-links')
export class InterviewBookingLinksHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Read by the settings and by the self-scheduling page's link picker. */
  @RouteAccess({ permissions: [P.linkList, P.selfScheduling], companyPermissions: SELF_SCHEDULING })
  @Get()
  @ApiOperation({ summary: 'The company’s booking links by name' })
  @ApiOkResponse({ type: [BookingLinkResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<BookingLinkResponseDto[]> {
    return this.queries.execute(new ListBookingLinksQuery(caller.companyId));
  }

  @RouteAccess({ permissions: [P.linkList, P.linkEdit, P.selfScheduling], companyPermissions: SELF_SCHEDULING })
  @Get(':id')
  @ApiOperation({ summary: 'One booking link' })
  @ApiOkResponse({ type: BookingLinkResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<BookingLinkResponseDto> {
    return this.queries.execute(new BookingLinkQuery(caller.companyId, id));
  }

  @RouteAccess({ permissions: [P.linkAdd], companyPermissions: SELF_SCHEDULING })
  @Post()
  @ApiOperation({ summary: 'Add a booking link; every interviewer must have integrated their calendar' })
  @ApiCreatedResponse({ type: BookingIdResponseDto })
  add(@CurrentCaller() caller: Caller, @Body() body: BookingLinkRequestDto): Promise<BookingIdResponseDto> {
    return this.commands.execute(new AddBookingLinkCommand(caller, body));
  }

  @RouteAccess({ permissions: [P.linkEdit], companyPermissions: SELF_SCHEDULING })
  @Put(':id')
  @ApiOperation({ summary: 'Replace a booking link' })
  @ApiOkResponse({ type: BookingIdResponseDto })
  edit(@CurrentCaller() caller: Caller, @IdParam() id: string, @Body() body: BookingLinkRequestDto): Promise<BookingIdResponseDto> {
    return this.commands.execute(new EditBookingLinkCommand(caller, id, body));
  }

  @RouteAccess({ permissions: [P.linkDelete], companyPermissions: SELF_SCHEDULING })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a booking link; invites already sent with it become stale' })
  @ApiOkResponse({ type: BookingIdResponseDto })
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<BookingIdResponseDto> {
    return this.commands.execute(new DeleteBookingLinkCommand(caller, id));
  }
}

/** Self-scheduling (spec 03 §2.1): the recruiter e-mails the candidate a signed booking link. */
@ApiTags('interview booking links')
@ApiBearerAuth()
@Controller('interview-booking-invites')
export class InterviewBookingInvitesHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [P.selfScheduling], companyPermissions: SELF_SCHEDULING })
  @Post()
  @ApiOperation({ summary: 'E-mail the candidate a signed, expiring booking link ({{bookingLink}} in the body)' })
  @ApiCreatedResponse({ type: BookingInviteResponseDto })
  invite(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BookingInviteRequestDto): Promise<BookingInviteResponseDto> {
    return this.commands.execute(new SendBookingInviteCommand(caller, commandId, body));
  }
}

/**
 * The candidate's booking page: the signed link is the candidate's proof (like an approval link), so it works
 * without signing in; a stale or forged link is refused with 'invalid or expired'.
 */
@ApiTags('interview booking links')
@Controller('interview-bookings')
export class InterviewBookingsHttpController {
  constructor(private readonly booking: InterviewBookingService) {}

  @Public()
  @ApiParam({ name: 'token', schema: { type: 'string', maxLength: MAX_BOOKING_TOKEN_LENGTH } })
  @Get(':token')
  @ApiOperation({ summary: 'The booking link’s event and its free slots (UTC), or the slot already booked' })
  @ApiOkResponse({ type: BookingPageResponseDto })
  page(@Param('token') token: string): Promise<BookingPageResponseDto> {
    return this.booking.page(token);
  }

  @Public()
  @ApiParam({ name: 'token', schema: { type: 'string', maxLength: MAX_BOOKING_TOKEN_LENGTH } })
  @Post(':token')
  @HttpCode(201)
  @ApiOperation({ summary: 'Book one of the free slots; a slot taken meanwhile or outside the link’s rules is refused (409)' })
  @ApiCreatedResponse({ type: BookedSlotResponseDto })
  @ApiErrorResponses(409)
  async book(@Param('token') token: string, @Body() body: BookSlotRequestDto): Promise<BookedSlotResponseDto> {
    const { booking } = await this.booking.book(token, body.start, body.timeZone);
    return { bookingId: booking.id, start: booking.startsAt.toISOString(), end: booking.endsAt.toISOString(), interviewId: booking.interviewId };
  }
}

/**
 * BULK_SCHEDULE_INTERVIEW ('Self schedule interviews'): queued on the bulk-action engine like the other kinds;
 * each item e-mails its candidate a booking link of their own (domain/bulk-actions 'schedule-interview').
 */
@BulkActionsHttpController()
export class BulkScheduleInterviewHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [P.selfScheduling], jobPermissions: [PERMISSIONS.candidatesEmails], companyPermissions: SELF_SCHEDULING })
  @Post('schedule-interview')
  @ApiOperation({ summary: 'Queue e-mailing each selected candidate a booking link (self-scheduling)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  schedule(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkScheduleInterviewRequestDto): Promise<CommandResult> {
    const { applicationIds, filter, linkId, subject, body: text } = body;
    return this.commands.execute(new RequestBulkActionCommand(caller, commandId, 'schedule-interview', { applicationIds, filter }, { linkId, subject, body: text }));
  }
}
