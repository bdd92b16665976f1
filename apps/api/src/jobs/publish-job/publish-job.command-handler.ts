import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleJobCommand } from '../job-stream';

export class PublishJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly jobId: string,
  ) {
    super();
  }
}

@CommandHandler(PublishJobCommand)
export class PublishJobCommandHandler implements ICommandHandler<PublishJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute(command: PublishJobCommand): Promise<CommandResult> {
    return handleJobCommand(this.store, this.access, command, PERMISSIONS.jobsPublish, () => ({
      type: 'PublishJob',
      data: { jobId: command.jobId },
    }));
  }
}
