import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '../../../../infra/commands/handle-command';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '../../../../domain/identity';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
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
  @ApiOkResponse({ type: CommandResultDto })
  create(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: CreateJobRequestDto): Promise<CommandResult> {
    return this.commands.execute(new CreateJobCommand(caller, commandId, body.name, body.stages));
  }

  /** The job picker: only the jobs the caller sees. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get('dropdown')
  @ApiQuery({ name: 'afterPosition', required: false })
  dropdown(@CurrentCaller() caller: Caller, @Query('afterPosition') afterPosition?: string) {
    return this.queries.execute(new ListJobsForPickerQuery(caller, afterPosition));
  }

  /** 404 for a job outside the caller's sight. */
  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get(':id')
  @ApiQuery({ name: 'afterPosition', required: false })
  get(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Query('afterPosition') afterPosition?: string) {
    return this.queries.execute(new GetJobQuery(caller, id, afterPosition));
  }

  /** Checked again on the job itself: user permission or the job's collaborator permission. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsPublish] })
  @Patch('publish/:id')
  @ApiOkResponse({ type: CommandResultDto })
  publish(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Param('id', uuid) id: string): Promise<CommandResult> {
    return this.commands.execute(new PublishJobCommand(caller, commandId, id));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stages/:stageId/automations')
  @ApiOkResponse({ type: CommandResultDto })
  configureStageAutomations(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('id', uuid) id: string,
    @Param('stageId') stageId: string,
    @Body() body: ConfigureStageAutomationsRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ConfigureStageAutomationsCommand(caller, commandId, id, stageId, body.archiveUnresponsiveAfterDays ?? null),
    );
  }
}
