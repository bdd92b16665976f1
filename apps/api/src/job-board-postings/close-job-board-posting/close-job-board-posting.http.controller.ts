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
import { POSTING_PERMISSION } from '../job-board-posting-stream';
import { JobBoardPostingsHttpController } from '../job-board-postings.http-controller.decorator';

@JobBoardPostingsHttpController('job-board-postings')
export class CloseJobBoardPostingHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [POSTING_PERMISSION] })
  @Post(':id/close')
  @ApiOperation({ summary: 'Close a job board posting (taken off the board)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  close(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeJobBoardPostingCommand(caller, commandId, id, (_job, postingId) => ({ type: 'CloseJobPosting', data: { postingId } })),
    );
  }
}
