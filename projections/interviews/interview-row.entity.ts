import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FixedAttendee, InterviewStatus, MeetingType, SkillScore } from '@ats/domain/interviews';

/** One interview as the dashboard and the profile list it. */
@Entity({ name: 'rm_interviews' })
export class InterviewRowEntity {
  @PrimaryColumn('uuid', { name: 'interview_id' }) interviewId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text') title!: string;
  @Column('text') location!: string;
  @Column('text', { nullable: true }) description!: string | null;
  @Column('uuid', { name: 'organizer_id' }) organizerId!: string;
  @Column('uuid', { name: 'interviewer_ids', array: true }) interviewerIds!: string[];
  @Column('uuid', { name: 'feedback_by', array: true }) feedbackBy!: string[];
  @Column('jsonb', { name: 'fixed_attendees' }) fixedAttendees!: FixedAttendee[];
  @Column('timestamptz', { name: 'starts_at' }) startsAt!: Date;
  @Column('timestamptz', { name: 'ends_at' }) endsAt!: Date;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('int', { name: 'duration_minutes' }) durationMinutes!: number;
  @Column('text', { name: 'meeting_type' }) meetingType!: MeetingType;
  @Column('text', { name: 'meeting_link', nullable: true }) meetingLink!: string | null;
  @Column('uuid', { name: 'feedback_template_id', nullable: true }) feedbackTemplateId!: string | null;
  @Column('uuid', { name: 'booking_link_id', nullable: true }) bookingLinkId!: string | null;
  @Column('text') status!: InterviewStatus;
  @Column('boolean', { name: 'no_show' }) noShow!: boolean;
  @Column('text', { name: 'invitation_uid' }) invitationUid!: string;
  @Column('int', { name: 'invitation_sequence' }) invitationSequence!: number;
  @Column('uuid', { name: 'scheduled_by' }) scheduledBy!: string;
  @Column('timestamptz', { name: 'scheduled_at' }) scheduledAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('int') revision!: number;
}

/** One interviewer's feedback on one interview (`<interviewId>:<interviewerId>`). */
@Entity({ name: 'rm_interview_feedback' })
export class InterviewFeedbackRowEntity {
  @PrimaryColumn('text', { name: 'feedback_id' }) feedbackId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'interview_id' }) interviewId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'interviewer_id' }) interviewerId!: string;
  @Column('uuid', { name: 'feedback_template_id', nullable: true }) feedbackTemplateId!: string | null;
  @Column('jsonb') scores!: SkillScore[];
  @Column('text', { nullable: true }) notes!: string | null;
  @Column('text', { name: 'confidential_notes', nullable: true }) confidentialNotes!: string | null;
  @Column('boolean', { name: 'proceed_to_next_stage' }) proceedToNextStage!: boolean;
  @Column('double precision', { name: 'total_score' }) totalScore!: number;
  @Column('double precision', { name: 'total_percentage' }) totalPercentage!: number;
  @Column('timestamptz', { name: 'submitted_at' }) submittedAt!: Date;
}
