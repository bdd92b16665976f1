import { Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ChangeJobBoardPostingCommand } from '../change-job-board-posting.command-handler';
import { POSTING_PERMISSION, postedJob } from '../job-board-posting-stream';
import { JobBoardPostingsHttpController } from '../job-board-postings.http-controller.decorator';

@JobBoardPostingsHttpController('job-board-postings')
export class RepostJobBoardPostingHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [POSTING_PERMISSION] })
  @Post(':id/repost')
  @ApiOperation({ summary: 'Post a closed or failed posting again (a search-engine posting also while posted)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  repost(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobBoardPostingCommand(caller, commandId, id, (job, postingId) => ({ type: 'RepostJobPosting', data: { postingId, job: postedJob(job) } })),
    );
  }
}
