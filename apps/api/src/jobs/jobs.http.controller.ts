import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '../../../../infra/commands/handle-command';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '../../../../domain/identity';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
import { ApiErrorResponses } from '../platform/openapi';
import { ApiAfterPosition } from '../platform/read-model-freshness';
import { StageIdPipe } from '../platform/stage-id';
import { ConfigureStageAutomationsCommand } from './configure-stage-automations/configure-stage-automations.command-handler';
import { ConfigureStageAutomationsRequestDto } from './configure-stage-automations/configure-stage-automations.request.dto';
import { CreateJobCommand } from './create-job/create-job.command-handler';
import { CreateJobRequestDto } from './create-job/create-job.request.dto';
import { GetJobQuery, ListJobsForPickerQuery } from './job-queries/job-queries.query-handler';
import { PublishJobCommand } from './publish-job/publish-job.command-handler';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('company-roles')
export class JobsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [PERMISSIONS.jobsAdd] })
  @Post()
  @ApiOperation({ summary: 'Create a draft job with its stage pipeline' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  create(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: CreateJobRequestDto): Promise<CommandResult> {
    return this.commands.execute(new CreateJobCommand(caller, commandId, body.name, body.stages));
  }

  /** The job picker: only the jobs the caller sees. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get('dropdown')
  @ApiOperation({ summary: 'The jobs the caller sees, for pickers' })
  @ApiAfterPosition()
  dropdown(@CurrentCaller() caller: Caller, @Query('afterPosition') afterPosition?: string) {
    return this.queries.execute(new ListJobsForPickerQuery(caller, afterPosition));
  }

  /** 404 for a job outside the caller's sight. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id')
  @ApiOperation({ summary: 'A job with its stages' })
  @ApiAfterPosition()
  get(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Query('afterPosition') afterPosition?: string) {
    return this.queries.execute(new GetJobQuery(caller, id, afterPosition));
  }

  /** Checked again on the job itself: user permission or the job's collaborator permission. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish] })
  @Patch('publish/:id')
  @ApiOperation({ summary: 'Publish a draft job' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  publish(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Param('id', uuid) id: string): Promise<CommandResult> {
    return this.commands.execute(new PublishJobCommand(caller, commandId, id));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stages/:stageId/automations')
  @ApiOperation({ summary: 'Configure a stage’s automations (archive unresponsive candidates after N days)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  configureStageAutomations(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('id', uuid) id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Body() body: ConfigureStageAutomationsRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ConfigureStageAutomationsCommand(caller, commandId, id, stageId, body.archiveUnresponsiveAfterDays ?? null),
    );
  }
}
