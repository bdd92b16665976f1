import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '../../../../domain/identity';
import type { CommandResult } from '../../../../infra/commands/handle-command';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { CommandId } from '../platform/command-id';
import { CommandResultDto } from '../platform/command-result.dto';
import { ApiErrorResponses } from '../platform/openapi';
import { ApiAfterPosition } from '../platform/read-model-freshness';
import { AddCandidateCommand } from './add-candidate/add-candidate.command-handler';
import { AddCandidateRequestDto } from './add-candidate/add-candidate.request.dto';
import {
  ApplicationHistoryQuery,
  GetApplicationQuery,
  ListApplicationsQuery,
} from './application-queries/application-queries.query-handler';
import { HistoryRequestDto, ListApplicationsRequestDto } from './application-queries/list-applications.request.dto';
import { ArchiveApplicationCommand } from './archive-application/archive-application.command-handler';
import {
  ArchiveApplicationRequestDto,
  UnarchiveApplicationRequestDto,
} from './archive-application/archive-application.request.dto';
import { MoveToStageCommand } from './move-to-stage/move-to-stage.command-handler';
import { MoveToStageRequestDto } from './move-to-stage/move-to-stage.request.dto';
import { UnarchiveApplicationCommand } from './unarchive-application/unarchive-application.command-handler';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@ApiTags('job applications')
@ApiBearerAuth()
@Controller('job-applications')
export class ApplicationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Applications to the jobs the caller sees. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get()
  @ApiOperation({ summary: 'The candidate list: applications, filtered and paged, with the tab counts' })
  list(@CurrentCaller() caller: Caller, @Query() query: ListApplicationsRequestDto) {
    return this.queries.execute(
      new ListApplicationsQuery(
        caller,
        {
          jobRoleIds: query.jobRoleIds,
          stages: query.stages,
          active: query.active !== 'false',
          nameOrEmail: query.nameOrEmail,
          page: query.page ?? 1,
          take: query.take ?? 15,
        },
        query.afterPosition,
      ),
    );
  }

  /** Add candidate: admin and recruiter only (spec 02 §6.3), to a job they see. */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Post()
  @ApiOperation({ summary: 'Add a candidate to a job' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @Body() body: AddCandidateRequestDto): Promise<CommandResult> {
    return this.commands.execute(
      new AddCandidateCommand(caller, commandId, {
        jobId: body.jobId,
        stageId: body.stageId ?? null,
        origin: body.origin,
        source: body.source ?? null,
        ownerId: body.ownerId ?? null,
        personal: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone ?? null },
      }),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id')
  @ApiOperation({ summary: 'An application: the candidate’s profile on one job, with the job’s stages' })
  @ApiAfterPosition()
  get(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Query('afterPosition') afterPosition?: string) {
    return this.queries.execute(new GetApplicationQuery(caller, id, afterPosition));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/history')
  @ApiOperation({ summary: 'The application’s full history, read from its stream' })
  history(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Query() query: HistoryRequestDto) {
    return this.queries.execute(new ApplicationHistoryQuery(caller, id, query.page ?? 1, query.take ?? 50));
  }

  /** Progressing and archiving need the stage permission, checked again on the application's job. */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/move-to-stage')
  @ApiOperation({ summary: 'Move the candidate to another stage' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  moveToStage(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('id', uuid) id: string,
    @Body() body: MoveToStageRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new MoveToStageCommand(caller, commandId, id, body.stageId, body.expectedRevision));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/archive')
  @ApiOperation({ summary: 'Archive the application with a reason, optionally sending the rejection e-mail' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  archive(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('id', uuid) id: string,
    @Body() body: ArchiveApplicationRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ArchiveApplicationCommand(caller, commandId, id, body.archivalReasonId, body.sendRejectionEmail ?? false, body.expectedRevision),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage] })
  @Post(':id/unarchive')
  @ApiOperation({ summary: 'Bring an archived application back to its stage' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  unarchive(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @Param('id', uuid) id: string,
    @Body() body: UnarchiveApplicationRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new UnarchiveApplicationCommand(caller, commandId, id, body.expectedRevision));
  }
}
