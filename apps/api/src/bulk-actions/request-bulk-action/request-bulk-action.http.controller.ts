import { Body, Delete, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { BulkActionErrors } from '@ats/domain/bulk-actions';
import type { BulkActionKind } from '@ats/domain/bulk-actions';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { BulkActionsHttpController } from '../bulk-actions.http-controller.decorator';
import { RequestBulkActionCommand } from './request-bulk-action.command-handler';
import {
  AddCommentRequestDto,
  AddOrRemoveTagsRequestDto,
  ArchiveChangeRequestDto,
  BulkDeleteApplicationsRequestDto,
  BulkJobChangeRequestDto,
  BulkOriginChangeRequestDto,
  OwnerChangeRequestDto,
  BulkParseCvsRequestDto,
  BulkSendEmailRequestDto,
  BulkSourceChangeRequestDto,
  ProgressStageChangeRequestDto,
  UnarchiveRequestDto,
  type BulkSelectionRequestDto,
} from './request-bulk-action.request.dto';

const selectionOf = ({ applicationIds, filter }: BulkSelectionRequestDto): BulkSelectionRequestDto => ({ applicationIds, filter });

/**
 * The bulk actions of spec 02 §7.3, each queued (201 with the new bulk action's id): the route needs the kind's
 * permission for some job; each item is checked again against its own job when the workflow applies it.
 */
@BulkActionsHttpController()
export class RequestBulkActionHttpController {
  constructor(private readonly commands: CommandBus) {}

  private queue(caller: Caller, commandId: string, kind: Exclude<BulkActionKind, 'undo'>, body: BulkSelectionRequestDto, choice: Record<string, unknown>) {
    return this.commands.execute(new RequestBulkActionCommand(caller, commandId, kind, selectionOf(body), choice));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('owner-change')
  @ApiOperation({ summary: 'Queue a change of the candidate owner of the selected applications' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  ownerChange(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: OwnerChangeRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'owner-change', body, { ownerId: body.ownerId });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post('archive-change')
  @ApiOperation({ summary: 'Queue archiving the selected applications with a reason' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  archive(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: ArchiveChangeRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'archive-change', body, { archivalReasonId: body.archivalReasonId, sendRejectionEmail: body.sendRejectionEmail ?? false });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post('unarchive')
  @ApiOperation({ summary: 'Queue unarchiving the selected applications' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  unarchive(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: UnarchiveRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'unarchive', body, {});
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post('progress-stage-change')
  @ApiOperation({ summary: 'Queue moving the selected applications to a stage of their job' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  progressStage(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: ProgressStageChangeRequestDto): Promise<CommandResult> {
    // Left out: the invitation goes where the stage has one; true: the stage must have one (else the spec's message per item).
    return this.queue(caller, commandId, 'progress-stage-change', body, { stageId: body.stageId, ...(body.sendInvitationEmail === undefined ? {} : { sendInvitationEmail: body.sendInvitationEmail }) });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('add-or-remove-tags')
  @ApiOperation({ summary: 'Queue adding and removing tags on the selected applications' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  tags(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddOrRemoveTagsRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'add-or-remove-tags', body, { add: body.add ?? [], remove: body.remove ?? [] });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('add-comment')
  @ApiOperation({ summary: 'Queue adding the same comment to each selected application' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  comment(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddCommentRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'add-comment', body, { text: body.text, confidential: body.confidential ?? false });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('origin-change')
  @ApiOperation({ summary: 'Queue a change of the origin of the selected applications' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  originChange(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkOriginChangeRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'origin-change', body, { origin: body.origin });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('source-change')
  @ApiOperation({ summary: 'Queue a change of the source of the selected applications' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  sourceChange(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkSourceChangeRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'source-change', body, { source: body.source });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post('job-change')
  @ApiOperation({ summary: 'Queue moving the selected applications to another job (at a stage of it, else the first for their origin)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  jobChange(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkJobChangeRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'job-change', body, { jobId: body.jobId, stageId: body.stageId ?? null });
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesDelete] })
  @Delete('delete-applications')
  @ApiOperation({ summary: 'Queue deleting the selected applications (cannot be undone)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  deleteApplications(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkDeleteApplicationsRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'delete-applications', body, {});
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesEmails] })
  @Post('send-email')
  @ApiOperation({ summary: 'Queue an e-mail to the candidate of each selected application, now or scheduled, with Cc, Bcc and attachments as the single composer (sent e-mails cannot be undone)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  sendEmail(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: BulkSendEmailRequestDto): Promise<CommandResult> {
    return this.queue(caller, commandId, 'send-email', body, {
      templateId: body.templateId ?? null,
      subject: body.subject,
      body: body.body,
      cc: body.cc ?? [],
      bcc: body.bcc ?? [],
      attachmentIds: body.attachmentIds ?? [],
      confidential: body.confidential ?? false,
      scheduledAt: body.scheduledAt ?? null,
    });
  }

  /** Another company's id in the path answers 404. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post('companies/:companyId/parse-cvs')
  @ApiOperation({ summary: "Queue reading the text of each selected application's CV again (for CV search; profile fields are not filled in)" })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  parseCvs(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam('companyId') companyId: string, @Body() body: BulkParseCvsRequestDto): Promise<CommandResult> {
    if (companyId !== caller.companyId) throw BulkActionErrors.notFound();
    return this.queue(caller, commandId, 'parse-cvs', body, {});
  }
}
