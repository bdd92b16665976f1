import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BUDGET_TYPES,
  EMPLOYMENT_TYPES,
  HIRING_PROGRESS,
  OPENING_FOR,
  OPENING_TYPES,
  REQUISITION_STATUSES,
  SALARY_FREQUENCIES,
  type HiringProgress,
  type RequisitionStatus,
} from '@ats/domain/requisitions';
import { ApprovalFlowResponseDto, ApprovalRoundResponseDto } from '../approval-flows/approval-flow.dto';

export class TargetSalaryResponseDto {
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: SALARY_FREQUENCIES }) frequency!: string;
}

export class RequisitionDetailsResponseDto {
  @ApiProperty() openingId!: string;
  @ApiProperty() requisitionName!: string;
  @ApiProperty() roleName!: string;
  @ApiProperty({ enum: OPENING_FOR }) openingFor!: string;
  @ApiProperty({ type: 'string', nullable: true }) existingJobId!: string | null;
  @ApiProperty() jobDescription!: string;
  @ApiProperty({ enum: BUDGET_TYPES }) budgetType!: string;
  @ApiProperty({ enum: OPENING_TYPES }) openingType!: string;
  @ApiProperty({ type: 'string', nullable: true }) employeeBackfilled!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) reasonForHiring!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) reasonForReplacement!: string | null;
  @ApiProperty() departmentId!: string;
  @ApiProperty() locationId!: string;
  @ApiProperty({ enum: EMPLOYMENT_TYPES }) employmentType!: string;
  @ApiProperty() targetHiredDate!: string;
  @ApiProperty({ type: 'integer' }) headcount!: number;
  @ApiProperty({ type: () => TargetSalaryResponseDto }) salary!: TargetSalaryResponseDto;
  @ApiProperty() hiringManagerId!: string;
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
}

export class MemberReferenceResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty() isDeletedUser!: boolean;
}

export class HiredCandidateResponseDto {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The application, when the candidate was found in the product' })
  applicationId!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', nullable: true }) email!: string | null;
}

export class RequisitionHiredResponseDto {
  @ApiProperty({ example: '2027-01-15' }) date!: string;
  @ApiProperty({
    type: () => HiredCandidateResponseDto,
    nullable: true,
    description: 'Whom it hired: the application\'s candidate as named now, or the new candidate as recorded; null when no one known is left',
  })
  candidate!: HiredCandidateResponseDto | null;
  @ApiProperty({ type: 'string', nullable: true }) offerSentDate!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The signed offer that made the hire, if an offer did' })
  offerId!: string | null;
}

export class RequisitionResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) revision!: number;
  @ApiProperty({ enum: REQUISITION_STATUSES }) status!: RequisitionStatus;
  @ApiProperty({ enum: HIRING_PROGRESS }) hiringProgress!: HiringProgress;
  @ApiProperty({ type: () => RequisitionDetailsResponseDto }) details!: RequisitionDetailsResponseDto;
  @ApiProperty({ type: 'string', isArray: true }) recruiterIds!: string[];
  @ApiProperty() createdById!: string;
  @ApiProperty({ type: 'string', isArray: true }) jobIds!: string[];
  @ApiPropertyOptional({ type: () => ApprovalFlowResponseDto, nullable: true }) approvalFlow!: ApprovalFlowResponseDto | null;
  @ApiPropertyOptional({ type: () => ApprovalRoundResponseDto, nullable: true }) round!: ApprovalRoundResponseDto | null;
  @ApiProperty({ description: 'Whether the caller is an approver the current stage waits for' }) canDecide!: boolean;
  @ApiProperty({ description: 'Whether the caller may edit, submit, assign recruiters and mark as hired' }) canManage!: boolean;
  @ApiProperty({ type: () => MemberReferenceResponseDto, isArray: true, description: 'The team members it names' }) members!: MemberReferenceResponseDto[];
  @ApiPropertyOptional({ type: () => RequisitionHiredResponseDto, nullable: true, description: "What 'Mark as Hired' recorded" })
  hired!: RequisitionHiredResponseDto | null;
}

export class RequisitionListItemResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() openingId!: string;
  @ApiProperty() requisitionName!: string;
  @ApiProperty() roleName!: string;
  @ApiProperty({ enum: REQUISITION_STATUSES }) status!: RequisitionStatus;
  @ApiProperty({ enum: HIRING_PROGRESS }) hiringProgress!: HiringProgress;
  @ApiProperty() departmentId!: string;
  @ApiProperty() locationId!: string;
  @ApiProperty() hiringManagerId!: string;
  @ApiProperty({ type: 'string', isArray: true }) recruiterIds!: string[];
  @ApiProperty({ type: 'string', isArray: true }) awaitingApproverIds!: string[];
  @ApiProperty({ type: 'integer' }) headcount!: number;
  @ApiProperty() targetHiredDate!: string;
  @ApiProperty({ type: 'string', nullable: true }) hiredDate!: string | null;
  @ApiProperty({ type: () => HiredCandidateResponseDto, nullable: true, description: 'Whom it hired (the Hired tab)' })
  hiredCandidate!: HiredCandidateResponseDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: Date;
}

export class PaginationResponseDto {
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) perPage!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
  @ApiProperty() hasNext!: boolean;
}

export class RequisitionListResponseDto {
  @ApiProperty({ type: () => RequisitionListItemResponseDto, isArray: true }) requisitions!: RequisitionListItemResponseDto[];
  @ApiProperty({ type: () => PaginationResponseDto }) paginationOptions!: PaginationResponseDto;
}

export class HiringPlanHighlightsResponseDto {
  @ApiProperty({ type: 'integer' }) hiringNotStarted!: number;
  @ApiProperty({ type: 'integer' }) hiringInProgress!: number;
  @ApiProperty({ type: 'integer' }) offerSent!: number;
  @ApiProperty({ type: 'number', nullable: true, description: 'Days from recruiter assignment to hire; null when none can be measured' })
  averageTimeToFillDays!: number | null;
}

export class RequisitionHistoryEntryResponseDto {
  @ApiProperty({ type: 'integer' }) revision!: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) at!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: ['user', 'candidate', 'agency', 'automation'] }) actorKind!: string;
  @ApiProperty() actorName!: string;
  @ApiPropertyOptional({ type: 'integer' }) round?: number;
  @ApiPropertyOptional({ type: 'integer' }) stepIndex?: number;
  @ApiPropertyOptional() approverName?: string;
  @ApiPropertyOptional() decision?: string;
  @ApiPropertyOptional({ type: 'string', nullable: true }) note?: string | null;
  @ApiPropertyOptional() channel?: string;
  @ApiPropertyOptional() reason?: string;
  @ApiPropertyOptional({ type: 'integer' }) reminder?: number;
}

export class RequisitionHistoryResponseDto {
  @ApiProperty({ type: () => RequisitionHistoryEntryResponseDto, isArray: true }) entries!: RequisitionHistoryEntryResponseDto[];
}
