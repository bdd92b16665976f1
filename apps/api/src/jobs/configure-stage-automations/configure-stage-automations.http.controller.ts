import { Body, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { StageIdPipe } from '../../platform/stage-id';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { ConfigureStageAutomationsCommand } from './configure-stage-automations.command-handler';
import { ConfigureStageAutomationsRequestDto } from './configure-stage-automations.request.dto';

@JobsHttpController()
export class ConfigureStageAutomationsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stages/:stageId/automations')
  @ApiOperation({ summary: 'Configure a stage’s automations (archive unresponsive candidates after N days)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  configureStageAutomations(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Body() body: ConfigureStageAutomationsRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ConfigureStageAutomationsCommand(caller, commandId, id, stageId, body.archiveUnresponsiveAfterDays ?? null),
    );
  }
}
