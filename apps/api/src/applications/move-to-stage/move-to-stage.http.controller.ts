import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { MoveToStageCommand } from './move-to-stage.command-handler';
import { MoveToStageRequestDto } from './move-to-stage.request.dto';

@ApplicationsHttpController()
export class MoveToStageHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Progressing needs the stage permission, checked again on the application's job. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/move-to-stage')
  @ApiOperation({ summary: 'Move the candidate to another stage' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  moveToStage(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: MoveToStageRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new MoveToStageCommand(caller, commandId, id, body.stageId, body.expectedRevision));
  }
}
