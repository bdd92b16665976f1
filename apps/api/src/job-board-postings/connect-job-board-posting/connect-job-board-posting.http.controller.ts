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
import { ConnectJobBoardPostingCommand } from './connect-job-board-posting.command-handler';
import { ConnectJobBoardPostingRequestDto } from './connect-job-board-posting.request.dto';

@JobBoardPostingsHttpController('company-roles')
export class ConnectJobBoardPostingHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Spec 02 §4.2: a basic job can be connected manually (re-connect); the same career-page and board rules apply. */
  @RouteAccess({ jobPermissions: [POSTING_PERMISSION] })
  @Post(':id/job-board-postings/connect')
  @ApiOperation({ summary: 'Connect a basic job posted on a board by hand (posted at once); answers the posting’s id' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  connect(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ConnectJobBoardPostingRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ConnectJobBoardPostingCommand(caller, commandId, id, body.board, body.url));
  }
}
