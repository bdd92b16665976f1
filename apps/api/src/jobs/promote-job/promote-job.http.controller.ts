import { Body, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import { MAX_PROMOTION_RECIPIENTS } from '@ats/domain/jobs';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { PromoteJobCommand } from './promote-job.command-handler';

export class PromoteJobRequestDto {
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true, minItems: 1, maxItems: MAX_PROMOTION_RECIPIENTS })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select at least one team member' })
  @ArrayMaxSize(MAX_PROMOTION_RECIPIENTS)
  @IsUUID('all', { each: true, message: 'Please select a member of your team' })
  userIds!: string[];

  @ApiPropertyOptional({ maxLength: 2000, description: 'A note for the team, added to the e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;
}

export class PromoteJobResponseDto {
  @ApiProperty({ type: 'integer', description: 'Team members e-mailed' }) invited!: number;
}

@JobsHttpController()
export class PromoteJobHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish] })
  @Post(':id/invite-team')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail team members the job’s link so they share it (the job must be published)' })
  @ApiOkResponse({ type: PromoteJobResponseDto })
  @ApiErrorResponses(409)
  invite(@CurrentCaller() caller: Caller, @IdParam() id: string, @Body() body: PromoteJobRequestDto): Promise<PromoteJobResponseDto> {
    return this.commands.execute(new PromoteJobCommand(caller, id, body.userIds, body.message ?? null));
  }
}
