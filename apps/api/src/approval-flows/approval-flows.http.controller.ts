import { Body, Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { APPROVAL_SUBJECT_TYPES, ApprovalFlowErrors, MAX_APPROVAL_NOTE_LENGTH, type ApprovalSubjectType } from '@ats/domain/approval-flows';
import { hasPermission } from '@ats/domain/identity';
import { DomainError } from '@ats/domain/shared';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { Public } from '../identity/public.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { ApprovalFlowDefaults, EMPTY_FLOW } from './approval-flow-defaults';
import { ApprovalFlowDto, ApprovalFlowResponseDto, flowDraftOf, flowResponseOf } from './approval-flow.dto';
import { ApprovalLinkSubjects, MAX_APPROVAL_LINK_LENGTH } from './approval-link-subjects';

/** Spec 01 §6.2: who edits each type's company default flow. */
export const DEFAULT_FLOW_PERMISSIONS: Record<ApprovalSubjectType, string> = {
  requisition: 'COMPANY::HIRING_PLAN::DEFAULT_APPROVAL_FLOW::APPROVER',
  offer: 'COMPANY::OFFERS::APPROVAL_FLOW::EDIT',
};
const DEFAULT_FLOW_READERS: Record<ApprovalSubjectType, string[]> = {
  requisition: ['COMPANY::HIRING_PLAN::REQUISITIONS::CREATE', DEFAULT_FLOW_PERMISSIONS.requisition],
  offer: ['COMPANY::OFFERS::APPROVAL_FLOW::LIST', DEFAULT_FLOW_PERMISSIONS.offer],
};

const forbidden = () => new DomainError('forbidden', 'You do not have permission to perform this action', 'forbidden');
const typePipe = new ParseEnumPipe(Object.fromEntries(APPROVAL_SUBJECT_TYPES.map((type) => [type, type])));

@ApiTags('approval flows')
@ApiBearerAuth()
@Controller('approval-flows')
export class ApprovalFlowDefaultsHttpController {
  constructor(private readonly defaults: ApprovalFlowDefaults) {}

  @RouteAccess({ permissions: Object.values(DEFAULT_FLOW_READERS).flat() })
  @Get('default/:type')
  @ApiOperation({ summary: "The company's default approval flow for requisitions or offers (no steps when none is set)" })
  @ApiParam({ name: 'type', enum: APPROVAL_SUBJECT_TYPES })
  @ApiOkResponse({ type: ApprovalFlowResponseDto })
  async get(@CurrentCaller() caller: Caller, @Param('type', typePipe) type: ApprovalSubjectType): Promise<ApprovalFlowResponseDto> {
    if (!DEFAULT_FLOW_READERS[type].some((permission) => hasPermission(caller, permission))) throw forbidden();
    return flowResponseOf((await this.defaults.find(caller.companyId, type)) ?? EMPTY_FLOW);
  }

  @RouteAccess({ permissions: Object.values(DEFAULT_FLOW_PERMISSIONS) })
  @Put('default/:type')
  @ApiOperation({
    summary: "Set the company's default approval flow for a type: every stage needs an approver ('Approval setup incomplete. Every stage must have an assigned approver to continue.')",
  })
  @ApiParam({ name: 'type', enum: APPROVAL_SUBJECT_TYPES })
  @ApiOkResponse({ type: ApprovalFlowResponseDto })
  async put(
    @CurrentCaller() caller: Caller,
    @Param('type', typePipe) type: ApprovalSubjectType,
    @Body() body: ApprovalFlowDto,
  ): Promise<ApprovalFlowResponseDto> {
    if (!hasPermission(caller, DEFAULT_FLOW_PERMISSIONS[type])) throw forbidden();
    return flowResponseOf(await this.defaults.save(caller.companyId, type, flowDraftOf(body)));
  }
}

export class ApprovalLinkResponseDto {
  @ApiProperty({ enum: APPROVAL_SUBJECT_TYPES }) subjectType!: ApprovalSubjectType;
  @ApiProperty({ format: 'uuid' }) subjectId!: string;
  @ApiProperty() title!: string;
  @ApiPropertyOptional({ type: 'string', nullable: true }) reference!: string | null;
  @ApiProperty() approverName!: string;
  @ApiProperty({ description: 'Whether the link can still be used (pending, this step, not yet answered)' }) open!: boolean;
  @ApiProperty() status!: string;
}

export class ApprovalLinkDecisionDto {
  @ApiProperty({ enum: ['APPROVED', 'REJECTED'] })
  @IsIn(['APPROVED', 'REJECTED'])
  decision!: 'APPROVED' | 'REJECTED';

  @ApiPropertyOptional({ maxLength: MAX_APPROVAL_NOTE_LENGTH, description: 'Required to reject' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_NOTE_LENGTH)
  note?: string;
}

/**
 * Signed single-use links in approval e-mails (issue 10): the approver opens the item and approves or rejects it
 * without signing in. The subject's stream makes the link single-use: the answer is recorded once.
 */
@ApiTags('approval flows')
@Controller('approval-links')
export class ApprovalLinksHttpController {
  constructor(private readonly subjects: ApprovalLinkSubjects) {}

  @Public()
  @ApiParam({ name: 'token', schema: { type: 'string', maxLength: MAX_APPROVAL_LINK_LENGTH } })
  @Get(':token')
  @ApiOperation({ summary: 'What a signed approval link is for, and whether it can still be used' })
  @ApiOkResponse({ type: ApprovalLinkResponseDto })
  async view(@Param('token') token: string): Promise<ApprovalLinkResponseDto> {
    const { claims, subject } = await this.subjects.resolve(token);
    return subject.view(claims);
  }

  @Public()
  @ApiParam({ name: 'token', schema: { type: 'string', maxLength: MAX_APPROVAL_LINK_LENGTH } })
  @Post(':token/decision')
  @HttpCode(204)
  @ApiOperation({ summary: 'Approve, or reject with a note, through a signed link; a second use changes nothing (409)' })
  async decide(@Param('token') token: string, @Body() body: ApprovalLinkDecisionDto): Promise<void> {
    const { claims, subject } = await this.subjects.resolve(token);
    const note = body.note?.trim() || null;
    if (body.decision === 'REJECTED' && !note) throw ApprovalFlowErrors.noteRequired();
    await subject.decide(claims, body.decision, note);
  }
}
