import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DEFAULT_STAGE_NAMES, jobDecider, pipelineStageNames } from '@ats/domain/jobs';
import { DomainError } from '@ats/domain/shared';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import { findDefaultPipelineTemplate, findPipelineTemplate } from '@ats/infra/db/company-settings';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { JobReferences } from '../job-references';
import { jobStream } from '../job-stream';
import { TalentPoolGuard } from '../talent-pool-guard';
import type { CreateJobRequestDto } from './create-job.request.dto';

export class CreateJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly request: CreateJobRequestDto,
  ) {
    super();
  }
}

const unknownTemplate = () => new DomainError('pipeline-template-not-found', 'Please select hiring flow template');

@CommandHandler(CreateJobCommand)
export class CreateJobCommandHandler implements ICommandHandler<CreateJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly references: JobReferences,
    private readonly talentPools: TalentPoolGuard,
  ) {}

  /** The stages: the caller's, else the chosen template's, else the company's default template's. */
  private async stageNames(caller: Caller, request: CreateJobRequestDto) {
    if (request.stages) return { templateId: request.pipelineTemplateId ?? null, names: request.stages };
    const manager = this.dataSource.manager;
    const template = request.pipelineTemplateId
      ? await findPipelineTemplate(manager, caller.companyId, request.pipelineTemplateId)
      : await findDefaultPipelineTemplate(manager, caller.companyId);
    if (request.pipelineTemplateId && !template) throw unknownTemplate();
    return { templateId: template?.id ?? null, names: template?.stageNames ?? [...DEFAULT_STAGE_NAMES] };
  }

  async execute({ caller, commandId, request }: CreateJobCommand): Promise<CommandResult> {
    await this.references.assertDetails(caller.companyId, request.details);
    const jobId = idFromCommand(caller.companyId, commandId, 'job');
    const { templateId, names } = await this.stageNames(caller, request);
    const stages = pipelineStageNames(names).map((stageName, index) => ({
      id: idFromCommand(caller.companyId, commandId, `stage:${index}`),
      name: stageName,
    }));
    const create = () =>
      handleCommand(
        this.store,
        jobStream(jobId),
        jobDecider,
        {
          type: 'CreateJob',
          data: {
            jobId,
            name: request.name,
            ownerId: caller.userId,
            stages,
            kind: request.kind,
            createdBy: request.createdBy,
            details: request.details,
            pipelineTemplateId: templateId,
          },
        },
        { companyId: caller.companyId, actor: actorOf(caller), commandId },
      );
    return request.kind === 'TALENT_POOL' ? this.talentPools.createOnce(caller.companyId, jobId, create) : create();
  }
}
