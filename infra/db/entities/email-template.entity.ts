import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EmailTemplateType } from '@ats/domain/email-templates/email-template-types';

/** A company's e-mail template (domain/email-templates); system templates are data, not rows. */
@Entity({ name: 'email_templates' })
export class EmailTemplateEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') title!: string;
  @Column('text') subject!: string;
  /** Sanitised HTML, placeholders {{kebab-case}}. */
  @Column('text') body!: string;
  @Column('text') type!: EmailTemplateType;
  @Column('boolean', { name: 'is_default', default: false }) isDefault!: boolean;
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** A file sent with every e-mail made from the template; its bytes are in the blob store under `id`. */
@Entity({ name: 'email_template_attachments' })
export class EmailTemplateAttachmentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'template_id' }) templateId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'file_name' }) fileName!: string;
  @Column('text', { name: 'content_type' }) contentType!: string;
  @Column('int', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('uuid', { name: 'uploaded_by' }) uploadedBy!: string;
  @Column('timestamptz', { name: 'uploaded_at' }) uploadedAt!: Date;
}
