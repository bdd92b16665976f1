import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { EMAIL_LIMITS, EMAIL_MESSAGES } from '@ats/domain/applications';

/** Cc or Bcc: a bounded list of bounded strings; the decider checks each is an address ('Please add valid email'). */
export const EmailCopies = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'array', items: { type: 'string', maxLength: 320 }, maxItems: EMAIL_LIMITS.maxCopies }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(EMAIL_LIMITS.maxCopies, { message: EMAIL_MESSAGES.tooManyCopies }),
    IsString({ each: true, message: EMAIL_MESSAGES.invalidCopy }),
    MaxLength(320, { each: true, message: EMAIL_MESSAGES.invalidCopy }),
  );

/** Attachments: a bounded list of file ids ('File not found' for one that is no id). */
export const EmailAttachments = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'array', items: { type: 'string', format: 'uuid', maxLength: 36 }, maxItems: EMAIL_LIMITS.maxAttachments, description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(EMAIL_LIMITS.maxAttachments, { message: EMAIL_MESSAGES.tooManyAttachments }),
    IsUUID('all', { each: true, message: EMAIL_MESSAGES.attachmentNotFound }),
  );

export const EmailConfidential = () =>
  applyDecorators(ApiPropertyOptional({ type: 'boolean', default: false, description: 'Visible only with confidential access' }), IsOptional(), IsBoolean());

/** 'Send later': a time, judged in the future by the handler. */
export const EmailSendAt = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'string', format: 'date-time', maxLength: 40, nullable: true, description }),
    IsOptional(),
    IsISO8601({ strict: true }, { message: 'Please choose a valid date and time' }),
    MaxLength(40),
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

  @EmailAttachments('Ids of this application’s files')
  attachmentFileIds?: string[];

  @EmailConfidential()
  confidential?: boolean;

  @EmailSendAt('Send later, at this time (in the future)')
  scheduledAt?: string | null;
}
