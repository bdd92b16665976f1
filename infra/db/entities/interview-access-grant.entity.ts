import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What one interview gave one interviewer on its job (domain/interviews/interviewer-collaborators). */
@Entity({ name: 'interview_access_grants' })
export class InterviewAccessGrantEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'interview_id' }) interviewId!: string;
  @Column('text', { array: true }) permissions!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
