import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
import { HistoryExportRequestDto, HistoryExportRoute, sendHistoryExport } from '../platform/history-export';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import {
  CreateRequisitionRequestDto,
  LinkRequisitionJobRequestDto,
  MarkRequisitionHiredRequestDto,
  RequisitionDecisionRequestDto,
  RequisitionListRequestDto,
  RequisitionRecruitersRequestDto,
  SubmitRequisitionRequestDto,
  UpdateRequisitionRequestDto,
} from './requisition.request.dto';
import {
  HiringPlanHighlightsResponseDto,
  RequisitionHistoryResponseDto,
  RequisitionListResponseDto,
  RequisitionResponseDto,
} from './requisition.response.dto';
import { HIRING_PLAN_PERMISSIONS, Requisitions } from './requisitions.service';

/** The hiring plan needs it on the company's plan (spec 01 §6.2 permissionV2). */
const ON_PLAN = ['COMPANY::HIRING_PLAN'];
const READERS = { companyPermissions: ON_PLAN, permissions: [HIRING_PLAN_PERMISSIONS.list, HIRING_PLAN_PERMISSIONS.create] };
const WRITERS = { companyPermissions: ON_PLAN, permissions: [HIRING_PLAN_PERMISSIONS.create] };
/** Approvers may be hiring managers without any hiring-plan permission: the handler checks the requisition names them. */
const INVOLVED = { ...ANY_SIGNED_IN_USER, companyPermissions: ON_PLAN };

/** Spec 02 §2.16 hiring plan: requisitions (openings), their approval, recruiters, hiring progress and history. */
@ApiTags('hiring plan')
@ApiBearerAuth()
@Controller('requisitions')
export class HiringPlanHttpController {
  constructor(private readonly requisitions: Requisitions) {}

  @RouteAccess(READERS)
  @Get()
  @ApiOperation({ summary: 'A tab of the hiring plan (To be Hired, Hired, Pending approvals, My requisitions, Rejected), filtered and paged' })
  @ApiOkResponse({ type: RequisitionListResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: RequisitionListRequestDto): Promise<RequisitionListResponseDto> {
    return this.requisitions.list(caller, query);
  }

  @RouteAccess(READERS)
  @Get('highlights')
  @ApiOperation({ summary: 'The hiring plan tiles: hiring not started, in progress, offer sent, average time to fill' })
  @ApiOkResponse({ type: HiringPlanHighlightsResponseDto })
  highlights(@CurrentCaller() caller: Caller): Promise<HiringPlanHighlightsResponseDto> {
    return this.requisitions.highlights(caller);
  }

  @RouteAccess(WRITERS)
  @Post()
  @ApiOperation({ summary: 'Create a requisition, submitted for approval or as a draft; its flow is the company default unless given' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  create(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: CreateRequisitionRequestDto): Promise<CommandResult> {
    return this.requisitions.create(caller, commandId, body);
  }

  @RouteAccess(INVOLVED)
  @Get(':id')
  @ApiOperation({ summary: 'A requisition with its approval round, for those it concerns' })
  @ApiOkResponse({ type: RequisitionResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<RequisitionResponseDto> {
    return this.requisitions.get(caller, id);
  }

  @RouteAccess(INVOLVED)
  @Get(':id/history')
  @ApiOperation({ summary: "The requisition's whole history: who, when, what, which approver, which automation" })
  @ApiOkResponse({ type: RequisitionHistoryResponseDto })
  async history(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<RequisitionHistoryResponseDto> {
    return { entries: await this.requisitions.history(caller, id) };
  }

  @RouteAccess(INVOLVED)
  @HistoryExportRoute("The requisition's")
  async exportHistory(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Query() query: HistoryExportRequestDto,
    @Res() response: Response,
  ): Promise<void> {
    const entries = await this.requisitions.historyExport(caller, id);
    sendHistoryExport(response, { fileStem: `requisition-${id}`, subject: { requisitionId: id }, entries, format: query.format });
  }

  @RouteAccess(WRITERS)
  @Put(':id')
  @ApiOperation({ summary: 'Edit a requisition; changing the terms of a pending or approved one asks its approvers again (re-approval)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  update(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: UpdateRequisitionRequestDto) {
    return this.requisitions.update(caller, commandId, id, body);
  }

  @RouteAccess(WRITERS)
  @Post(':id/submit')
  @HttpCode(200)
  @ApiOperation({ summary: "Submit a draft (or a rejected requisition again) for approval: 'Approval setup incomplete…' without a complete flow" })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  submit(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: SubmitRequisitionRequestDto) {
    return this.requisitions.submit(caller, commandId, id, body.expectedRevision);
  }

  @RouteAccess(INVOLVED)
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: "Approve the current stage as one of its approvers" })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  approve(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: RequisitionDecisionRequestDto) {
    return this.requisitions.decide(caller, commandId, id, 'APPROVED', body);
  }

  @RouteAccess(INVOLVED)
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a note as an approver of the current stage; the requisition ends rejected' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  reject(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: RequisitionDecisionRequestDto) {
    return this.requisitions.decide(caller, commandId, id, 'REJECTED', body);
  }

  @RouteAccess(WRITERS)
  @Put(':id/recruiters')
  @ApiOperation({ summary: 'Assign or remove recruiters (REQUISITION_RECRUITER_ASSIGNED / REMOVED)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  recruiters(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: RequisitionRecruitersRequestDto) {
    return this.requisitions.changeRecruiters(caller, commandId, id, body.recruiterIds);
  }

  @RouteAccess(WRITERS)
  @Post(':id/jobs')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link an approved requisition to a job: hiring in progress' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  linkJob(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: LinkRequisitionJobRequestDto) {
    return this.requisitions.linkJob(caller, commandId, id, body.jobId);
  }

  @RouteAccess(WRITERS)
  @Post(':id/mark-as-hired')
  @HttpCode(200)
  @ApiOperation({ summary: "'Mark as Hired': when no offer is sent from the product" })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  markHired(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: MarkRequisitionHiredRequestDto) {
    return this.requisitions.markHired(caller, commandId, id, body);
  }
}
