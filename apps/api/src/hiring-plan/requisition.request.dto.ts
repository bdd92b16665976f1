import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_APPROVAL_NOTE_LENGTH } from '@ats/domain/approval-flows';
import {
  BUDGET_TYPES,
  EMPLOYMENT_TYPES,
  HIRING_PROGRESS,
  MAX_DESCRIPTION_LENGTH,
  MAX_HEADCOUNT,
  MAX_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_OPENING_ID_LENGTH,
  MAX_REASON_LENGTH,
  MAX_RECRUITERS,
  MAX_SALARY,
  OPENING_FOR,
  OPENING_TYPES,
  SALARY_FREQUENCIES,
  type BudgetType,
  type EmploymentType,
  type HiringProgress,
  type OpeningFor,
  type OpeningType,
  type SalaryFrequency,
} from '@ats/domain/requisitions';
import { HIRING_PLAN_TABS, type HiringPlanTab } from '@ats/projections/requisitions/requisitions.query';
import { OptionalExpectedRevision } from '../platform/expected-revision';
import { PageNumber, PageSize } from '../platform/paging';
import { ApprovalFlowDto } from '../approval-flows/approval-flow.dto';

export class TargetSalaryDto {
  @ApiProperty({ minimum: 1, maximum: MAX_SALARY }) @IsNumber() @Min(1, { message: 'Minimum salary must be at least 1' }) @Max(MAX_SALARY) min!: number;
  @ApiProperty({ minimum: 1, maximum: MAX_SALARY }) @IsNumber() @Min(1) @Max(MAX_SALARY) max!: number;
  @ApiProperty({ example: 'AED', maxLength: 3 }) @IsString({ message: 'Please enter currency' }) @MaxLength(3) currency!: string;
  @ApiProperty({ enum: SALARY_FREQUENCIES }) @IsIn(SALARY_FREQUENCIES) frequency!: SalaryFrequency;
}

/** Spec 02 §3.15: the requisition's fields. */
export class RequisitionFieldsDto {
  @ApiProperty({ maxLength: MAX_OPENING_ID_LENGTH }) @IsString() @MaxLength(MAX_OPENING_ID_LENGTH) openingId!: string;
  @ApiPropertyOptional({ maxLength: MAX_NAME_LENGTH }) @IsOptional() @IsString() @MaxLength(MAX_NAME_LENGTH) requisitionName?: string;
  @ApiProperty({ maxLength: MAX_NAME_LENGTH }) @IsString() @MaxLength(MAX_NAME_LENGTH) roleName!: string;
  @ApiProperty({ enum: OPENING_FOR }) @IsIn(OPENING_FOR) openingFor!: OpeningFor;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true }) @IsOptional() @IsUUID('all', { message: 'Please select job' }) existingJobId?: string | null;
  @ApiProperty({ maxLength: MAX_DESCRIPTION_LENGTH }) @IsString() @MaxLength(MAX_DESCRIPTION_LENGTH) jobDescription!: string;
  @ApiProperty({ enum: BUDGET_TYPES }) @IsIn(BUDGET_TYPES) budgetType!: BudgetType;
  @ApiProperty({ enum: OPENING_TYPES }) @IsIn(OPENING_TYPES) openingType!: OpeningType;
  @ApiPropertyOptional({ type: 'string', maxLength: MAX_NAME_LENGTH, nullable: true }) @IsOptional() @IsString() @MaxLength(MAX_NAME_LENGTH) employeeBackfilled?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: MAX_REASON_LENGTH, nullable: true }) @IsOptional() @IsString() @MaxLength(MAX_REASON_LENGTH) reasonForHiring?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: MAX_REASON_LENGTH, nullable: true }) @IsOptional() @IsString() @MaxLength(MAX_REASON_LENGTH) reasonForReplacement?: string | null;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select department' }) departmentId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select location' }) locationId!: string;
  @ApiProperty({ enum: EMPLOYMENT_TYPES }) @IsIn(EMPLOYMENT_TYPES) employmentType!: EmploymentType;
  @ApiProperty({ example: '2027-01-31', maxLength: 10 }) @IsString() @MaxLength(10) targetHiredDate!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_HEADCOUNT }) @IsInt() @Min(1, { message: 'Headcount must be greater than 0' }) @Max(MAX_HEADCOUNT) headcount!: number;
  @ApiProperty({ type: () => TargetSalaryDto }) @IsObject() @ValidateNested() @Type(() => TargetSalaryDto) salary!: TargetSalaryDto;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select hiring manager' }) hiringManagerId!: string;
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, maxItems: MAX_RECRUITERS })
  @IsArray()
  @ArrayMaxSize(MAX_RECRUITERS)
  @IsUUID('all', { each: true, message: 'Please select recruiter' })
  recruiterIds!: string[];
  @ApiPropertyOptional({ type: 'string', maxLength: MAX_NOTES_LENGTH, nullable: true }) @IsOptional() @IsString() @MaxLength(MAX_NOTES_LENGTH) notes?: string | null;
  // The requisition's approval flow; the company's default when left out. (No description: it would wrap the $ref.)
  @ApiPropertyOptional({ type: () => ApprovalFlowDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ApprovalFlowDto)
  approvalFlow?: ApprovalFlowDto;
}

