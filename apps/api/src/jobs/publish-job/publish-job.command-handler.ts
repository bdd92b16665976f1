import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { jobDecider } from '../../../../../domain/jobs';
import { handleCommand, type CommandResult } from '../../../../../infra/commands/handle-command';
import type { EventStore } from '../../../../../infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { PERMISSIONS } from '../../../../../domain/identity';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { jobStream, existingJob } from '../job-stream';

export class PublishJobCommand {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly jobId: string,
  ) {}
}

@CommandHandler(PublishJobCommand)
export class PublishJobCommandHandler implements ICommandHandler<PublishJobCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, jobId }: PublishJobCommand): Promise<CommandResult> {
    return handleCommand(
      this.store,
      jobStream(jobId),
      jobDecider,
      (state) => {
        this.access.assertPermitted(caller, existingJob(state), PERMISSIONS.jobsPublish);
        return { type: 'PublishJob' as const, data: { jobId } };
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
  }
}
