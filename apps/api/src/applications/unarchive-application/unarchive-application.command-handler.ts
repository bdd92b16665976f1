import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';

export class UnarchiveApplicationCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

@CommandHandler(UnarchiveApplicationCommand)
export class UnarchiveApplicationCommandHandler implements ICommandHandler<UnarchiveApplicationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute(command: UnarchiveApplicationCommand): Promise<CommandResult> {
    return handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesStage }, () => ({
      type: 'UnarchiveApplication',
      data: {},
    }));
  }
}
