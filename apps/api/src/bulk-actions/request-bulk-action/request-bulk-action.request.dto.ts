import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { CANDIDATE_ORIGINS, COMMENT_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX_PER_CHANGE, type CandidateOrigin } from '@ats/domain/applications';
import {
  BULK_ACTION_MAX_ITEMS,
  BULK_ACTION_MESSAGES,
  BULK_EMAIL_BODY_MAX_LENGTH,
  BULK_EMAIL_SUBJECT_MAX_LENGTH,
  BULK_SOURCE_MAX_LENGTH,
} from '@ats/domain/bulk-actions';
import { EmailAttachments, EmailConfidential, EmailCopies, EmailSendAt } from '../../applications/emails/emails.request.dto';
import { CandidateListFilterOptionsRequestDto } from '../../applications/application-queries/list-applications.request.dto';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';

/**
 * Which applications (spec 02 §2.11 'Bulk selection'): the ticked ids, or the candidate list's current filter —
 * 'Select top 500': the first 500 of the list's tab in its order, less `unSelectedIds`.
 */
export class BulkSelectionRequestDto {
  @ApiPropertyOptional({ type: [String], maxItems: BULK_ACTION_MAX_ITEMS, items: { type: 'string', format: 'uuid' } })
  @IsOptional()
  @IsArray({ message: BULK_ACTION_MESSAGES.noSelection })
  @ArrayMaxSize(BULK_ACTION_MAX_ITEMS, { message: BULK_ACTION_MESSAGES.tooMany })
  @IsUUID('4', { each: true, message: 'Candidate application not found' })
  applicationIds?: string[];

  @ApiPropertyOptional({ type: CandidateListFilterOptionsRequestDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CandidateListFilterOptionsRequestDto)
  filter?: CandidateListFilterOptionsRequestDto;
}

export class OwnerChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: BULK_ACTION_MESSAGES.owner })
  ownerId!: string;
}

export class ArchiveChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: BULK_ACTION_MESSAGES.archiveReason })
  archivalReasonId!: string;

  @ApiPropertyOptional({ type: 'boolean', description: "'Archive and send': also send each candidate the rejection e-mail", default: false })
  @IsOptional()
  @IsBoolean()
  sendRejectionEmail?: boolean;
}

export class UnarchiveRequestDto extends BulkSelectionRequestDto {}

export class ProgressStageChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH })
  @IsString({ message: BULK_ACTION_MESSAGES.stage })
  @MaxLength(MAX_STAGE_ID_LENGTH, { message: BULK_ACTION_MESSAGES.stage })
  stageId!: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      "Send the stage's invitation e-mail. Left out: sent where the stage has one; true: an application whose stage has none fails with 'There is no invitation email added for this stage…'; false: not sent",
  })
  @IsOptional()
  @IsBoolean()
  sendInvitationEmail?: boolean;
}

export class BulkOriginChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ enum: CANDIDATE_ORIGINS })
  @IsIn(CANDIDATE_ORIGINS as CandidateOrigin[], { message: BULK_ACTION_MESSAGES.origin })
  origin!: CandidateOrigin;
}

export class BulkSourceChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ maxLength: BULK_SOURCE_MAX_LENGTH })
  @IsString({ message: BULK_ACTION_MESSAGES.source })
  @MaxLength(BULK_SOURCE_MAX_LENGTH)
  source!: string;
}

export class BulkJobChangeRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: BULK_ACTION_MESSAGES.job })
  jobId!: string;

  @ApiPropertyOptional({ maxLength: MAX_STAGE_ID_LENGTH, description: 'Default: the first stage for each candidate’s origin' })
  @IsOptional()
  @IsString({ message: BULK_ACTION_MESSAGES.stage })
  @MaxLength(MAX_STAGE_ID_LENGTH, { message: BULK_ACTION_MESSAGES.stage })
  stageId?: string;
}

export class BulkDeleteApplicationsRequestDto extends BulkSelectionRequestDto {}

export class BulkSendEmailRequestDto extends BulkSelectionRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The template the subject and body came from' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  templateId?: string;

  @ApiProperty({ maxLength: BULK_EMAIL_SUBJECT_MAX_LENGTH })
  @IsString({ message: BULK_ACTION_MESSAGES.emailRequired })
  @MaxLength(BULK_EMAIL_SUBJECT_MAX_LENGTH, { message: BULK_ACTION_MESSAGES.emailTooLong })
  subject!: string;

  @ApiProperty({ maxLength: BULK_EMAIL_BODY_MAX_LENGTH, description: 'HTML with placeholders, sanitised as template bodies are' })
  @IsString({ message: BULK_ACTION_MESSAGES.emailRequired })
  @MaxLength(BULK_EMAIL_BODY_MAX_LENGTH, { message: BULK_ACTION_MESSAGES.emailTooLong })
  body!: string;

  // What the single composer offers besides (spec 03 "Email composer"), with its bounds and words.
  @EmailCopies()
  cc?: string[];

  @EmailCopies()
  bcc?: string[];

  @EmailAttachments('Files uploaded with POST /bulk-actions/email-attachments; each candidate’s e-mail attaches a copy among the application’s files')
  attachmentIds?: string[];

  @EmailConfidential()
  confidential?: boolean;

  @EmailSendAt('Send later: the bulk action waits until this time (one Temporal timer) and then sends each candidate’s e-mail; cancelling the bulk action before then sends none')
  scheduledAt?: string | null;
}

export class BulkParseCvsRequestDto extends BulkSelectionRequestDto {}

/** A list of tags to add or remove; the kind's declaration trims, bounds and de-duplicates them. */
const TagList = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: TAGS_MAX_PER_CHANGE, items: { type: 'string', maxLength: TAG_MAX_LENGTH * 2 } }),
    IsOptional(),
    IsArray({ message: BULK_ACTION_MESSAGES.tags }),
    ArrayMaxSize(TAGS_MAX_PER_CHANGE),
    IsString({ each: true, message: BULK_ACTION_MESSAGES.tags }),
    MaxLength(TAG_MAX_LENGTH * 2, { each: true }),
  );

export class AddOrRemoveTagsRequestDto extends BulkSelectionRequestDto {
  @TagList() add?: string[];
  @TagList() remove?: string[];
}

export class AddCommentRequestDto extends BulkSelectionRequestDto {
  @ApiProperty({ maxLength: COMMENT_MAX_LENGTH })
  @IsString()
  @MaxLength(COMMENT_MAX_LENGTH)
  text!: string;

  @ApiPropertyOptional({ type: 'boolean', default: false })
  @IsOptional()
  @IsBoolean()
  confidential?: boolean;
}
