import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { jobDecider } from '@ats/domain/jobs';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { JobReferences } from '../job-references';
import { jobStream, loadJob } from '../job-stream';
import { TalentPoolGuard } from '../talent-pool-guard';
import type { CloneJobRequestDto } from './clone-job.http.controller';

export class CloneJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly sourceJobId: string,
    readonly request: CloneJobRequestDto,
  ) {
    super();
  }
}

/** 'Clone as draft' (spec 02 §2.2, §5.6): a new job's stream starts from what the source's stream says now. */
@CommandHandler(CloneJobCommand)
export class CloneJobCommandHandler implements ICommandHandler<CloneJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly references: JobReferences,
    private readonly talentPools: TalentPoolGuard,
  ) {}

  async execute({ caller, commandId, sourceJobId, request }: CloneJobCommand): Promise<CommandResult> {
    const source = await loadJob(this.store, caller.companyId, sourceJobId);
    this.access.assertVisible(caller, source);
    await this.references.assertDetails(caller.companyId, request);
    await this.references.assertTeam(caller.companyId, { ownerId: request.ownerId });
    const jobId = idFromCommand(caller.companyId, commandId, 'job');
    const stageIds = source.stages.map((_stage, index) => idFromCommand(caller.companyId, commandId, `stage:${index}`));
    const create = () =>
      handleCommand(
        this.store,
        jobStream(jobId),
        jobDecider,
        { type: 'CloneJob', data: { jobId, source, stageIds, ...request } },
        { companyId: caller.companyId, actor: actorOf(caller), commandId },
      );
    // A clone keeps its source's kind: a talent pool's clone would be the company's second.
    return source.kind === 'TALENT_POOL' ? this.talentPools.createOnce(caller.companyId, jobId, create) : create();
  }
}
