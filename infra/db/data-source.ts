import { DataSource } from 'typeorm';
import { ApplicationFilesReadModel1763700001600 } from '@ats/projections/application-files/1763700001600-application-files-read-model.migration';
import { CvTextsReadModel1763700001700 } from '@ats/projections/cv-texts/1763700001700-cv-texts-read-model.migration';
import { ParsedCvUploads1763700001710 } from './migrations/1763700001710-parsed-cv-uploads.migration';
import { InboxDeadLetters1763700003700 } from './migrations/1763700003700-inbox-dead-letters.migration';
import { BulkEmailAttachments1763700003950 } from './migrations/1763700003950-bulk-email-attachments.migration';
import { NotificationPreferencesLanguage1763700003951 } from './migrations/1763700003951-notification-preferences-language.migration';
import { InterviewAccessGrants1763700003800 } from './migrations/1763700003800-interview-access-grants.migration';
import { InterviewInvitationMails1763700004000 } from './migrations/1763700004000-interview-invitation-mails.migration';
import { UserTimeZone1763700004330 } from './migrations/1763700004330-user-time-zone.migration';
import { UserEmailSignature1763700004390 } from './migrations/1763700004390-user-email-signature.migration';
import { StageInvitationProcessCheckpoint1763700004550 } from './migrations/1763700004550-stage-invitation-process-checkpoint.migration';
import { InterviewAccessGrantEntity } from './entities/interview-access-grant.entity';
import { Agencies1763700003900 } from './migrations/1763700003900-agencies.migration';
import { AgencyEntity } from './entities/agency.entity';
import { ApplicationFileEntity } from '@ats/projections/application-files/application-file.entity';
import { BulkActionsReadModel1763700002260 } from '@ats/projections/bulk-actions/1763700002260-bulk-actions-read-model.migration';
import { BulkActionsScheduledAt1763700004200 } from '@ats/projections/bulk-actions/1763700004200-bulk-actions-scheduled-at.migration';
import { BulkScheduledEmails1763700004400 } from '@ats/projections/bulk-actions/1763700004400-bulk-scheduled-emails.migration';
import { BulkActionEntity, BulkActionItemEntity } from '@ats/projections/bulk-actions/bulk-action.entity';
import { CandidateListReadModel1763700000200 } from '@ats/projections/candidate-list/1763700000200-candidate-list-read-model.migration';
import { CandidateListFilters1763700001900 } from '@ats/projections/candidate-list/1763700001900-candidate-list-filters.migration';
import { CandidateListTags1763700002150 } from '@ats/projections/candidate-list/1763700002150-candidate-list-tags.migration';
import { CandidateListAgency1763700003901 } from '@ats/projections/candidate-list/1763700003901-candidate-list-agency.migration';
import { CandidateListSortIndexes1763700004360 } from '@ats/projections/candidate-list/1763700004360-candidate-list-sort-indexes.migration';
import { CandidateListRowEntity } from '@ats/projections/candidate-list/candidate-list-row.entity';
import { CandidatesReadModel1763700002220 } from '@ats/projections/candidates/1763700002220-candidates-read-model.migration';
import { CandidateEntity } from '@ats/projections/candidates/candidate.entity';
import { ApplicationCommentsReadModel1763700001500 } from '@ats/projections/comments/1763700001500-application-comments-read-model.migration';
import { ApplicationCommentEntity } from '@ats/projections/comments/application-comment.entity';
import { CheckpointEntity } from '@ats/projections/checkpoints/checkpoint.entity';
import { ConsumerStatus1763700000600 } from '@ats/projections/checkpoints/1763700000600-consumer-status.migration';
import { InboxReadModel1763700000300 } from '@ats/projections/inbox/1763700000300-inbox-read-model.migration';
import { InboxUserMarks1763700000800 } from '@ats/projections/inbox/1763700000800-inbox-user-marks.migration';
import {
  InboxApplicationOwnerEntity,
  InboxJobTeamEntity,
  InboxNotificationEntity,
  InboxNotificationMarkEntity,
} from '@ats/projections/inbox/inbox-notification.entity';
import { JobsReadModel1763700000100 } from '@ats/projections/jobs/1763700000100-jobs-read-model.migration';
import { JobsDetails1763700000900 } from '@ats/projections/jobs/1763700000900-jobs-details.migration';
import { JobsTitleSearch1763700001110 } from '@ats/projections/jobs/1763700001110-jobs-title-search.migration';
import { JobTabCounts1763700001120 } from '@ats/projections/jobs/1763700001120-job-tab-counts.migration';
import { JobBoardPostingsReadModel1763700002000 } from '@ats/projections/job-postings/1763700002000-job-board-postings-read-model.migration';
import { JobBoardFeedJobs1763700002100 } from '@ats/projections/job-postings/1763700002100-job-board-feed-jobs.migration';
import { JobBoardFeedJobEntity, JobBoardPostingEntity } from '@ats/projections/job-postings/job-board-posting.entity';
import { JobSummaryEntity } from '@ats/projections/jobs/job-summary.entity';
import { ArchivalReasonEntity } from './entities/archival-reason.entity';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { CompanyEntity } from './entities/company.entity';
import { DepartmentEntity, LocationEntity, PipelineTemplateEntity } from './entities/company-settings.entity';
import { UserEntity } from './entities/user.entity';
import { Configuration1763700000000 } from './migrations/1763700000000-configuration.migration';
import { Identity1763700000400 } from './migrations/1763700000400-identity.migration';
import { RefreshTokenFamilies1763700000500 } from './migrations/1763700000500-refresh-token-families.migration';
import { CompanySettings1763700001000 } from './migrations/1763700001000-company-settings.migration';
import { CareerPageNames1763700001100 } from './migrations/1763700001100-career-page-names.migration';
import { AiHeadhuntingWaitlist1763700001130 } from './migrations/1763700001130-ai-headhunting-waitlist.migration';
import { AiHeadhuntingWaitlistEntity } from './entities/ai-headhunting-waitlist.entity';
import { MailOutboxEntity } from './entities/mail-outbox.entity';
import { CustomFieldEntity, CustomFieldValueEntity } from './entities/custom-field.entity';
import { CustomFields1763700001300 } from './migrations/1763700001300-custom-fields.migration';
import { EmailTemplateAttachmentEntity, EmailTemplateEntity } from './entities/email-template.entity';
import { EmailTemplates1763700001400 } from './migrations/1763700001400-email-templates.migration';
import { CandidateEmailsOutbox1763700001800 } from './migrations/1763700001800-candidate-emails-outbox.migration';
import { EmailTemplateAttachments1763700001410 } from './migrations/1763700001410-email-template-attachments.migration';
import { NotificationPreferencesAndPush1763700002280 } from './migrations/1763700002280-notification-preferences-and-push.migration';
import { InboxJobTeams1763700002281 } from '@ats/projections/inbox/1763700002281-inbox-job-teams.migration';
import { InboxOwnerCandidates1763700002380 } from '@ats/projections/inbox/1763700002380-inbox-owner-candidates.migration';
import { NotificationPreferencesEntity } from './entities/notification-preferences.entity';
import { CareerPageEntity, CompanyBrandingEntity } from './entities/company-branding.entity';
import { OfferLetterTemplateEntity } from './entities/offer-letter-template.entity';
import { OfferLetterTemplates1763700002330 } from './migrations/1763700002330-offer-letter-templates.migration';
import { BrandingCareerPageApplyPortal1763700002360 } from './migrations/1763700002360-branding-career-page-apply-portal.migration';
import { JobBoardApplications1763700002361 } from '@ats/projections/job-postings/1763700002361-job-board-applications.migration';

