import { Body, Post } from '@nestjs/common';
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
import { POSTING_PERMISSION } from '../job-board-posting-stream';
import { JobBoardPostingsHttpController } from '../job-board-postings.http-controller.decorator';
import { PostToJobBoardCommand } from './post-to-job-board.command-handler';
import { PostToJobBoardRequestDto } from './post-to-job-board.request.dto';

@JobBoardPostingsHttpController('company-roles')
export class PostToJobBoardHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Spec 02 §4.2: the job must be on the career page; one live posting per board and tier, basic and
   * promoted exclusive. The posting is PENDING until the posting workflow hears from the board.
   */
  @RouteAccess({ jobPermissions: [POSTING_PERMISSION] })
  @Post(':id/job-board-postings')
  @ApiOperation({ summary: 'Post a job to a job board (pending until the board answers); answers the posting’s id' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  post(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string, @Body() body: PostToJobBoardRequestDto): Promise<CommandResult> {
    return this.commands.execute(new PostToJobBoardCommand(caller, commandId, id, body.board, body.tier));
  }
}