export class CreateRequisitionRequestDto extends RequisitionFieldsDto {
  @ApiPropertyOptional({ default: true, description: 'Submit for approval at once (else saved as a draft)' })
  @IsOptional()
  @IsBoolean()
  submit?: boolean;
}

export class UpdateRequisitionRequestDto extends RequisitionFieldsDto {
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class SubmitRequisitionRequestDto {
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class RequisitionDecisionRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100_000, description: 'The approval round the approver saw; an older one answers 409' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  round?: number;

  @ApiPropertyOptional({ maxLength: MAX_APPROVAL_NOTE_LENGTH, description: 'Required to reject' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_NOTE_LENGTH)
  note?: string;

  @ApiPropertyOptional({ enum: ['INBOX', 'DETAILS_PAGE'], default: 'DETAILS_PAGE', description: 'Where the approver acted from' })
  @IsOptional()
  @IsIn(['INBOX', 'DETAILS_PAGE'])
  channel?: 'INBOX' | 'DETAILS_PAGE';
}

export class RequisitionRecruitersRequestDto {
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, maxItems: MAX_RECRUITERS })
  @IsArray()
  @ArrayMaxSize(MAX_RECRUITERS)
  @IsUUID('all', { each: true, message: 'Please select recruiter' })
  recruiterIds!: string[];
}

export class LinkRequisitionJobRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select job' }) jobId!: string;
}

export class HiredCandidateDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true, description: 'A candidate found in the product' })
  @IsOptional()
  @IsUUID('all')
  applicationId?: string | null;
  @ApiProperty({ maxLength: MAX_NAME_LENGTH }) @IsString() @MaxLength(MAX_NAME_LENGTH) name!: string;
  @ApiPropertyOptional({ type: 'string', maxLength: 254, nullable: true }) @IsOptional() @IsString() @MaxLength(254) email?: string | null;
}

export class MarkRequisitionHiredRequestDto {
  @ApiProperty({ example: '2027-01-15', maxLength: 10 }) @IsString({ message: 'Please select hired date' }) @MaxLength(10) hiredDate!: string;
  @ApiPropertyOptional({ type: () => HiredCandidateDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => HiredCandidateDto)
  candidate?: HiredCandidateDto;
  @ApiPropertyOptional({ type: 'string', example: '2027-01-05', maxLength: 10, nullable: true }) @IsOptional() @IsString() @MaxLength(10) offerSentDate?: string | null;
}

const asList = ({ value }: { value: unknown }) => (value === undefined ? undefined : Array.isArray(value) ? value : String(value).split(','));

export class RequisitionListRequestDto {
  @ApiPropertyOptional({ enum: HIRING_PLAN_TABS, default: 'TO_BE_HIRED' }) @IsOptional() @IsIn(HIRING_PLAN_TABS) tab?: HiringPlanTab;
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) search?: string;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, maxItems: 50 })
  @IsOptional()
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  departmentIds?: string[];
  @ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, maxItems: 50 })
  @IsOptional()
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  locationIds?: string[];
  @ApiPropertyOptional({ enum: HIRING_PROGRESS, isArray: true, maxItems: 4 })
  @IsOptional()
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(HIRING_PROGRESS, { each: true })
  hiringProgress?: HiringProgress[];
  @PageNumber() page?: number;
  @PageSize(10, 100) perPage?: number;
}
