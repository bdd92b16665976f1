import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type InboxNotificationType =
  | 'INTERVIEWS'
  | 'INTERVIEW_SCORES'
  | 'PENDING_FEEDBACK_REMINDER'
  | 'STAGE_CHANGED'
  | 'CANDIDATE_ARCHIVED'
  | 'CANDIDATE_UNARCHIVED'
  | 'CANDIDATE_UNDER_REVIEW'
  | 'APPLICATION_STAGE_MOVEMENTS'
  | 'APPLICATION_ARCHIVAL'
  | 'JOB_POSTING_FAILURE_UPDATE'
  | 'AUTO_CLOSE_JOBS_REMINDER'
  | 'MENTIONS'
  | 'BULK_MENTIONS'
  | 'MENTIONS_REPLY'
  | 'NOTES'
  | 'BULK_NOTES'
  | 'REPLY_FROM_CANDIDATE'
  | 'CANDIDATE_OWNER_ASSIGNED'
  | 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED'
  | 'APPROVAL_REQUEST'
  | 'APPROVAL_REMINDER'
  | 'REQUISITION_APPROVED'
  | 'REQUISITION_REJECTED'
  | 'REQUISITION_RECRUITER_ASSIGNED'
  | 'REQUISITION_RECRUITER_REMOVED'
  | 'EMAIL_SENT'
  | 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED'
  | 'OFFER_SENT'
  | 'OFFER_ACCEPTED'
  | 'OFFER_REJECTED'
  | 'OFFER_APPROVAL_REQUEST'
  | 'OFFER_APPROVAL_APPROVED'
  | 'OFFER_APPROVAL_REJECTED';

/** INTERVIEWS: what happened to the reader's interview. */
export type InterviewChange = 'INVITED' | 'REMOVED' | 'RESCHEDULED' | 'CANCELLED';

/** CANDIDATE_UNDER_REVIEW: how the application reached the job — the candidate applied, or a teammate added one from an agency, a referral or an application received elsewhere. */
export type ApplicationArrival = 'APPLIED' | 'AGENCY' | 'REFERRAL' | 'ADDED';

/** A place in a job's team (spec 02 "collaborators"): the owner, the recruiter or the hiring manager. */
export type JobTeamRole = 'owner' | 'recruiter' | 'hiringManager';

export type RedirectionData = {
  jobApplicationId?: string;
  jobRoleId?: string;
  jobName?: string;
  candidateName?: string;
  stageMovements?: boolean;
  /** MENTIONS, MENTIONS_REPLY, NOTES: the comment the profile opens at (`tabId`). */
  commentId?: string;
  /** REPLY_FROM_CANDIDATE: the e-mail the candidate answered, which the profile opens at (`tabId`). */
  emailSentId?: string;
  /**
   * A bulk action's one EMAIL_SENT: the title of the template its e-mails were written from, while they all were
   * from one (not their subject: filled in per candidate, it is the candidate's personal data).
   */
  emailTemplateName?: string;
  /** Who acted (commented, moved, archived, e-mailed, …): the web client words the title in the reader's language with it. */
  actorName?: string;
  /** CANDIDATE_UNDER_REVIEW: how the application arrived, which words its title. */
  arrival?: ApplicationArrival;
  /** STAGE_CHANGED, APPLICATION_STAGE_MOVEMENTS: the stages the candidate moved between. */
  fromStageName?: string;
  toStageName?: string;
  /** CANDIDATE_ARCHIVED, APPLICATION_ARCHIVAL: the archival reason. */
  archiveReason?: string;
  /** JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: the reader's place in the job's team, and whether they gained or lost it. */
  teamRole?: JobTeamRole;
  teamChange?: 'ASSIGNED' | 'REMOVED';
  /** AUTO_CLOSE_JOBS_REMINDER: each job it lists, linked to its publish tab (spec 01 §2.8). */
  jobs?: Array<{ id: string; name: string }>;
  /** AUTO_CLOSE_JOBS_REMINDER: the day the job closes (ISO date), in the worded title. */
  autoCloseOn?: string;
  /** JOB_POSTING_FAILURE_UPDATE: the board and why it refused, in the worded title. */
  boardName?: string;
  failureReason?: string;
  /** Requisition notifications: the requisition the opening view link opens, and its opening ID for the chip. */
  requisitionId?: string;
  openingId?: string;
  /** Interview notifications: the interview, its title, what changed; INTERVIEW_SCORES: the feedback's total percentage. */
  interviewId?: string;
  interviewTitle?: string;
  interviewChange?: InterviewChange;
  /** INTERVIEWS: the reader joined or left an existing interview (the 'attendee added or removed' switch). */
  interviewersChanged?: boolean;
  /** INTERVIEWS: a candidate booked the interview through a self-scheduling link (the 'candidate booked a slot' switch). */
  interviewBooked?: boolean;
  totalPercentage?: number;
  /** Offer notifications: the offer the details link opens (spec 01 §2.8, §3.8). */
  offerSentId?: string;
  /**
   * A bulk action's one notice (BULK_NOTES, BULK_MENTIONS, BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED, and STAGE_CHANGED,
   * CANDIDATE_ARCHIVED, CANDIDATE_UNARCHIVED, EMAIL_SENT of a bulk action's items): the action, how many candidates
   * it told the reader of, and which.
   */
  bulkActionId?: string;
  bulkCount?: number;
  bulkApplicationIds?: string[];
};

