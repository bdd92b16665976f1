import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ExistingRequisitionState, HiringProgress, RequisitionStatus } from '@ats/domain/requisitions';

/** One row per requisition: the hiring plan's tabs, tiles and list, and the approver check of team-member deletion. */
@Entity({ name: 'rm_requisitions' })
@Index(['companyId', 'status'])
export class RequisitionRowEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'opening_id' }) openingId!: string;
  @Column('text', { name: 'requisition_name' }) requisitionName!: string;
  @Column('text', { name: 'role_name' }) roleName!: string;
  @Column('text') status!: RequisitionStatus;
  @Column('text', { name: 'hiring_progress' }) hiringProgress!: HiringProgress;
  @Column('text', { name: 'department_id' }) departmentId!: string;
  @Column('text', { name: 'location_id' }) locationId!: string;
  @Column('text', { name: 'hiring_manager_id' }) hiringManagerId!: string;
  @Column('text', { name: 'created_by_id' }) createdById!: string;
  @Column('text', { name: 'recruiter_ids', array: true }) recruiterIds!: string[];
  /** Every approver of the latest round, whatever its outcome: they see the requisition. */
  @Column('text', { name: 'approver_ids', array: true }) approverIds!: string[];
  /** Every approver of the latest round while it is pending, else empty. */
  @Column('text', { name: 'pending_approver_ids', array: true }) pendingApproverIds!: string[];
  /** The current step's approvers who have not answered: the 'Pending approvals' tab of each. */
  @Column('text', { name: 'awaiting_approver_ids', array: true }) awaitingApproverIds!: string[];
  @Column('int') headcount!: number;
  @Column('date', { name: 'target_hired_date' }) targetHiredDate!: string;
  @Column('date', { name: 'hired_date', nullable: true }) hiredDate!: string | null;
  @Column('timestamptz', { name: 'recruiter_assigned_at' }) recruiterAssignedAt!: Date;
  @Column('timestamptz', { name: 'approved_at', nullable: true }) approvedAt!: Date | null;
  /** The requisition as the domain folds it. */
  @Column('jsonb') requisition!: ExistingRequisitionState;
  @Column('int') revision!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
