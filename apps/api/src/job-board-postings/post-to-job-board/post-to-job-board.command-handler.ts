import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JobErrors } from '@ats/domain/jobs';
import type { JobBoardId, PostingTier } from '@ats/domain/job-postings';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { handlePostingCommand, postedJob } from '../job-board-posting-stream';

export class PostToJobBoardCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly jobId: string,
    readonly board: JobBoardId,
    readonly tier: PostingTier,
  ) {
    super();
  }
}

@CommandHandler(PostToJobBoardCommand)
export class PostToJobBoardCommandHandler implements ICommandHandler<PostToJobBoardCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute({ caller, commandId, jobId, board, tier }: PostToJobBoardCommand): Promise<CommandResult> {
    // From the command id: a retried request (same Idempotency-Key) names the same posting.
    const postingId = idFromCommand(caller.companyId, commandId, 'job-board-posting');
    return handlePostingCommand(
      this.store,
      this.access,
      { caller, commandId, jobId, postingId },
      (job) => ({ type: 'RequestJobPosting', data: { postingId, jobId, board, tier, job: postedJob(job) } }),
      JobErrors.notFound,
    );
  }
}
