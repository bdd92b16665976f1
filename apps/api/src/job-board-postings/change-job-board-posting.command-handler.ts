import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobPostingErrors, type JobPostingCommand } from '@ats/domain/job-postings';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { waitForProjection } from '@ats/infra/projections/projection-runner';
import { jobBoardPostingsProjector } from '@ats/projections/job-postings/job-board-postings.projector';
import { findPosting } from '@ats/projections/job-postings/job-board-postings.query';
import type { Caller } from '../identity/caller';
import { JobAccess } from '../identity/job-access';
import type { ExistingJob } from '../jobs/job-stream';
import { EVENT_STORE } from '../platform/tokens';
import { handlePostingCommand } from './job-board-posting-stream';

/** A change to an existing posting (close, re-post, mark closed): the controller names the command. */
export class ChangeJobBoardPostingCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly postingId: string,
    readonly command: (job: ExistingJob, postingId: string) => JobPostingCommand,
  ) {
    super();
  }
}

@CommandHandler(ChangeJobBoardPostingCommand)
export class ChangeJobBoardPostingCommandHandler implements ICommandHandler<ChangeJobBoardPostingCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, postingId, command }: ChangeJobBoardPostingCommand): Promise<CommandResult> {
    // Which job the posting belongs to (the job's own stream then decides who may change it). A posting asked
    // for a moment ago may not be in the read model yet: once it has caught up with the log, absent is absent.
    const find = () => findPosting(this.dataSource.manager, caller.companyId, postingId);
    let posting = await find();
    if (!posting && (await waitForProjection(this.dataSource, jobBoardPostingsProjector, await this.store.headPosition(), 2000))) {
      posting = await find();
    }
    if (!posting) throw JobPostingErrors.notFound();
    return handlePostingCommand(this.store, this.access, { caller, commandId, jobId: posting.jobId, postingId }, (job) => command(job, postingId));
  }
}
