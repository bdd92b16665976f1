import { Body, Delete, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import type { JobCommand } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId, idFromCommand } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { MAX_STAGE_ID_LENGTH, StageIdPipe } from '../../platform/stage-id';
import { ChangeJobCommand } from '../change-job.command-handler';
import { MAX_STAGE_NAME_LENGTH } from '../create-job/create-job.request.dto';
import { JobApplicationCounts } from '../job-application-counts';
import { JobsHttpController } from '../jobs.http-controller.decorator';

const MAX_STAGES = 30;

export class AddStageRequestDto {
  @ApiProperty({ maxLength: MAX_STAGE_NAME_LENGTH }) @IsString({ message: 'Please enter stage name' }) @MaxLength(MAX_STAGE_NAME_LENGTH) name!: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_STAGES, description: 'Index in the pipeline (kept between Application and Hired); before Hired when left out' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_STAGES)
  position?: number;
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class RenameStageRequestDto {
  @ApiProperty({ maxLength: MAX_STAGE_NAME_LENGTH }) @IsString({ message: 'Please enter stage name' }) @MaxLength(MAX_STAGE_NAME_LENGTH) name!: string;
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class ReorderStagesRequestDto {
  @ApiProperty({ type: 'string', isArray: true, maxItems: MAX_STAGES, maxLength: MAX_STAGE_ID_LENGTH, description: 'Every stage id once, the locked ones in place' })
  @IsArray()
  @ArrayMaxSize(MAX_STAGES)
  @IsString({ each: true })
  @MaxLength(MAX_STAGE_ID_LENGTH, { each: true })
  stageIds!: string[];
  @OptionalExpectedRevision() expectedRevision?: number;
}

export class DeleteStageRequestDto {
  @ApiPropertyOptional({ maxLength: MAX_STAGE_ID_LENGTH, description: 'Where the stage’s candidates go first; required when it has any' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_STAGE_ID_LENGTH)
  moveToStageId?: string;
}

/** The stage pipeline editor inside a job (spec 02 §2.4, §4.3, §5.3): locked stages stay as they are. */
@JobsHttpController()
export class JobStagesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly counts: JobApplicationCounts,
  ) {}

  private change(target: ChangeJobCommand['target'], decide: ChangeJobCommand['decide']): Promise<CommandResult> {
    return this.commands.execute(new ChangeJobCommand(target, PERMISSIONS.jobsEdit, decide));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Post(':id/stages')
  @ApiOperation({ summary: 'Add a stage (between Application and Hired)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: AddStageRequestDto): Promise<CommandResult> {
    const stageId = idFromCommand(caller.companyId, commandId, 'stage');
    return this.change({ caller, commandId, jobId: id, expectedRevision: body.expectedRevision }, (job): JobCommand => ({
      type: 'AddStage',
      data: { jobId: job.jobId, stageId, name: body.name, position: body.position ?? job.stages.length - 1 },
    }));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Patch(':id/stages/:stageId')
  @ApiOperation({ summary: 'Rename a stage' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  rename(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Body() body: RenameStageRequestDto,
  ): Promise<CommandResult> {
    return this.change({ caller, commandId, jobId: id, expectedRevision: body.expectedRevision }, (job) => ({
      type: 'RenameStage',
      data: { jobId: job.jobId, stageId, name: body.name },
    }));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stage-order')
  @ApiOperation({ summary: 'Reorder the stages' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  reorder(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: ReorderStagesRequestDto): Promise<CommandResult> {
    return this.change({ caller, commandId, jobId: id, expectedRevision: body.expectedRevision }, (job) => ({
      type: 'ReorderStages',
      data: { jobId: job.jobId, stageIds: body.stageIds },
    }));
  }

  /**
   * A stage without candidates goes at once; one with candidates (active or archived) only with `moveToStageId`:
   * 'Move candidates and delete stage' — the restage workflow then moves them there.
   */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Delete(':id/stages/:stageId')
  @ApiOperation({ summary: 'Delete a stage, moving its candidates to another stage when it has any' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  delete(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Query() query: DeleteStageRequestDto,
  ): Promise<CommandResult> {
    return this.change({ caller, commandId, jobId: id }, async (job) => ({
      type: 'DeleteStage',
      data: {
        jobId: job.jobId,
        stageId,
        candidateCount: await this.counts.ofStage(caller.companyId, job.jobId, stageId),
        moveToStageId: query.moveToStageId ?? null,
      },
    }));
  }
}