import { RequisitionsReadModel1763700002300 } from '@ats/projections/requisitions/1763700002300-requisitions-read-model.migration';
import { RequisitionsHireRefold1763700004270 } from '@ats/projections/requisitions/1763700004270-requisitions-hire-refold.migration';
import { RequisitionRowEntity } from '@ats/projections/requisitions/requisition-row.entity';
import { ApprovalFlowDefaultEntity } from './entities/approval-flow-default.entity';
import { OfferPendingApprovers1763700002800 } from '@ats/projections/offers/1763700002800-offer-pending-approvers.migration';
import { OffersReadModel1763700002340 } from '@ats/projections/offers/1763700002340-offers-read-model.migration';
import { OfferRowEntity } from '@ats/projections/offers/offer-row.entity';
import { RequisitionMandatoryForOffer1763700002331 } from './migrations/1763700002331-requisition-mandatory-for-offer.migration';
import { FeedbackTemplateEntity } from './entities/feedback-template.entity';
import { FeedbackTemplates1763700002600 } from './migrations/1763700002600-feedback-templates.migration';
import { InboxInterviewEntity } from '@ats/projections/inbox/inbox-interview.entity';
import { InboxInterviews1763700002610 } from '@ats/projections/inbox/1763700002610-inbox-interviews.migration';
import { Calendars1763700002700 } from './migrations/1763700002700-calendars.migration';
import { CandidateIssueReports1763700003300 } from './migrations/1763700003300-candidate-issue-reports.migration';
import { InterviewBooking1763700002500 } from './migrations/1763700002500-interview-booking.migration';
import { InterviewAvailabilityEntity, InterviewBookingLinkEntity } from './entities/interview-booking.entity';
import { InterviewsReadModel1763700002400 } from '@ats/projections/interviews/1763700002400-interviews-read-model.migration';
import { InterviewFeedbackRowEntity, InterviewRowEntity } from '@ats/projections/interviews/interview-row.entity';
import { CandidateTaskResponsesReadModel1763700003100 } from '@ats/projections/candidate-task-responses/1763700003100-candidate-task-responses-read-model.migration';
import { CandidateTaskAnswersIndex1763700003600 } from '@ats/projections/candidate-task-responses/1763700003600-candidate-task-answers-index.migration';
import { SmsOutbox1763700003400 } from './migrations/1763700003400-sms-outbox.migration';
import { CandidateTaskResponseRowEntity } from '@ats/projections/candidate-task-responses/candidate-task-response-row.entity';

