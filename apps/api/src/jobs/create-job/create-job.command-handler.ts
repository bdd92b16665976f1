import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_STAGE_NAMES, jobDecider, pipelineStageNames } from '@ats/domain/jobs';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { jobStream } from '../job-stream';

export class CreateJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly name: string,
    readonly stageNames: string[] | undefined,
  ) {
    super();
  }
}

@CommandHandler(CreateJobCommand)
export class CreateJobCommandHandler implements ICommandHandler<CreateJobCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ caller, commandId, name, stageNames }: CreateJobCommand): Promise<CommandResult> {
    const jobId = idFromCommand(caller.companyId, commandId, 'job');
    const stages = pipelineStageNames(stageNames ?? [...DEFAULT_STAGE_NAMES]).map((stageName, index) => ({
      id: idFromCommand(caller.companyId, commandId, `stage:${index}`),
      name: stageName,
    }));
    return handleCommand(
      this.store,
      jobStream(jobId),
      jobDecider,
      { type: 'CreateJob', data: { jobId, name, ownerId: caller.userId, stages } },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
  }
}
