import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'archival_reasons' })
@Index(['companyId', 'text'], { unique: true })
export class ArchivalReasonEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') text!: string;
  /** Default reasons are seeded for every company and cannot be edited or deleted (spec 02 §5.11). */
  @Column('boolean', { name: 'is_default', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** Seeded for every company; "Unresponsive" is the one auto-archive uses. */
export const DEFAULT_ARCHIVAL_REASONS = [
  'Unresponsive',
  'Not qualified',
  'Position filled',
  'Withdrew application',
  'Salary expectations too high',
  'Failed assessment',
  'Accepted another offer',
  'Not a culture fit',
] as const;

export const UNRESPONSIVE_REASON = 'Unresponsive';
