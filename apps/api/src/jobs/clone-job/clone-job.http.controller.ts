import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
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
import { CloneJobCommand } from './clone-job.command-handler';

/** The clone dialog (spec 02 §5.6): display name, owner, department and location are all required. */
export class CloneJobRequestDto {
  @ApiProperty({ maxLength: 255 }) @IsString({ message: 'Please enter job display name' }) @MaxLength(255) displayName!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select job owner' }) ownerId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select department' }) departmentId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select location' }) locationId!: string;
}

@JobsHttpController()
export class CloneJobHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [PERMISSIONS.jobsAdd] })
  @Post('copyJobJourney/:id')
  @ApiOperation({ summary: 'Clone a job as a draft (details, application form, pipeline, tasks and automations)' })
  @ApiCreatedResponse({ type: CommandResultDto, description: '`id` is the new draft’s' })
  @ApiErrorResponses(409)
  clone(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: CloneJobRequestDto): Promise<CommandResult> {
    return this.commands.execute(new CloneJobCommand(caller, commandId, id, body));
  }
}
