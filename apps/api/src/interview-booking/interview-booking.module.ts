import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { createCalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import {
  AddAvailabilityCommandHandler,
  AddBookingLinkCommandHandler,
  DeleteBookingLinkCommandHandler,
  EditAvailabilityCommandHandler,
  EditBookingLinkCommandHandler,
  SendBookingInviteCommandHandler,
} from './interview-booking.commands';
import {
  BulkScheduleInterviewHttpController,
  InterviewAvailabilityHttpController,
  InterviewBookingInvitesHttpController,
  InterviewBookingLinksHttpController,
  InterviewBookingsHttpController,
} from './interview-booking.http.controller';
import {
  AvailabilityQueryHandler,
  BookingLinkQueryHandler,
  ListAvailabilitiesQueryHandler,
  ListBookingLinksQueryHandler,
} from './interview-booking.queries';
import { CALENDAR_DIRECTORY, InterviewBookingService } from './interview-booking.service';

/**
 * Self-scheduling (issue 11): interview availability and booking links (relational settings through
 * RelationalWriter, docs/adr/0009), the invite e-mail, and the candidate's booking page. Free/busy comes from
 * each interviewer's calendar through the calendar directory (infra/calendars).
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    InterviewAvailabilityHttpController,
    InterviewBookingLinksHttpController,
    InterviewBookingInvitesHttpController,
    InterviewBookingsHttpController,
    BulkScheduleInterviewHttpController,
  ],
  providers: [
    { provide: CALENDAR_DIRECTORY, useFactory: (dataSource: DataSource) => createCalendarDirectory(dataSource), inject: [DataSource] },
    InterviewBookingService,
    ListAvailabilitiesQueryHandler,
    AvailabilityQueryHandler,
    ListBookingLinksQueryHandler,
    BookingLinkQueryHandler,
    AddAvailabilityCommandHandler,
    EditAvailabilityCommandHandler,
    AddBookingLinkCommandHandler,
    EditBookingLinkCommandHandler,
    DeleteBookingLinkCommandHandler,
    SendBookingInviteCommandHandler,
  ],
  exports: [InterviewBookingService],
})
export class InterviewBookingModule {}
