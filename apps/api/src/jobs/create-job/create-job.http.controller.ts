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
import { ApiErrorResponses } from '../../platform/openapi';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { CreateJobCommand } from './create-job.command-handler';
import { CreateJobRequestDto } from './create-job.request.dto';

@JobsHttpController()
export class CreateJobHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [PERMISSIONS.jobsAdd] })
  @Post()
  @ApiOperation({ summary: 'Create a draft job with its stage pipeline' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  create(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: CreateJobRequestDto): Promise<CommandResult> {
    return this.commands.execute(new CreateJobCommand(caller, commandId, body));
  }
}
