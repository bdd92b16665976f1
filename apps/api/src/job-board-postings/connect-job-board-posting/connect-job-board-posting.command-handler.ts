import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobBoardId } from '@ats/domain/job-postings';
import { JobErrors } from '@ats/domain/jobs';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { handlePostingCommand, postedJob } from '../job-board-posting-stream';

export class ConnectJobBoardPostingCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly jobId: string,
    readonly board: JobBoardId,
    readonly url: string,
  ) {
    super();
  }
}

@CommandHandler(ConnectJobBoardPostingCommand)
export class ConnectJobBoardPostingCommandHandler implements ICommandHandler<ConnectJobBoardPostingCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute({ caller, commandId, jobId, board, url }: ConnectJobBoardPostingCommand): Promise<CommandResult> {
    const postingId = idFromCommand(caller.companyId, commandId, 'job-board-posting');
    return handlePostingCommand(
      this.store,
      this.access,
      { caller, commandId, jobId, postingId },
      (job) => ({ type: 'ConnectJobPosting', data: { postingId, jobId, board, url: url.trim(), job: postedJob(job) } }),
      JobErrors.notFound,
    );
  }
}
