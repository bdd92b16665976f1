import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { InboxNotification, InboxNotificationType } from '@ats/projections/inbox/inbox.query';
import { unionValues } from '../platform/union-values';

const NOTIFICATION_TYPES = unionValues<InboxNotificationType>({
  STAGE_CHANGED: true,
  CANDIDATE_ARCHIVED: true,
  CANDIDATE_UNARCHIVED: true,
  CANDIDATE_UNDER_REVIEW: true,
  APPLICATION_STAGE_MOVEMENTS: true,
  APPLICATION_ARCHIVAL: true,
  JOB_POSTING_FAILURE_UPDATE: true,
  AUTO_CLOSE_JOBS_REMINDER: true,
  MENTIONS: true,
  BULK_MENTIONS: true,
  MENTIONS_REPLY: true,
  NOTES: true,
  BULK_NOTES: true,
  REPLY_FROM_CANDIDATE: true,
  CANDIDATE_OWNER_ASSIGNED: true,
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: true,
  APPROVAL_REQUEST: true,
  APPROVAL_REMINDER: true,
  REQUISITION_APPROVED: true,
  REQUISITION_REJECTED: true,
  REQUISITION_RECRUITER_ASSIGNED: true,
  REQUISITION_RECRUITER_REMOVED: true,
  EMAIL_SENT: true,
  JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: true,
  INTERVIEWS: true,
  INTERVIEW_SCORES: true,
  PENDING_FEEDBACK_REMINDER: true,
  OFFER_SENT: true,
  OFFER_ACCEPTED: true,
  OFFER_REJECTED: true,
  OFFER_APPROVAL_REQUEST: true,
  OFFER_APPROVAL_APPROVED: true,
  OFFER_APPROVAL_REJECTED: true,
});

