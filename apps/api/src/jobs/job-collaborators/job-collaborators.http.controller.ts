import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { JOB_PERMISSION_NAMES, PERMISSIONS, type JobPermissionName } from '@ats/domain/identity';
import type { JobCollaborator } from '@ats/domain/identity/job-collaborator-policies';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { JobCollaboratorsQuery, SetJobCollaboratorsCommand } from './job-collaborators.handlers';

const ACCESS_TYPES = ['COMPANY_ADMIN', 'COMPANY_RECRUITER', 'COMPANY_INTERVIEWER', 'COMPANY_EMPLOYEE'];
const STATUSES = ['ACTIVE', 'INVITE_SENT', 'NOT_INVITED', 'PENDING_VERIFICATION'];

export class JobCollaboratorResponseDto implements JobCollaborator {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ACCESS_TYPES }) accessType!: JobCollaborator['accessType'];
  @ApiProperty({ enum: JOB_PERMISSION_NAMES, isArray: true }) permissions!: JobPermissionName[];
  @ApiProperty({ type: [String], nullable: true, description: 'Stages the stage and profile permissions are limited to; null: all' })
  stageIds!: string[] | null;
  @ApiProperty({ enum: STATUSES, description: "Invite status: INVITE_SENT ('Invite sent'), NOT_INVITED ('Not invited'), ACTIVE (joined)" })
  status!: JobCollaborator['status'];
  @ApiProperty({ description: 'Editable here; interviewers and all-jobs recruiters are changed on the team member page' })
  manageable!: boolean;
  @ApiProperty({ description: 'Holds these permissions on every job' }) allJobs!: boolean;
}

export class CollaboratorGrantRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Please select a member of your team' }) userId!: string;
  @ApiProperty({ enum: JOB_PERMISSION_NAMES, isArray: true, maxItems: JOB_PERMISSION_NAMES.length })
  @IsArray()
  @ArrayMaxSize(JOB_PERMISSION_NAMES.length)
  @IsIn(JOB_PERMISSION_NAMES, { each: true })
  permissions!: JobPermissionName[];
  @ApiPropertyOptional({ type: 'string', isArray: true, maxItems: 30, maxLength: MAX_STAGE_ID_LENGTH, nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(MAX_STAGE_ID_LENGTH, { each: true })
  stageIds?: string[] | null;
}

/** POST /company-roles/collaborator-permissions: the job's collaborators (those managed on its page), all of them. */
export class SetJobCollaboratorsRequestDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Job role not found' }) jobRoleId!: string;
  @ApiProperty({ type: () => [CollaboratorGrantRequestDto], maxItems: 200 })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CollaboratorGrantRequestDto)
  collaborators!: CollaboratorGrantRequestDto[];
}

export class SetJobCollaboratorsResponseDto {
  @ApiProperty({ type: 'integer' }) collaborators!: number;
}

@JobsHttpController()
export class JobCollaboratorsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Post('collaborator-permissions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a job’s collaborators and their per-job permissions (spec 02 §3.13)' })
  @ApiOkResponse({ type: SetJobCollaboratorsResponseDto })
  @ApiErrorResponses(409)
  set(@CurrentCaller() caller: Caller, @Body() body: SetJobCollaboratorsRequestDto): Promise<SetJobCollaboratorsResponseDto> {
    return this.commands.execute(new SetJobCollaboratorsCommand(caller, body.jobRoleId, body.collaborators));
  }

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id/collaborators')
  @ApiOperation({ summary: 'Who holds per-job permissions on the job, with their invite status' })
  @ApiOkResponse({ type: [JobCollaboratorResponseDto] })
  list(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<JobCollaboratorResponseDto[]> {
    return this.queries.execute(new JobCollaboratorsQuery(caller, id));
  }
}
