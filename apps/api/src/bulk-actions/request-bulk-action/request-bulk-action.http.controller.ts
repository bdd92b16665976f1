import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import type { BulkActionKind } from '@ats/domain/bulk-actions';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { ApiErrorResponses } from '../../platform/openapi';
import { BulkActionsHttpController } from '../bulk-actions.http-controller.decorator';
import { RequestBulkActionCommand } from './request-bulk-action.command-handler';
import {
  AddCommentRequestDto,
  AddOrRemoveTagsRequestDto,
  ArchiveChangeRequestDto,
  OwnerChangeRequestDto,
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
    return this.queue(caller, commandId, 'archive-change', body, { archivalReasonId: body.archivalReasonId });
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
    return this.queue(caller, commandId, 'progress-stage-change', body, { stageId: body.stageId });
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
}
