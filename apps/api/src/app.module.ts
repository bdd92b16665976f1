import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from './applications/applications.module';
import { ApplicationEmailsModule } from './applications/emails/application-emails.module';
import { ApplicationFilesModule } from './applications/files/application-files.module';
import { AuditorModule } from './applications/auditor/auditor.module';
import { ApplyPortalModule } from './apply-portal/apply-portal.module';
import { CandidateJourneyModule } from './candidate-journey/journey/candidate-journey.module';
import { HomeAssignmentModule } from './candidate-journey/home-assignment/home-assignment.http.controller';
import { JobAssignmentsModule } from './candidate-journey/job-assignments/job-assignments.http.controller';
import { CandidateRemindersModule } from './candidate-journey/candidate-reminders/candidate-reminders.http.controller';
import { IssueReportsModule } from './candidate-journey/issue-reports/issue-reports.http.controller';
import { ArchivalReasonsModule } from './archival-reasons/archival-reasons.module';
import { BulkActionsModule } from './bulk-actions/bulk-actions.module';
import { CandidatesModule } from './candidates/candidates.module';
import { CandidateQuizModule } from './candidate-journey/quiz/quiz.module';
import { BrandingModule } from './branding/branding.module';
import { CareersModule } from './careers/careers.module';
import { CompanySettingsModule } from './company-settings/company-settings.module';
import { CustomFieldsModule } from './company-settings/custom-fields/custom-fields.module';
import { AgenciesModule } from './company-settings/agencies/agencies.module';
import { EmailTemplatesModule } from './company-settings/email-templates/email-templates.module';
import { OfferTemplatesModule } from './offers/offer-templates/offer-templates.module';
import { FeedbackTemplatesModule } from './feedback-templates/feedback-templates.module';
import { InterviewBookingModule } from './interview-booking/interview-booking.module';
import { ApprovalFlowsModule } from './approval-flows/approval-flows.module';
import { HiringPlanModule } from './hiring-plan/hiring-plan.module';
import { OffersModule } from './offers/offers.module';
import { InterviewsModule } from './interviews/interviews.module';
import { HealthModule } from './health/health.http.controller';
import { AuthModule } from './auth/auth.module';
import { IdentityModule } from './identity/identity.module';
import { IdentityGuard } from './identity/identity.guard';
import { InboxModule } from './inbox/inbox.http.controller';
import { PushModule } from './push/push.http.controller';
import { NotificationPreferencesModule } from './notification-preferences/notification-preferences.http.controller';
import { CalendarIntegrationsModule } from './calendar-integrations/calendar-integrations.module';
import { JobBoardPostingsModule } from './job-board-postings/job-board-postings.module';
import { JobsModule } from './jobs/jobs.module';
import { HttpErrorFilter } from './platform/http-error.filter';
import { InfrastructureModule } from './platform/infrastructure.module';
import { UsersModule } from './users/users.module';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.http.controller';
import { DevSmsOutboxModule } from './dev-sms-outbox/dev-sms-outbox.http.controller';
import { VideoAnswersModule } from './candidate-journey/video-answers/video-answers.module';
import { SelfServeModule } from './self-serve/self-serve.module';
import { TeamMembersModule } from './team-members/team-members.module';

@Module({
  imports: [
    CqrsModule.forRoot(),
    InfrastructureModule,
    IdentityModule,
    // Before JobsModule: Express matches in registration order, and GET /company-roles/:id would otherwise
    // take GET /company-roles/company-users.
    TeamMembersModule,
    SelfServeModule,
    DevMailboxModule,
    DevSmsOutboxModule,
    JobsModule,
    JobBoardPostingsModule,
    // Before ApplicationsModule: GET /job-applications/:id would otherwise take GET /job-applications/duplicates.
    CandidatesModule,
    ApplicationsModule,
    ApplicationFilesModule,
    AuditorModule,
    ApplicationEmailsModule,
    ArchivalReasonsModule,
    BulkActionsModule,
    CompanySettingsModule,
    CustomFieldsModule,
    AgenciesModule,
    EmailTemplatesModule,
    CareersModule,
    BrandingModule,
    ApplyPortalModule,
    CandidateJourneyModule,
    CandidateQuizModule,
    VideoAnswersModule,
    HomeAssignmentModule,
    JobAssignmentsModule,
    CandidateRemindersModule,
    IssueReportsModule,
    InboxModule,
    ApprovalFlowsModule,
    HiringPlanModule,
    PushModule,
    NotificationPreferencesModule,
    CalendarIntegrationsModule,
    OfferTemplatesModule,
    FeedbackTemplatesModule,
    InterviewBookingModule,
    OffersModule,
    InterviewsModule,
    AuthModule,
    UsersModule,
    HealthModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: IdentityGuard },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class AppModule {}
