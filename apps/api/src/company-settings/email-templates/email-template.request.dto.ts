import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_TYPES,
  isEmailTemplateType,
  MAX_TEMPLATE_BODY_LENGTH,
  MAX_TEMPLATE_SUBJECT_LENGTH,
  MAX_TEMPLATE_TITLE_LENGTH,
  templateBodyRule,
  templateSubjectRule,
  templateTitleRule,
  type EmailTemplateType,
} from '@ats/domain/email-templates';
import { Rule } from '../../platform/rule.decorator';

const typeRule = (value: unknown) => (isEmailTemplateType(value) ? null : EMAIL_TEMPLATE_MESSAGES.typeRequired);

/**
 * An e-mail template (spec 03 "Email template"): placeholders may be written {{camelCase}} or {{kebab-case}};
 * they are stored {{kebab-case}}. The body is HTML, sanitised before it is stored.
 */
export class EmailTemplateRequestDto {
  @ApiProperty({ example: 'Polite rejection', maxLength: MAX_TEMPLATE_TITLE_LENGTH })
  @Rule(templateTitleRule)
  title!: string;

  @ApiProperty({ example: 'Your application for {{jobTitle}}', maxLength: MAX_TEMPLATE_SUBJECT_LENGTH })
  @Rule(templateSubjectRule)
  subject!: string;

  @ApiPropertyOptional({
    example: '<p>Dear {{candidateFirstName}},</p>',
    maxLength: MAX_TEMPLATE_BODY_LENGTH,
    description: 'HTML; may be empty (the spec requires only title and subject)',
  })
  @Rule(templateBodyRule)
  body?: string;

  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, example: 'REJECTION_EMAIL' })
  @Rule(typeRule)
  type!: EmailTemplateType;

  @ApiPropertyOptional({ description: 'The company’s template of its type used unless another is picked' })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;
}

/** A clone's title: required and unique ('A clone title must be unique'). */
export class CloneEmailTemplateRequestDto {
  @ApiProperty({ example: 'Copy of Rejection email', maxLength: MAX_TEMPLATE_TITLE_LENGTH })
  @Rule(templateTitleRule)
  title!: string;
}
