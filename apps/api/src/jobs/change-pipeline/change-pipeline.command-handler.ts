import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { JobErrors, pipelineStageNames } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { findPipelineTemplate } from '@ats/infra/db/company-settings';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { JobApplicationCounts } from '../job-application-counts';
import { handleJobCommand } from '../job-stream';
import type { ChangePipelineRequestDto } from './change-pipeline.http.controller';

export class ChangeJobPipelineCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly companyId: string,
    readonly jobId: string,
    readonly request: ChangePipelineRequestDto,
  ) {
    super();
  }
}

/** The template's stages get fresh ids (the locked ones keep the job's); the mapping names them by their names. */
@CommandHandler(ChangeJobPipelineCommand)
export class ChangeJobPipelineCommandHandler implements ICommandHandler<ChangeJobPipelineCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly counts: JobApplicationCounts,
  ) {}

  async execute(command: ChangeJobPipelineCommand): Promise<CommandResult> {
    const { caller, commandId, companyId, jobId, request } = command;
    if (companyId !== caller.companyId) throw JobErrors.notFound();
    return handleJobCommand(
      this.store,
      this.access,
      { caller, commandId, jobId, expectedRevision: request.expectedRevision },
      PERMISSIONS.jobsEdit,
      async (job) => {
        const template = await findPipelineTemplate(this.dataSource.manager, caller.companyId, request.pipelineTemplateId);
        if (!template) throw JobErrors.pipelineTemplateRequired();
        const stages = pipelineStageNames(template.stageNames).map((name, index) => ({
          id: idFromCommand(caller.companyId, commandId, `stage:${index}`),
          name,
        }));
        const idByName = new Map(stages.map((stage) => [stage.name.toLowerCase(), stage.id]));
        const mapping = Object.fromEntries(
          request.mapping.map(({ fromStageId, toStageName }) => [fromStageId, idByName.get(toStageName.trim().toLowerCase()) ?? `unknown:${toStageName}`]),
        );
        const candidateCounts = await this.counts.perStage(caller.companyId, job.jobId);
        return {
          type: 'ChangeJobPipeline',
          data: { jobId: job.jobId, pipelineTemplateId: template.id, stages, mapping, candidateCounts },
        };
      },
    );
  }
}
