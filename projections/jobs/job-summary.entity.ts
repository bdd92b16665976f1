import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JobStatus, Stage } from '@ats/domain/jobs';

@Entity({ name: 'rm_jobs' })
@Index(['companyId', 'status'])
export class JobSummaryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text') status!: JobStatus;
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId!: string | null;
  @Column('jsonb') stages!: Stage[];
  @Column('int') revision!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
