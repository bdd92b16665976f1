import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OfferStatus } from '@ats/domain/offers';

/** One offer as lists show it (no candidate's data: names are joined from the application's row). */
@Entity({ name: 'rm_offers' })
export class OfferRowEntity {
  @PrimaryColumn('uuid', { name: 'offer_id' }) offerId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('text', { name: 'job_name' }) jobName!: string;
  @Column('uuid', { name: 'template_id' }) templateId!: string;
  @Column('text', { name: 'template_name' }) templateName!: string;
  @Column('uuid', { name: 'requisition_id', nullable: true }) requisitionId!: string | null;
  @Column('text') status!: OfferStatus;
  @Column('int', { name: 'approval_round' }) approvalRound!: number;
  /** The approvers of the round still pending ('Cannot be deleted' as team members); none otherwise. */
  @Column('text', { name: 'pending_approver_ids', array: true }) pendingApproverIds!: string[];
  @Column('uuid', { name: 'created_by' }) createdBy!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('int') revision!: number;
}