/**
 * A notification as the event log implies it: rebuildable, so it holds nothing a user did to it. Its id is
 * derived from (event, user), so a rebuilt row keeps the id its marks refer to.
 */
@Entity({ name: 'inbox_notifications' })
@Index(['userId', 'createdAt'])
export class InboxNotificationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The event this notification reports: a redelivered event finds its notification already there. */
  @Column('uuid', { name: 'event_id' }) eventId!: string;
  @Column('text') type!: InboxNotificationType;
  @Column('text') title!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('uuid', { name: 'job_application_id', nullable: true }) jobApplicationId!: string | null;
  @Column('uuid', { name: 'job_role_id', nullable: true }) jobRoleId!: string | null;
  @Column('text', { name: 'candidate_name', nullable: true }) candidateName!: string | null;
  @Column('text', { name: 'role_name', nullable: true }) roleName!: string | null;
  @Column('jsonb', { name: 'redirection_data' }) redirectionData!: RedirectionData;
}

/** What the inbox consumer remembers of each application: whom to notify and how to name it. */
@Entity({ name: 'inbox_application_owners' })
export class InboxApplicationOwnerEntity {
  @PrimaryColumn('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('text', { name: 'candidate_name' }) candidateName!: string;
  /** Null on rows written before the inbox followed candidates (a rebuild fills it). */
  @Column('uuid', { name: 'candidate_id', nullable: true }) candidateId!: string | null;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text', { name: 'job_name' }) jobName!: string;
}

/**
 * What a user did to a notification: read, starred, deleted. Kept apart from the rebuildable rows, so a
 * rebuild of the inbox neither loses these nor brings back what the user deleted.
 */
@Entity({ name: 'inbox_notification_marks' })
export class InboxNotificationMarkEntity {
  @PrimaryColumn('uuid', { name: 'notification_id' }) notificationId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('boolean', { name: 'is_read', default: false }) isRead!: boolean;
  @Column('boolean', { name: 'is_important', default: false }) isImportant!: boolean;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
}

/** What the inbox remembers of each job's team, to tell whom a team change adds or removes. */
@Entity({ name: 'inbox_job_teams' })
export class InboxJobTeamEntity {
  @PrimaryColumn('uuid', { name: 'job_id' }) jobId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'job_name' }) jobName!: string;
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId!: string | null;
  @Column('uuid', { name: 'recruiter_id', nullable: true }) recruiterId!: string | null;
  @Column('uuid', { name: 'hiring_manager_id', nullable: true }) hiringManagerId!: string | null;
}
