import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_APPROVAL_NOTE_LENGTH, MAX_APPROVAL_STEPS, MAX_APPROVERS_PER_STEP, MAX_REMINDER_EVERY_DAYS } from '@ats/domain/approval-flows';
import {
  MAX_OFFER_COMMENTS_LENGTH,
  MAX_OFFER_EMAIL_BODY_LENGTH,
  MAX_OFFER_EMAIL_SUBJECT_LENGTH,
  MAX_OFFER_REASON_LENGTH,
  MAX_SIGNATURE_BYTES,
  OFFER_STATUSES,
  type OfferStatus,
} from '@ats/domain/offers';
import { MAX_PLACEHOLDER_VALUE_LENGTH, OFFER_PLACEHOLDERS } from '@ats/domain/offer-templates';
import { PageNumber, PageSize } from '../platform/paging';

/** Placeholder name → value: at most the spec's placeholders, each value one bounded line (checked by the decider). */
const valuesProperty = () =>
  ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: MAX_PLACEHOLDER_VALUE_LENGTH },
    maxProperties: OFFER_PLACEHOLDERS.length,
    example: { candidate_name: 'Salma Haddad', salary_amount: '90,000' },
  });

export class OfferEmailRequestDto {
  @ApiProperty({ maxLength: MAX_OFFER_EMAIL_SUBJECT_LENGTH, example: 'Your offer from Acme' })
  @IsString()
  @MaxLength(MAX_OFFER_EMAIL_SUBJECT_LENGTH)
  subject!: string;

  @ApiProperty({ maxLength: MAX_OFFER_EMAIL_BODY_LENGTH, example: '<p>Read and sign your offer: <a href="{{offer-link}}">your offer</a></p>' })
  @IsString()
  @MaxLength(MAX_OFFER_EMAIL_BODY_LENGTH)
  body!: string;
}

export class OfferApprovalStepRequestDto {
  @ApiProperty({ type: 'string', isArray: true, maxItems: MAX_APPROVERS_PER_STEP, format: 'uuid' })
  @IsArray()
  @ArrayMaxSize(MAX_APPROVERS_PER_STEP)
  @IsUUID('all', { each: true })
  approverIds!: string[];

  @ApiProperty({ enum: ['ALL', 'N_OF_M'] })
  @IsIn(['ALL', 'N_OF_M'])
  rule!: 'ALL' | 'N_OF_M';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_APPROVERS_PER_STEP })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_APPROVERS_PER_STEP)
  required?: number;
}

export class OfferApprovalFlowRequestDto {
  @ApiProperty({ type: [OfferApprovalStepRequestDto], maxItems: MAX_APPROVAL_STEPS })
  @IsArray()
  @ArrayMaxSize(MAX_APPROVAL_STEPS)
  @ValidateNested({ each: true })
  @Type(() => OfferApprovalStepRequestDto)
  steps!: OfferApprovalStepRequestDto[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_REMINDER_EVERY_DAYS })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_REMINDER_EVERY_DAYS)
  reminderEveryDays?: number;
}

/** The send-offer page (spec 03 §2.2): a template, its sender's values, and approval or an e-mail to send now. */
export class CreateOfferRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  applicationId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  templateId!: string;

  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true, description: 'One of the company’s open requisitions; required when the company requires a requisition for offers' })
  @IsOptional()
  @IsUUID()
  requisitionId?: string | null;

  @valuesProperty()
  @IsObject()
  senderValues!: Record<string, string>;

  // Approvers of this offer; without it the offer goes to the candidate at once. (No description: it would wrap the $ref.)
  @ApiPropertyOptional({ type: OfferApprovalFlowRequestDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OfferApprovalFlowRequestDto)
  approvalFlow?: OfferApprovalFlowRequestDto | null;

  // The e-mail sending the offer, when there is no approval.
  @ApiPropertyOptional({ type: OfferEmailRequestDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OfferEmailRequestDto)
  email?: OfferEmailRequestDto | null;
}

export class ChangeOfferTermsRequestDto {
  @valuesProperty()
  @IsObject()
  senderValues!: Record<string, string>;
}

export class OfferApprovalRequestDto {
  @ApiPropertyOptional({ maxLength: MAX_APPROVAL_NOTE_LENGTH, description: 'Required to reject' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_NOTE_LENGTH)
  note?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1000, description: 'The approval round the approver saw' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  round?: number;

  @ApiPropertyOptional({ enum: ['INBOX', 'DETAILS_PAGE'], default: 'DETAILS_PAGE' })
  @IsOptional()
  @IsIn(['INBOX', 'DETAILS_PAGE'])
  channel?: 'INBOX' | 'DETAILS_PAGE';
}

export class RecallOfferRequestDto {
  // The optional recall e-mail to the candidate.
  @ApiPropertyOptional({ type: OfferEmailRequestDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OfferEmailRequestDto)
  email?: OfferEmailRequestDto | null;
}

export class RejectOfferOnBehalfRequestDto {
  @ApiProperty({ maxLength: MAX_OFFER_REASON_LENGTH })
  @IsString()
  @MaxLength(MAX_OFFER_REASON_LENGTH)
  reason!: string;

  @ApiPropertyOptional({ maxLength: MAX_OFFER_COMMENTS_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_OFFER_COMMENTS_LENGTH)
  comments?: string;
}

/** The optional signed PDF of 'Mark as signed', as the OpenAPI document shows the multipart form. */
export class MarkOfferSignedFormDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The signed offer, a .pdf' })
  file?: unknown;
}

/** 4/3 of the image's bytes in base64, and the data URL's prefix. */
const MAX_SIGNATURE_DATA_URL_LENGTH = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64;

export class SignOfferRequestDto {
  @ApiProperty({ description: 'The terms checkbox' })
  @IsBoolean()
  acceptedTerms!: boolean;

  @valuesProperty()
  @IsObject()
  candidateValues!: Record<string, string>;

  @ApiProperty({ maxLength: MAX_SIGNATURE_DATA_URL_LENGTH, description: 'The signature image as a data URL (image/png or image/jpeg), at most 200KB' })
  @IsString()
  @MaxLength(MAX_SIGNATURE_DATA_URL_LENGTH)
  signature!: string;

  @ApiProperty({ enum: ['DRAWN', 'UPLOADED'] })
  @IsIn(['DRAWN', 'UPLOADED'])
  signatureKind!: 'DRAWN' | 'UPLOADED';
}

export class CandidateRejectOfferRequestDto {
  @ApiProperty({ maxLength: MAX_OFFER_REASON_LENGTH })
  @IsString()
  @MaxLength(MAX_OFFER_REASON_LENGTH)
  reason!: string;
}

const asList = ({ value }: { value: unknown }) => (value === undefined ? undefined : Array.isArray(value) ? value : String(value).split(','));

export class ListOffersRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One application’s offers; without it, the company’s offers of the jobs the caller sees' })
  @IsOptional()
  @IsUUID()
  applicationId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The company’s offers of this job only' })
  @IsOptional()
  @IsUUID()
  jobId?: string;
  @ApiPropertyOptional({ enum: OFFER_STATUSES, isArray: true, maxItems: OFFER_STATUSES.length, description: 'The company’s offers in these statuses only' })
  @IsOptional()
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(OFFER_STATUSES.length)
  @IsIn(OFFER_STATUSES, { each: true })
  statuses?: OfferStatus[];
  @PageNumber() page?: number;
  @PageSize(20, 100) take?: number;
}
