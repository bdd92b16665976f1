import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateSource, type EmailTemplateType } from '@ats/domain/email-templates';

/** A file sent with the template's e-mails. */
export class EmailTemplateAttachmentResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Benefits.pdf' }) fileName!: string;
  @ApiProperty({ example: 'application/pdf' }) contentType!: string;
  @ApiProperty({ type: 'integer' }) sizeBytes!: number;
}

/** One template of the settings list: the company's own and the system ones, in stored form ({{kebab-case}}). */
export class EmailTemplateResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Polite rejection' }) title!: string;
  @ApiProperty({ example: 'Your application for {{job-title}}' }) subject!: string;
  @ApiProperty({ description: 'Sanitised HTML; placeholders {{kebab-case}}' }) body!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES }) type!: EmailTemplateType;
  @ApiProperty({ enum: ['COMPANY', 'SYSTEM'], description: 'System templates are read-only and cloneable' })
  source!: EmailTemplateSource;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null for system templates' })
  updatedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Who last changed it; null for system templates' })
  updatedByName!: string | null;
  @ApiProperty({ type: [EmailTemplateAttachmentResponseDto], description: 'None for system templates' })
  attachments!: EmailTemplateAttachmentResponseDto[];
}
