import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { EMAIL_LIMITS, EMAIL_MESSAGES } from '@ats/domain/applications';

/** Cc or Bcc: a bounded list of bounded strings; the decider checks each is an address ('Please add valid email'). */
const EmailCopies = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'array', items: { type: 'string', maxLength: 320 }, maxItems: EMAIL_LIMITS.maxCopies }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(EMAIL_LIMITS.maxCopies, { message: EMAIL_MESSAGES.tooManyCopies }),
    IsString({ each: true, message: EMAIL_MESSAGES.invalidCopy }),
    MaxLength(320, { each: true, message: EMAIL_MESSAGES.invalidCopy }),
  );

/**
 * An e-mail to the candidate (spec 03 "Email composer"). Subject and body may carry placeholders in either
 * spelling ({{candidateFirstName}} or {{candidate-first-name}}), filled in when sent. The decider judges
 * empty and invalid values with the spec's words; the bounds here only keep hostile input small.
 */
export class SendEmailRequestDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true, description: 'The template it was written from' })
  @IsOptional()
  @IsUUID('all', { message: 'Email template not found' })
  templateId?: string | null;

  @ApiProperty({ maxLength: EMAIL_LIMITS.subjectMaxLength + 100 })
  @IsString({ message: EMAIL_MESSAGES.subjectRequired })
  @MaxLength(EMAIL_LIMITS.subjectMaxLength + 100, { message: EMAIL_MESSAGES.subjectTooLong })
  subject!: string;

  @ApiProperty({ maxLength: EMAIL_LIMITS.bodyMaxLength, description: 'HTML from the rich-text editor; sanitised on the server' })
  @IsString({ message: EMAIL_MESSAGES.bodyRequired })
  @MaxLength(EMAIL_LIMITS.bodyMaxLength, { message: EMAIL_MESSAGES.tooLarge })
  body!: string;

  @EmailCopies()
  cc?: string[];

  @EmailCopies()
  bcc?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uuid', maxLength: 36 },
    maxItems: EMAIL_LIMITS.maxAttachments,
    description: 'Ids of this application’s files',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(EMAIL_LIMITS.maxAttachments, { message: EMAIL_MESSAGES.tooManyAttachments })
  @IsUUID('all', { each: true, message: EMAIL_MESSAGES.attachmentNotFound })
  attachmentFileIds?: string[];

  @ApiPropertyOptional({ type: 'boolean', default: false, description: 'Visible only with confidential access' })
  @IsOptional()
  @IsBoolean()
  confidential?: boolean;

  @ApiPropertyOptional({ type: 'string', format: 'date-time', maxLength: 40, nullable: true, description: 'Send later, at this time (in the future)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Please choose a valid date and time' })
  @MaxLength(40)
  scheduledAt?: string | null;
}
