import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobCommand } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { JobAccess } from '../identity/job-access';
import { EVENT_STORE } from '../platform/tokens';
import { handleJobCommand, type ExistingJob, type JobCommandTarget } from './job-stream';

/**
 * A change to an existing job: every use case's controller names the permission it needs on the job and
 * the domain command it makes from the job as its stream says now. One handler authorises and appends them
 * all, so a new use case is a controller and a request DTO, nothing more.
 */
export class ChangeJobCommand extends Command<CommandResult> {
  constructor(
    readonly target: JobCommandTarget,
    readonly permission: string,
    /** May first check what the command points at (async), after the caller was authorised on the job. */
    readonly decide: (job: ExistingJob) => JobCommand | Promise<JobCommand>,
  ) {
    super();
  }
}

@CommandHandler(ChangeJobCommand)
export class ChangeJobCommandHandler implements ICommandHandler<ChangeJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute({ target, permission, decide }: ChangeJobCommand): Promise<CommandResult> {
    return handleJobCommand(this.store, this.access, target, permission, decide);
  }
}
