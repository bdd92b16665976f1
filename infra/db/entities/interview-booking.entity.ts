import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { BookingPeriod, EventType, OfferedWindowKind, WorkingHours } from '@ats/domain/interview-availability';

/** An interviewer's availability for self-scheduling (domain/interview-availability). */
@Entity({ name: 'interview_availabilities' })
export class InterviewAvailabilityEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'interviewer_id' }) interviewerId!: string;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('jsonb', { name: 'working_hours' }) workingHours!: WorkingHours[];
  @Column('int', { name: 'minimum_notice_minutes' }) minimumNoticeMinutes!: number;
  @Column('int', { name: 'buffer_before_minutes' }) bufferBeforeMinutes!: number;
  @Column('int', { name: 'buffer_after_minutes' }) bufferAfterMinutes!: number;
  @Column('int', { name: 'booking_window_days', nullable: true }) bookingWindowDays!: number | null;
  @Column('int', { name: 'max_interviews_per_day', nullable: true }) maxInterviewsPerDay!: number | null;
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** A company's interview booking link (domain/interview-availability). */
@Entity({ name: 'interview_booking_links' })
export class InterviewBookingLinkEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'event_name' }) eventName!: string;
  @Column('int', { name: 'duration_minutes' }) durationMinutes!: number;
  @Column('text') description!: string;
  @Column('uuid', { name: 'interviewer_ids', array: true }) interviewerIds!: string[];
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('text', { name: 'event_type' }) eventType!: EventType;
  @Column('text', { name: 'organizer_address' }) organizerAddress!: string;
  @Column('int', { name: 'minimum_notice_minutes' }) minimumNoticeMinutes!: number;
  @Column('int', { name: 'buffer_before_minutes' }) bufferBeforeMinutes!: number;
  @Column('int', { name: 'buffer_after_minutes' }) bufferAfterMinutes!: number;
  @Column('text', { name: 'window_kind' }) windowKind!: OfferedWindowKind;
  @Column('int', { name: 'window_days' }) windowDays!: number;
  @Column('int', { name: 'frequency_limit_count', nullable: true }) frequencyLimitCount!: number | null;
  @Column('text', { name: 'frequency_limit_period', nullable: true }) frequencyLimitPeriod!: BookingPeriod | null;
  @Column('uuid', { name: 'feedback_template_id', nullable: true }) feedbackTemplateId!: string | null;
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
