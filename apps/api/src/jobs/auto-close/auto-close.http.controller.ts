import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { IsISO8601, MaxLength, ValidateIf } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobsHttpController } from '../jobs.http-controller.decorator';

export class SetAutoCloseRequestDto {
  /** Required: only an explicit null removes the date, never a forgotten field. */
  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 40, nullable: true, description: 'When the job closes by itself; null removes the date' })
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'Please enter a valid date' })
  @MaxLength(40, { message: 'Please enter a valid date' })
  autoCloseOn!: string | null;
}

@JobsHttpController()
export class AutoCloseHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** A reminder goes to the owner a day before; on the date the job closes (the auto-close workflow). */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsClose] })
  @Post(':id/set-auto-close-on')
  @ApiOperation({ summary: 'Set, move or remove a job’s auto-close date' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  setAutoClose(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: SetAutoCloseRequestDto): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId: id }, PERMISSIONS.jobsClose, (job) => ({
        type: 'SetAutoCloseDate',
        data: { jobId: job.jobId, autoCloseOn: body.autoCloseOn },
      })),
    );
  }
}
