import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider } from '../../../../../domain/applications';
import { PERMISSIONS } from '../../../../../domain/identity';
import { handleCommand, type CommandResult } from '../../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../../infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, authorizeOnApplicationState } from '../application-stream';

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
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({
    caller,
    commandId,
    applicationId,
    stageId,
    expectedRevision,
  }: MoveToStageCommand): Promise<CommandResult> {
    // Moving needs the stage permission for the stage the candidate leaves and the one they enter.
    return handleCommand(
      this.store,
      applicationStream(applicationId),
      applicationDecider,
      async (state) => {
        const { job } = await authorizeOnApplicationState(
          this.store,
          this.access,
          caller,
          state,
          PERMISSIONS.candidatesStage,
          [stageId],
        );
        return { type: 'MoveApplicationToStage' as const, data: { job, stageId } };
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
    );
  }
}
