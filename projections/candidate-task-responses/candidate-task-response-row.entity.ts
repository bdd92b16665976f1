import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { TaskResult } from '@ats/domain/candidate-tasks';
import type { CandidateTaskType } from '@ats/domain/jobs';

export type TaskResponseStatus = 'STARTED' | 'COMPLETED';

/** One candidate's response to one task of one stage of one application (every task type), from its lifecycle events. */
@Entity({ name: 'rm_candidate_task_responses' })
export class CandidateTaskResponseRowEntity {
  @PrimaryColumn('uuid', { name: 'response_id' }) responseId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'candidate_id' }) candidateId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text', { name: 'stage_id' }) stageId!: string;
  @Column('text', { name: 'task_id' }) taskId!: string;
  @Column('text', { name: 'task_type' }) taskType!: CandidateTaskType;
  @Column('text') status!: TaskResponseStatus;
  @Column('timestamptz', { name: 'started_at' }) startedAt!: Date;
  @Column('timestamptz', { nullable: true }) deadline!: Date | null;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
  @Column('jsonb', { nullable: true }) result!: TaskResult | null;
  @Column('boolean', { nullable: true }) qualified!: boolean | null;
  @Column('int') revision!: number;
}
