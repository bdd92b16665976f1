import { Body, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength } from 'class-validator';
import { PERMISSIONS } from '@ats/domain/identity';
import type { JobCommand } from '@ats/domain/jobs';
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

const SOURCE_MAX = 100;
/** Spec 02 §9: links stay under 1000 characters. */
const LINK_MAX = 999;

export class AddCustomLinkRequestDto {
  @ApiProperty({ maxLength: SOURCE_MAX, example: 'Meetup' }) @IsString({ message: 'Source name is required' }) @MaxLength(SOURCE_MAX) source!: string;
  @ApiProperty({ maxLength: LINK_MAX, example: 'https://example.org/jobs/42' })
  @IsString({ message: 'Please enter a valid link' })
  @MaxLength(LINK_MAX, { message: 'Link length should be less than 1000 characters' })
  link!: string;
}

export class CloseCustomLinkRequestDto {
  @ApiProperty({ maxLength: SOURCE_MAX }) @IsString() @MaxLength(SOURCE_MAX) source!: string;
}

export class DeleteCustomLinksRequestDto {
  @ApiProperty({ type: 'string', isArray: true, minItems: 1, maxItems: 100, maxLength: SOURCE_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(SOURCE_MAX, { each: true })
  sources!: string[];
}

/** Custom links are tracked sources of applications (spec 02 §2.6): add, close (stops counting), delete. */
@JobsHttpController()
export class CustomLinksHttpController {
  constructor(private readonly commands: CommandBus) {}

  private change(caller: Caller, commandId: string, jobId: string, command: (jobId: string) => JobCommand) {
    return this.commands.execute(new ChangeJobCommand({ caller, commandId, jobId }, PERMISSIONS.jobsEdit, (job) => command(job.jobId)));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Post(':id/custom-links')
  @ApiOperation({ summary: 'Add a custom link (source name and link)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: AddCustomLinkRequestDto): Promise<CommandResult> {
    return this.change(caller, commandId, id, (jobId) => ({ type: 'AddCustomLink', data: { jobId, source: body.source, link: body.link } }));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Patch(':id/close-custom-link')
  @ApiOperation({ summary: 'Close a custom link' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  close(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: CloseCustomLinkRequestDto): Promise<CommandResult> {
    return this.change(caller, commandId, id, (jobId) => ({ type: 'CloseCustomLink', data: { jobId, source: body.source } }));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Patch(':id/delete-custom-links')
  @ApiOperation({ summary: 'Delete custom links by source name' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  delete(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: DeleteCustomLinksRequestDto): Promise<CommandResult> {
    return this.change(caller, commandId, id, (jobId) => ({ type: 'DeleteCustomLinks', data: { jobId, sources: body.sources } }));
  }
}
