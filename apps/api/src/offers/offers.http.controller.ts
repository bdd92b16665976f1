import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISSIONS } from '@ats/domain/identity';
import { OfferErrors } from '@ats/domain/offers';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { detectContentType } from '../applications/files/upload-file/file-content';
import { FileUploadInterceptor } from '../applications/files/upload-file/upload-interceptor';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
import { HistoryExportRequestDto, HistoryExportRoute, sendHistoryExport } from '../platform/history-export';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import { CreateOfferCommand } from './create-offer/create-offer.command-handler';
import { OfferActionCommand, type OfferAction } from './offer-actions/offer-actions.command-handler';
import { ListOffersQuery, OfferDetailsQuery, OfferHistoryExportQuery, OfferLetterQuery } from './offer-queries/offer-queries.query-handler';
import {
  ChangeOfferTermsRequestDto,
  CreateOfferRequestDto,
  ListOffersRequestDto,
  MarkOfferSignedFormDto,
  OfferApprovalRequestDto,
  OfferEmailRequestDto,
  RecallOfferRequestDto,
  RejectOfferOnBehalfRequestDto,
} from './offer.request.dto';
import { OfferDetailsResponseDto, OfferListResponseDto } from './offer.response.dto';

export class CreatedOfferResponseDto extends CommandResultDto {}

/** Spec 03 §6 "Send offer": admin, interviewer and recruiter, with the company permission for offer letter templates. */
const SENDERS = { companyPermissions: [OFFER_TEMPLATE_PERMISSIONS.plan], jobPermissions: [PERMISSIONS.candidatesOffers] };

const sendPdf = (response: Response, file: { fileName: string; bytes: Buffer }): StreamableFile => {
  response.attachment(file.fileName);
  response.setHeader('Content-Disposition', String(response.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'));
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.bytes);
};

/** Offers (spec 03 §2.2, "Offer", "Offer statuses and transitions"): resources at /offers (generic pattern, §7). */
@ApiTags('offers')
@ApiBearerAuth()
@Controller('offers')
export class OffersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private act(caller: Caller, commandId: string, id: string, action: OfferAction): Promise<CommandResult> {
    return this.commands.execute(new OfferActionCommand(caller, commandId, id, action));
  }

  @RouteAccess(SENDERS)
  @Get()
  @ApiOperation({ summary: 'Offers: one application’s (its profile section), or one page of the company’s of the jobs the caller sees, by job and status' })
  @ApiOkResponse({ type: OfferListResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: ListOffersRequestDto): Promise<OfferListResponseDto> {
    return this.queries.execute(
      new ListOffersQuery(caller, query.applicationId ?? null, {
        jobId: query.jobId ?? null,
        statuses: query.statuses ?? [],
        page: query.page ?? 1,
        take: query.take ?? 20,
      }),
    );
  }

  @RouteAccess(SENDERS)
  @Post()
  @ApiOperation({ summary: 'Make an offer from a template for an application: for approval, or sent to the candidate at once' })
  @ApiCreatedResponse({ type: CreatedOfferResponseDto })
  @ApiErrorResponses(409)
  create(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: CreateOfferRequestDto): Promise<CommandResult> {
    return this.commands.execute(
      new CreateOfferCommand(caller, commandId, {
        applicationId: body.applicationId,
        templateId: body.templateId,
        requisitionId: body.requisitionId ?? null,
        senderValues: body.senderValues,
        approvalFlow: body.approvalFlow
          ? {
              steps: body.approvalFlow.steps.map((step) => ({
                approverIds: step.approverIds,
                rule: step.rule === 'N_OF_M' ? { kind: 'N_OF_M' as const, required: step.required ?? 1 } : { kind: 'ALL' as const },
              })),
              reminderEveryDays: body.approvalFlow.reminderEveryDays,
            }
          : null,
        email: body.email ?? null,
      }),
    );
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get(':id')
  @ApiOperation({ summary: 'An offer with its status, approval round and rejection: for its senders and its approvers' })
  @ApiOkResponse({ type: OfferDetailsResponseDto })
  details(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<OfferDetailsResponseDto> {
    return this.queries.execute(new OfferDetailsQuery(caller, id));
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @HistoryExportRoute("The offer's")
  async exportHistory(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Query() query: HistoryExportRequestDto,
    @Res() response: Response,
  ): Promise<void> {
    const entries = await this.queries.execute(new OfferHistoryExportQuery(caller, id));
    sendHistoryExport(response, { fileStem: `offer-${id}`, subject: { offerId: id }, entries, format: query.format });
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get(':id/letter')
  @ApiOperation({ summary: 'The offer letter as a PDF: the signed one once signed, else as sent' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async letter(@CurrentCaller() caller: Caller, @IdParam() id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return sendPdf(response, await this.queries.execute(new OfferLetterQuery(caller, id)));
  }

  @RouteAccess(SENDERS)
  @Put(':id')
  @ApiOperation({ summary: 'Change the letter’s terms: the letter is made again and an offer under approval is approved again' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeTerms(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: ChangeOfferTermsRequestDto) {
    return this.act(caller, commandId, id, { kind: 'change-terms', senderValues: body.senderValues });
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve the offer as an approver of its current step' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  approve(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: OfferApprovalRequestDto) {
    return this.act(caller, commandId, id, { kind: 'approve', note: body.note ?? null, round: body.round, channel: body.channel ?? 'DETAILS_PAGE' });
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject the offer with a note as an approver of its current step' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  reject(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: OfferApprovalRequestDto) {
    return this.act(caller, commandId, id, { kind: 'reject', note: body.note ?? null, round: body.round, channel: body.channel ?? 'DETAILS_PAGE' });
  }

  @RouteAccess(SENDERS)
  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the approved (or recalled) offer to the candidate by e-mail; the body holds {{offer-link}}' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  send(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: OfferEmailRequestDto) {
    return this.act(caller, commandId, id, { kind: 'send', email: body });
  }

  @RouteAccess(SENDERS)
  @Post(':id/recall')
  @HttpCode(200)
  @ApiOperation({ summary: 'Recall the offer (signatures collected are lost), with an optional e-mail to the candidate' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  recall(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: RecallOfferRequestDto) {
    return this.act(caller, commandId, id, { kind: 'recall', email: body.email ?? null });
  }

  @RouteAccess(SENDERS)
  @Post(':id/mark-as-signed')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MarkOfferSignedFormDto })
  @ApiOperation({ summary: 'Mark the offer as signed, optionally uploading the signed PDF (.pdf only)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  async markAsSigned(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (file && (await detectContentType(file.buffer)) !== 'application/pdf') throw OfferErrors.signedPdfOnly();
    return this.act(caller, commandId, id, { kind: 'mark-as-signed', signedPdf: file?.buffer ?? null });
  }

  @RouteAccess(SENDERS)
  @Post(':id/reject-on-behalf')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the candidate’s rejection on their behalf, with a reason and optional comments' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  rejectOnBehalf(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: RejectOfferOnBehalfRequestDto) {
    return this.act(caller, commandId, id, { kind: 'reject-on-behalf', reason: body.reason, comments: body.comments ?? null });
  }
}
