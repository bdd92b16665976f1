import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  MAX_APPROVAL_STEPS,
  MAX_APPROVERS_PER_STEP,
  MAX_REMINDER_EVERY_DAYS,
  awaitingApprovers,
  type ApprovalFlow,
  type ApprovalFlowDraft,
  type ApprovalRound,
} from '@ats/domain/approval-flows';

const RULES = ['ALL', 'N_OF_M'] as const;

/** One stage of a flow: its approvers and how many of them must approve. */
export class ApprovalStepDto {
  @ApiProperty({ type: 'string', isArray: true, maxItems: MAX_APPROVERS_PER_STEP, maxLength: 64, description: 'Team members who approve this stage' })
  @IsArray()
  @ArrayMaxSize(MAX_APPROVERS_PER_STEP)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  approverIds!: string[];

  @ApiProperty({ enum: RULES, description: 'ALL: every approver; N_OF_M: `required` of them' })
  @IsIn(RULES)
  rule!: (typeof RULES)[number];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_APPROVERS_PER_STEP, description: 'N of N_OF_M' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_APPROVERS_PER_STEP)
  required?: number;
}

export class ApprovalFlowDto {
  @ApiProperty({ type: () => ApprovalStepDto, isArray: true, maxItems: MAX_APPROVAL_STEPS })
  @IsArray()
  @ArrayMaxSize(MAX_APPROVAL_STEPS)
  @ValidateNested({ each: true })
  @Type(() => ApprovalStepDto)
  steps!: ApprovalStepDto[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_REMINDER_EVERY_DAYS, default: 2, description: 'Remind approvers every N days' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_REMINDER_EVERY_DAYS)
  reminderEveryDays?: number;
}

export const flowDraftOf = (dto: ApprovalFlowDto): ApprovalFlowDraft => ({
  steps: dto.steps.map((step) => ({
    approverIds: step.approverIds,
    rule: step.rule === 'N_OF_M' ? { kind: 'N_OF_M', required: step.required ?? 0 } : { kind: 'ALL' },
  })),
  reminderEveryDays: dto.reminderEveryDays ?? null,
});

export class ApprovalStepResponseDto {
  @ApiProperty({ type: 'string', isArray: true }) approverIds!: string[];
  @ApiProperty({ enum: RULES }) rule!: (typeof RULES)[number];
  @ApiProperty({ type: 'integer' }) required!: number;
}

export class ApprovalFlowResponseDto {
  @ApiProperty({ type: () => ApprovalStepResponseDto, isArray: true }) steps!: ApprovalStepResponseDto[];
  @ApiProperty({ type: 'integer' }) reminderEveryDays!: number;
}

export const flowResponseOf = (flow: ApprovalFlow): ApprovalFlowResponseDto => ({
  steps: flow.steps.map((step) => ({
    approverIds: step.approverIds,
    rule: step.rule.kind,
    required: step.rule.kind === 'N_OF_M' ? step.rule.required : step.approverIds.length,
  })),
  reminderEveryDays: flow.reminderEveryDays,
});

export class ApprovalDecisionResponseDto {
  @ApiProperty({ type: 'integer' }) stepIndex!: number;
  @ApiProperty() approverId!: string;
  @ApiProperty() approverName!: string;
  @ApiProperty({ enum: ['APPROVED', 'REJECTED'] }) decision!: string;
  @ApiProperty({ type: 'string', nullable: true }) note!: string | null;
  @ApiProperty({ enum: ['INBOX', 'DETAILS_PAGE', 'EMAIL_LINK'] }) channel!: string;
}

export class ApprovalRoundResponseDto {
  @ApiProperty({ type: 'integer' }) round!: number;
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'REJECTED'] }) status!: string;
  @ApiProperty({ type: 'integer', description: 'The stage waiting for approvers; the number of stages once approved' }) currentStep!: number;
  @ApiProperty({ type: () => ApprovalFlowResponseDto }) flow!: ApprovalFlowResponseDto;
  @ApiProperty({ type: () => ApprovalDecisionResponseDto, isArray: true }) decisions!: ApprovalDecisionResponseDto[];
  @ApiProperty({ type: 'string', isArray: true }) awaitingApproverIds!: string[];
}

/** A round as the details pages show it (requisitions and offers alike): stages, answers and who is awaited. */
export const approvalRoundResponseOf = (round: ApprovalRound): ApprovalRoundResponseDto => ({
  round: round.round,
  status: round.status,
  currentStep: round.currentStep,
  flow: flowResponseOf(round.flow),
  decisions: round.decisions.map(({ stepIndex, approverId, approverName, decision, note, channel }) => ({ stepIndex, approverId, approverName, decision, note, channel })),
  awaitingApproverIds: awaitingApprovers(round),
});
