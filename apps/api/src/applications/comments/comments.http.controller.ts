import { Body, Delete, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ApplicationErrors } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import {
  AddCommentCommand,
  DeleteCommentCommand,
  EditCommentCommand,
  type CommentCommandResult,
} from './comments.command-handler';
import { ListCommentsQuery, MentionableMembersQuery } from './comments.query-handler';
import { CommentRequestDto, ListCommentsRequestDto } from './comments.request.dto';
import {
  CommentCommandResultDto,
  CommentListResponseDto,
  MentionableMemberResponseDto,
} from './comments.response.dto';

/** An id is required to edit or delete (spec 02 §3.8): one that names no comment is a missing comment. */
const CommentIdParam = () =>
  Param('commentId', new ParseUUIDPipe({ version: '4', exceptionFactory: () => ApplicationErrors.commentNotFound() }));

/** Comments on the candidate profile (spec 02 §2.13, §3.8): anyone who may open the profile. */
@ApplicationsHttpController()
export class CommentsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/comments')
  @ApiOperation({ summary: 'The application’s comments, newest first, with their replies and reply counts' })
  @ApiOkResponse({ type: CommentListResponseDto })
  list(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query() query: ListCommentsRequestDto): Promise<CommentListResponseDto> {
    return this.queries.execute(new ListCommentsQuery(caller, id, query.page ?? 1, query.take ?? 50, query.afterPosition));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/comments/mentionable-members')
  @ApiOperation({ summary: 'Team members who can be @mentioned on this application (they can open its profile)' })
  @ApiOkResponse({ type: [MentionableMemberResponseDto] })
  mentionable(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<MentionableMemberResponseDto[]> {
    return this.queries.execute(new MentionableMembersQuery(caller, id));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/comments')
  @ApiOperation({ summary: 'Comment on the application; mentioned team members are notified (MENTIONS)' })
  @ApiCreatedResponse({ type: CommentCommandResultDto })
  add(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: CommentRequestDto,
  ): Promise<CommentCommandResult> {
    return this.commands.execute(new AddCommentCommand(caller, commandId, id, body.text, body.confidential ?? false, null));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/comments/:commentId/replies')
  @ApiOperation({ summary: 'Reply to a comment; its author is notified (MENTIONS_REPLY)' })
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiCreatedResponse({ type: CommentCommandResultDto })
  @ApiErrorResponses(409)
  reply(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @CommentIdParam() commentId: string,
    @Body() body: CommentRequestDto,
  ): Promise<CommentCommandResult> {
    return this.commands.execute(new AddCommentCommand(caller, commandId, id, body.text, body.confidential ?? false, commentId));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Patch(':id/comments/:commentId')
  @ApiOperation({ summary: 'Edit one’s own comment (its text and confidential flag)' })
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiOkResponse({ type: CommentCommandResultDto })
  edit(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @CommentIdParam() commentId: string,
    @Body() body: CommentRequestDto,
  ): Promise<CommentCommandResult> {
    return this.commands.execute(new EditCommentCommand(caller, commandId, id, commentId, body.text, body.confidential ?? false));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Delete(':id/comments/:commentId')
  @ApiOperation({ summary: 'Delete one’s own comment; its replies stay' })
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiOkResponse({ type: CommentCommandResultDto })
  remove(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @CommentIdParam() commentId: string,
  ): Promise<CommentCommandResult> {
    return this.commands.execute(new DeleteCommentCommand(caller, commandId, id, commentId));
  }
}
