import { Body, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { ApiErrorResponses } from '../../platform/openapi';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';
import { ChangeJobPipelineCommand } from './change-pipeline.command-handler';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { MAX_STAGE_NAME_LENGTH } from '../create-job/create-job.request.dto';

export class StageMappingRequestDto {
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH, description: 'A stage the job has now' })
  @IsString()
  @MaxLength(MAX_STAGE_ID_LENGTH)
  fromStageId!: string;
  @ApiProperty({ maxLength: MAX_STAGE_NAME_LENGTH, description: 'The new template’s stage its candidates go to' })
  @IsString()
  @MaxLength(MAX_STAGE_NAME_LENGTH)
  toStageName!: string;
}

/** The template-change step with its stage mapping (spec 02 §2.4, §5.3). */
export class ChangePipelineRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select a stage pipeline template' }) pipelineTemplateId!: string;
  @ApiProperty({ type: () => [StageMappingRequestDto], maxItems: 30, description: 'Locked stages map by themselves; stages with candidates must be mapped' })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => StageMappingRequestDto)
  mapping!: StageMappingRequestDto[];
  @OptionalExpectedRevision() expectedRevision?: number;
}

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@JobsHttpController()
export class ChangePipelineHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Another company's id in the path answers 404, as an unknown job does. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put('companies/:companyId/jobs/:jobId/update-hiring-flow-template')
  @ApiOperation({ summary: 'Change the job’s stage pipeline template, mapping the current stages to the new ones' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  change(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('companyId', uuid) companyId: string,
    @Param('jobId', uuid) jobId: string,
    @Body() body: ChangePipelineRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeJobPipelineCommand(caller, commandId, companyId, jobId, body));
  }
}
