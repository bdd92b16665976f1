import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ExistingJobState, JobCreatedBy, JobKind, JobStatus, Stage } from '@ats/domain/jobs';

@Entity({ name: 'rm_jobs' })
@Index(['companyId', 'kind', 'status'])
export class JobSummaryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'display_name' }) displayName!: string;
  @Column('text') status!: JobStatus;
  @Column('text') kind!: JobKind;
  @Column('text', { name: 'created_by' }) createdBy!: JobCreatedBy;
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId!: string | null;
  @Column('uuid', { name: 'recruiter_id', nullable: true }) recruiterId!: string | null;
  @Column('uuid', { name: 'hiring_manager_id', nullable: true }) hiringManagerId!: string | null;
  @Column('uuid', { name: 'department_id', nullable: true }) departmentId!: string | null;
  @Column('uuid', { name: 'location_id', nullable: true }) locationId!: string | null;
  @Column('uuid', { name: 'pipeline_template_id', nullable: true }) pipelineTemplateId!: string | null;
  @Column('boolean', { name: 'career_page' }) careerPage!: boolean;
  @Column('boolean', { name: 'employee_portal' }) employeePortal!: boolean;
  @Column('boolean') confidential!: boolean;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('timestamptz', { name: 'closed_at', nullable: true }) closedAt!: Date | null;
  @Column('timestamptz', { name: 'auto_close_on', nullable: true }) autoCloseOn!: Date | null;
  @Column('jsonb') stages!: Stage[];
  /** The job as the domain folds it (`evolveJob`): the wizard and the publish page read it whole. */
  @Column('jsonb') job!: ExistingJobState;
  @Column('int') revision!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
