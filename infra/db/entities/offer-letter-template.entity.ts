import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OfferTemplatePlaceholder } from '@ats/domain/offer-templates/offer-template-policies';

/** A company's offer letter template (domain/offer-templates); the .docx is in the blob store under letterBlobId. */
@Entity({ name: 'offer_letter_templates' })
export class OfferLetterTemplateEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('uuid', { name: 'letter_blob_id' }) letterBlobId!: string;
  @Column('text', { name: 'letter_file_name' }) letterFileName!: string;
  @Column('int', { name: 'letter_size_bytes' }) letterSizeBytes!: number;
  @Column('jsonb') placeholders!: OfferTemplatePlaceholder[];
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
