import { Patch } from '@nestjs/common';
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
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { PublishJobCommand } from './publish-job.command-handler';

@JobsHttpController()
export class PublishJobHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Checked again on the job itself: user permission or the job's collaborator permission. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish] })
  @Patch('publish/:id')
  @ApiOperation({ summary: 'Publish a draft job' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  publish(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(new PublishJobCommand(caller, commandId, id));
  }
}
