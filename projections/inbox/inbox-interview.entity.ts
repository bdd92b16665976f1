import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The inbox's memory of an interview (projections/inbox/interview-notifications.ts). */
@Entity({ name: 'inbox_interviews' })
export class InboxInterviewEntity {
  @PrimaryColumn('uuid', { name: 'interview_id' }) interviewId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text') title!: string;
  @Column('text', { name: 'organizer_id' }) organizerId!: string;
  @Column('text', { name: 'interviewer_ids', array: true }) interviewerIds!: string[];
}