export const ENTITIES = [
  AgencyEntity,
  InterviewAccessGrantEntity,
  InterviewAvailabilityEntity,
  InterviewBookingLinkEntity,
  FeedbackTemplateEntity,
  InboxInterviewEntity,
  RequisitionRowEntity,
  ApprovalFlowDefaultEntity,
  BulkActionEntity,
  BulkActionItemEntity,
  ApplicationFileEntity,
  CompanyEntity,
  UserEntity,
  ArchivalReasonEntity,
  AuditEntryEntity,
  CheckpointEntity,
  JobSummaryEntity,
  CandidateListRowEntity,
  CandidateEntity,
  InboxNotificationEntity,
  InboxApplicationOwnerEntity,
  InboxNotificationMarkEntity,
  InboxJobTeamEntity,
  MailOutboxEntity,
  LocationEntity,
  DepartmentEntity,
  PipelineTemplateEntity,
  JobBoardPostingEntity,
  JobBoardFeedJobEntity,
  AiHeadhuntingWaitlistEntity,
  ApplicationCommentEntity,
  CustomFieldEntity,
  CustomFieldValueEntity,
  EmailTemplateEntity,
  EmailTemplateAttachmentEntity,
  NotificationPreferencesEntity,
  CompanyBrandingEntity,
  CareerPageEntity,
  OfferLetterTemplateEntity,
  OfferRowEntity,
  InterviewRowEntity,
  InterviewFeedbackRowEntity,
  CandidateTaskResponseRowEntity,
];

export const MIGRATIONS = [
  // Issue 10 (hiring plan): TypeORM runs migrations in timestamp order, wherever they are listed.
  RequisitionsReadModel1763700002300,
  Configuration1763700000000,
  JobsReadModel1763700000100,
  CandidateListReadModel1763700000200,
  InboxReadModel1763700000300,
  Identity1763700000400,
  RefreshTokenFamilies1763700000500,
  ConsumerStatus1763700000600,
  InboxUserMarks1763700000800,
  JobsDetails1763700000900,
  CompanySettings1763700001000,
  CareerPageNames1763700001100,
  JobsTitleSearch1763700001110,
  JobTabCounts1763700001120,
  AiHeadhuntingWaitlist1763700001130,
  ApplicationCommentsReadModel1763700001500,
  CustomFields1763700001300,
  EmailTemplates1763700001400,
  EmailTemplateAttachments1763700001410,
  ApplicationFilesReadModel1763700001600,
  CvTextsReadModel1763700001700,
  ParsedCvUploads1763700001710,
  CandidateEmailsOutbox1763700001800,
  CandidateListFilters1763700001900,
  JobBoardPostingsReadModel1763700002000,
  JobBoardFeedJobs1763700002100,
  CandidateListTags1763700002150,
  BulkActionsReadModel1763700002260,
  CandidatesReadModel1763700002220,
  NotificationPreferencesAndPush1763700002280,
  InboxJobTeams1763700002281,
  InboxOwnerCandidates1763700002380,
  OfferLetterTemplates1763700002330,
  BrandingCareerPageApplyPortal1763700002360,
  JobBoardApplications1763700002361,
  OffersReadModel1763700002340,
  OfferPendingApprovers1763700002800,
  RequisitionMandatoryForOffer1763700002331,
  FeedbackTemplates1763700002600,
  InboxInterviews1763700002610,
  InterviewsReadModel1763700002400,
  Calendars1763700002700,
  CandidateIssueReports1763700003300,
  InterviewBooking1763700002500,
  CandidateTaskResponsesReadModel1763700003100,
  CandidateTaskAnswersIndex1763700003600,
  SmsOutbox1763700003400,
  InboxDeadLetters1763700003700,
  InterviewAccessGrants1763700003800,
  BulkEmailAttachments1763700003950,
  NotificationPreferencesLanguage1763700003951,
  Agencies1763700003900,
  CandidateListAgency1763700003901,
  InterviewInvitationMails1763700004000,
  BulkActionsScheduledAt1763700004200,
  RequisitionsHireRefold1763700004270,
  UserTimeZone1763700004330,
  CandidateListSortIndexes1763700004360,
  UserEmailSignature1763700004390,
  BulkScheduledEmails1763700004400,
  StageInvitationProcessCheckpoint1763700004550,
];

export const createDataSource = (url: string, options: { poolSize?: number } = {}): DataSource =>
  new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    extra: { max: options.poolSize ?? 10 },
    logging: ['error'],
  });

// Any fixed number works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK = 4_210_771;

/** Runs pending migrations; an advisory lock keeps concurrently starting processes from racing. */
export const migrate = async (dataSource: DataSource): Promise<void> => {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
};
