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
import { UnarchiveApplicationCommand } from './unarchive-application.command-handler';
import { UnarchiveApplicationRequestDto } from './unarchive-application.request.dto';

@ApplicationsHttpController()
export class UnarchiveApplicationHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Unarchiving needs the stage permission, checked again on the application's job. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/unarchive')
  @ApiOperation({ summary: 'Bring an archived application back to its stage' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  unarchive(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: UnarchiveApplicationRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new UnarchiveApplicationCommand(caller, commandId, id, body.expectedRevision));
  }
}
