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

export class UnarchiveApplicationCommand {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly expectedRevision: number,
  ) {}
}

@CommandHandler(UnarchiveApplicationCommand)
export class UnarchiveApplicationCommandHandler implements ICommandHandler<UnarchiveApplicationCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({
    caller,
    commandId,
    applicationId,
    expectedRevision,
  }: UnarchiveApplicationCommand): Promise<CommandResult> {
    return handleCommand(
      this.store,
      applicationStream(applicationId),
      applicationDecider,
      async (state) => {
        await authorizeOnApplicationState(this.store, this.access, caller, state, PERMISSIONS.candidatesStage);
        return { type: 'UnarchiveApplication' as const, data: {} };
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
    );
  }
}
