import { Body, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import type { JobCommand, JobPublication } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { JobPublicationRequestDto, OptionalNested } from '../save-job/job-fields.request.dto';

const TARGET_STATUSES = ['PUBLISHED', 'CLOSED', 'DRAFT'] as const;
type TargetStatus = (typeof TARGET_STATUSES)[number];

export class ChangeJobStatusRequestDto {
  @ApiProperty({ enum: TARGET_STATUSES, description: 'Publish (or republish a closed job), close, or back to draft' })
  @IsIn(TARGET_STATUSES, { message: 'Please choose Published, Closed or Draft' })
  status!: TargetStatus;
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class PublishJobRequestDto {
  /** Where the job shows; the career page when left out */
  @OptionalNested(() => JobPublicationRequestDto)
  publication?: JobPublicationRequestDto;
  @OptionalExpectedRevision() expectedRevision?: number;
}

/** Each move needs its own permission on the job (spec 02 §6.2): publish, close, or edit to return to draft. */
const STATUS_MOVES: Record<TargetStatus, { permission: string; command: (jobId: string, publication?: JobPublication) => JobCommand }> = {
  PUBLISHED: { permission: PERMISSIONS.jobsPublish, command: (jobId, publication) => ({ type: 'PublishJob', data: { jobId, publication } }) },
  CLOSED: { permission: PERMISSIONS.jobsClose, command: (jobId) => ({ type: 'CloseJob', data: { jobId, reason: 'MANUAL' } }) },
  DRAFT: { permission: PERMISSIONS.jobsEdit, command: (jobId) => ({ type: 'MoveJobToDraft', data: { jobId } }) },
};

@JobsHttpController()
export class JobStatusHttpController {
  constructor(private readonly commands: CommandBus) {}

  private move(caller: Caller, commandId: string, jobId: string, status: TargetStatus, expectedRevision?: number, publication?: JobPublication) {
    const { permission, command } = STATUS_MOVES[status];
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId, expectedRevision }, permission, (job) => command(job.jobId, publication)),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish, PERMISSIONS.jobsClose, PERMISSIONS.jobsEdit] })
  @Post('updateRoleStatus/:id')
  @ApiOperation({ summary: 'Publish, close or return a job to draft' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeStatus(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ChangeJobStatusRequestDto,
  ): Promise<CommandResult> {
    return this.move(caller, commandId, id, body.status, body.expectedRevision);
  }

  /** Publishes a draft, republishes a closed job, or changes where a published one shows. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish] })
  @Patch('publish/:id')
  @ApiOperation({ summary: 'Publish a job, or change where it is published' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  publish(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: PublishJobRequestDto): Promise<CommandResult> {
    return this.move(caller, commandId, id, 'PUBLISHED', body.expectedRevision, body.publication);
  }
}
