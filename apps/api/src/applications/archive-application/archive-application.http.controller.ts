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
import { ArchiveApplicationCommand } from './archive-application.command-handler';
import { ArchiveApplicationRequestDto } from './archive-application.request.dto';

@ApplicationsHttpController()
export class ArchiveApplicationHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Archiving needs the stage permission, checked again on the application's job. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/archive')
  @ApiOperation({ summary: 'Archive the application with a reason, optionally sending the rejection e-mail' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  archive(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ArchiveApplicationRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ArchiveApplicationCommand(caller, commandId, id, body.archivalReasonId, body.sendRejectionEmail ?? false, body.expectedRevision),
    );
  }
}
