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
import { AddToJobCommand, MoveToJobCommand } from './change-job.command-handler';
import { AddToJobRequestDto, JobChangeRequestDto } from './change-job.request.dto';

@ApplicationsHttpController()
export class ChangeJobHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** The stage permission on the job the candidate leaves and on the one they enter, checked in the handler. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/job-change')
  @ApiOperation({ summary: 'Move the application to another job and stage (spec 02 §4.4); its history stays on it' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  moveToJob(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: JobChangeRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new MoveToJobCommand(caller, commandId, id, body.jobId, body.stageId, body.expectedRevision));
  }

  /** Adding candidates is for admins and recruiters (spec 02 §6.3), as the add-candidate form is. */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Post(':id/add-to-job')
  @ApiOperation({ summary: 'Add the candidate to another job: a new application of the same candidate (answers its id)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  addToJob(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: AddToJobRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new AddToJobCommand(caller, commandId, id, body.jobId, body.stageId));
  }
}