/** A job a notification lists. */
export class RedirectionJobResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** Where the notification leads (spec 01 §7.6 `redirectionData`). */
export class RedirectionDataResponseDto {
  @ApiPropertyOptional({ format: 'uuid' }) jobApplicationId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) jobRoleId?: string;
  @ApiPropertyOptional() jobName?: string;
  @ApiPropertyOptional() candidateName?: string;
  @ApiPropertyOptional({ description: 'Opens the application on its stage movements' }) stageMovements?: boolean;
  @ApiPropertyOptional({ format: 'uuid', description: 'MENTIONS, MENTIONS_REPLY, NOTES: the comment the profile opens at (tabId)' })
  commentId?: string;
  @ApiPropertyOptional({ description: 'Who acted (commented, moved, archived, e-mailed, changed the team): titles are worded in the browser with it' })
  actorName?: string;
  @ApiPropertyOptional({ description: 'STAGE_CHANGED, APPLICATION_STAGE_MOVEMENTS: the stage left' }) fromStageName?: string;
  @ApiPropertyOptional({ description: 'STAGE_CHANGED, APPLICATION_STAGE_MOVEMENTS: the stage reached' }) toStageName?: string;
  @ApiPropertyOptional({ description: 'CANDIDATE_ARCHIVED, APPLICATION_ARCHIVAL: the archival reason' }) archiveReason?: string;
  @ApiPropertyOptional({
    enum: ['APPLIED', 'AGENCY', 'REFERRAL', 'ADDED'],
    description: 'CANDIDATE_UNDER_REVIEW: the candidate applied, or a teammate added one from an agency, a referral or an application received elsewhere',
  })
  arrival?: 'APPLIED' | 'AGENCY' | 'REFERRAL' | 'ADDED';
  @ApiPropertyOptional({ enum: ['owner', 'recruiter', 'hiringManager'], description: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: the reader’s place in the team' })
  teamRole?: 'owner' | 'recruiter' | 'hiringManager';
  @ApiPropertyOptional({ enum: ['ASSIGNED', 'REMOVED'], description: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: gained or lost' })
  teamChange?: 'ASSIGNED' | 'REMOVED';
  @ApiPropertyOptional({ format: 'uuid', description: 'REPLY_FROM_CANDIDATE, EMAIL_SENT: the e-mail the profile opens at (tabId)' })
  emailSentId?: string;
  @ApiPropertyOptional({ description: 'A bulk action’s one EMAIL_SENT: the template every e-mail of it was written from, in the worded title' })
  emailTemplateName?: string;
  @ApiPropertyOptional({
    type: () => RedirectionJobResponseDto,
    isArray: true,
    description: 'AUTO_CLOSE_JOBS_REMINDER: each job, linked to /recruiter/jobs/job-role/{id}/publish/edit?jobSetup=manual',
  })
  jobs?: RedirectionJobResponseDto[];
  @ApiPropertyOptional({ format: 'date', description: 'AUTO_CLOSE_JOBS_REMINDER: the day the job closes, in the worded title' }) autoCloseOn?: string;
  @ApiPropertyOptional({ description: 'JOB_POSTING_FAILURE_UPDATE: the board that refused the job, in the worded title' }) boardName?: string;
  @ApiPropertyOptional({ description: 'JOB_POSTING_FAILURE_UPDATE: why the board refused it (as the board said)' }) failureReason?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Requisition notifications: opens /recruiter/hiring-plan/opening/view/{requisitionId}' })
  requisitionId?: string;

  @ApiPropertyOptional({ description: 'Requisition notifications: the opening ID shown beside the name' })
  openingId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Interview notifications: the interview' }) interviewId?: string;
  @ApiPropertyOptional({ description: 'Interview notifications: its title, in the worded title' }) interviewTitle?: string;
  @ApiPropertyOptional({ enum: ['INVITED', 'REMOVED', 'RESCHEDULED', 'CANCELLED'], description: 'INTERVIEWS: what happened to the reader’s interview' })
  interviewChange?: 'INVITED' | 'REMOVED' | 'RESCHEDULED' | 'CANCELLED';
  @ApiPropertyOptional({ description: 'INTERVIEWS: the reader joined or left an existing interview' }) interviewersChanged?: boolean;
  @ApiPropertyOptional({ description: 'INTERVIEWS: a candidate booked the interview through a self-scheduling link' }) interviewBooked?: boolean;
  @ApiPropertyOptional({ type: 'number', description: 'INTERVIEW_SCORES: the feedback’s total percentage' }) totalPercentage?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Offer notifications: the offer; OFFER_APPROVAL_* open /recruiter/offers/view-offer-details/jobRole/{jobRoleId}/jobApplication/{jobApplicationId}/offer/{offerSentId}',
  })
  offerSentId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'BULK_NOTES, BULK_MENTIONS, BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED, and a bulk action’s one STAGE_CHANGED, CANDIDATE_ARCHIVED, CANDIDATE_UNARCHIVED or EMAIL_SENT: the bulk action; opens the candidate list filtered by it',
  })
  bulkActionId?: string;
  @ApiPropertyOptional({ type: 'number', description: 'With bulkActionId: how many candidates the action told the reader of' })
  bulkCount?: number;
}

export class InboxNotificationResponseDto implements InboxNotification {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'InboxNotificationType' }) type!: InboxNotificationType;
  @ApiProperty() title!: string;
  @ApiProperty() isRead!: boolean;
  @ApiProperty({ description: 'Starred' }) isImportant!: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) jobApplicationId!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) jobRoleId!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) candidateName!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) roleName!: string | null;
  @ApiProperty({ type: () => RedirectionDataResponseDto }) redirectionData!: RedirectionDataResponseDto;
}

export class InboxPaginationResponseDto {
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) perPage!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
  @ApiProperty() hasNext!: boolean;
}

/** GET /inbox. */
export class InboxPageResponseDto {
  @ApiProperty({ type: () => [InboxNotificationResponseDto] }) notifications!: InboxNotificationResponseDto[];
  @ApiProperty({ type: () => InboxPaginationResponseDto }) paginationOptions!: InboxPaginationResponseDto;
}

export class InboxSuccessResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
}
