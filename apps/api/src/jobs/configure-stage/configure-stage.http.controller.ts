import { Body, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import { JobErrors } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { StageIdPipe } from '../../platform/stage-id';
import { ChangeJobCommand } from '../change-job.command-handler';
import { JobsHttpController } from '../jobs.http-controller.decorator';
import { candidateTask, ConfigureCandidateTasksRequestDto } from './candidate-tasks.request.dto';
import { ConfigureStageAutomationsRequestDto } from './configure-stage-automations.request.dto';
import { RejectionEmailTemplates } from './rejection-email-template';

/** A stage's candidate tasks and automations (spec 02 §2.4, §2.5, §3.4, §3.5). */
@JobsHttpController()
export class ConfigureStageHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rejectionTemplates: RejectionEmailTemplates,
  ) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stages/:stageId/automations')
  @ApiOperation({ summary: 'Configure a stage’s automations' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  async configureAutomations(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Body() body: ConfigureStageAutomationsRequestDto,
  ): Promise<CommandResult> {
    const { expectedRevision, ...settings } = body;
    // An empty template is the domain's refusal (spec 02 §5.5); a named one must be the company's.
    if (settings.rejectionEmail?.template.trim()) {
      await this.rejectionTemplates.assertOfCompany(caller.companyId, settings.rejectionEmail.template);
    }
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId: id, expectedRevision }, PERMISSIONS.jobsEdit, (job) => {
        const stage = job.stages.find((candidate) => candidate.id === stageId);
        if (!stage) throw JobErrors.stageNotFound();
        const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
        return {
          type: 'ConfigureStageAutomations',
          data: { jobId: job.jobId, stageId, automations: { ...stage.automations, ...given, archiveUnresponsiveAfterDays: settings.archiveUnresponsiveAfterDays ?? null } },
        };
      }),
    );
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.jobsEdit] })
  @Put(':id/stages/:stageId/candidate-tasks')
  @ApiOperation({ summary: 'Set a stage’s candidate tasks (modules)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  configureTasks(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Body() body: ConfigureCandidateTasksRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobCommand({ caller, commandId, jobId: id, expectedRevision: body.expectedRevision }, PERMISSIONS.jobsEdit, (job) => ({
        type: 'ConfigureStageCandidateTasks',
        data: { jobId: job.jobId, stageId, tasks: body.tasks.map(candidateTask) },
      })),
    );
  }
}
