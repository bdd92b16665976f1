import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FeedbackSectionDefinition } from '@ats/domain/interviews/scorecard';

/** A company's interview feedback template (domain/feedback-templates): sections of skills and the scale. */
@Entity({ name: 'feedback_templates' })
export class FeedbackTemplateEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('jsonb') scale!: { min: number; max: number };
  @Column('jsonb') sections!: FeedbackSectionDefinition[];
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
