import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApprovalFlow, ApprovalSubjectType } from '@ats/domain/approval-flows';

/** A company's default approval flow for one subject type (requisition or offer): what a new item starts from. */
@Entity({ name: 'approval_flow_defaults' })
export class ApprovalFlowDefaultEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text', { name: 'subject_type' }) subjectType!: ApprovalSubjectType;
  @Column('jsonb') flow!: ApprovalFlow;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
