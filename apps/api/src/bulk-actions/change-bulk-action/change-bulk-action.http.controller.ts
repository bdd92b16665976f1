import { Delete, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { ANY_SIGNED_IN_USER, RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ClearedBulkActionsResponseDto } from '../bulk-action-queries/bulk-action.response.dto';
import { BulkActionsHttpController } from '../bulk-actions.http-controller.decorator';
import { CancelBulkActionCommand, ClearBulkActionPanelCommand, UndoBulkActionCommand } from './change-bulk-action.command-handler';

/**
 * Cancel, undo and the panel's close icon, on the caller's own bulk actions. The undo's items are authorised
 * one by one with the caller's permissions, as any bulk action's are.
 */
@BulkActionsHttpController()
export class ChangeBulkActionHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a running bulk action, or one waiting for its time (send later): the applications not yet processed are left as they are' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  cancel(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(new CancelBulkActionCommand(caller, commandId, id));
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Post(':id/undo')
  @ApiOperation({ summary: 'Undo a finished or cancelled bulk action: queues a bulk action restoring each applied application' })
  @ApiCreatedResponse({ type: CommandResultDto, description: 'The undo’s own bulk action' })
  @ApiErrorResponses(409)
  undo(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(new UndoBulkActionCommand(caller, commandId, id));
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Delete('panel')
  @ApiOperation({ summary: 'Clear the caller’s progress panel; only when every bulk action in it has finished' })
  @ApiOkResponse({ type: ClearedBulkActionsResponseDto })
  @ApiErrorResponses(409)
  clear(@CurrentCaller() caller: Caller, @CommandId() commandId: string): Promise<ClearedBulkActionsResponseDto> {
    return this.commands.execute(new ClearBulkActionPanelCommand(caller, commandId));
  }
}
