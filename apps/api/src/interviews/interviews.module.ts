import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { createCalendarDirectory, type CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import type { AtsConfig } from '@ats/infra/config';
import { jitsiMeetingLinks, type MeetingLinkPort } from '@ats/infra/meetings';
import { ATS_CONFIG } from '../platform/tokens';
import { InterviewActionCommandHandler } from './commands/interview-actions.command-handler';
import { MEETING_LINKS, ScheduleInterviewCommandHandler } from './commands/schedule-interview.command';
import { INTERVIEW_CALENDARS, InterviewInvitations } from './interview-invitations';
import { ApplicationInterviewsHttpController, InterviewsHttpController } from './interviews.http.controller';
import {
  ApplicationInterviewsQueryHandler,
  InterviewDashboardQueryHandler,
  InterviewDetailsQueryHandler,
  InterviewFeedbackQueryHandler,
} from './queries/interview-queries.query-handler';

/**
 * Interviews (spec 03 §2.1, "Interview / calendar event", "Interview"; issue 11): the event-sourced interview
 * (domain/interviews), its invitations (ICS by e-mail, the team's calendars through the calendar directory),
 * meeting links (Jitsi Meet by default) and the dashboard's read model. Exports ScheduleInterviewCommand's
 * handler to the booking links, which dispatch it through the CommandBus.
 */
@Module({
  imports: [CqrsModule],
  controllers: [InterviewsHttpController, ApplicationInterviewsHttpController],
  providers: [
    { provide: INTERVIEW_CALENDARS, inject: [DataSource], useFactory: (dataSource: DataSource): CalendarDirectory => createCalendarDirectory(dataSource) },
    { provide: MEETING_LINKS, inject: [ATS_CONFIG], useFactory: (config: AtsConfig): MeetingLinkPort => jitsiMeetingLinks(config.jitsiBaseUrl) },
    InterviewInvitations,
    ScheduleInterviewCommandHandler,
    InterviewActionCommandHandler,
    InterviewDashboardQueryHandler,
    InterviewDetailsQueryHandler,
    ApplicationInterviewsQueryHandler,
    InterviewFeedbackQueryHandler,
  ],
})
export class InterviewsModule {}
