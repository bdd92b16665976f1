import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider } from '../../../../../domain/applications';
import { handleCommand, loadAggregate, type CommandResult } from '../../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../../infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, loadJobSnapshot } from '../application-stream';

export class MoveToStageCommand {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly stageId: string,
    readonly expectedRevision: number,
  ) {}
}

@CommandHandler(MoveToStageCommand)
export class MoveToStageCommandHandler implements ICommandHandler<MoveToStageCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ caller, commandId, applicationId, stageId, expectedRevision }: MoveToStageCommand): Promise<CommandResult> {
    const stream = applicationStream(applicationId);
    const application = await loadAggregate(this.store, stream.id, applicationDecider, caller.companyId);
    if (!application?.state.exists) throw stream.notFound();
    const job = await loadJobSnapshot(this.store, caller.companyId, application.state.jobId);
    return handleCommand(
      this.store,
      stream,
      applicationDecider,
      { type: 'MoveApplicationToStage', data: { job, stageId } },
      { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
    );
  }
}
