import {
  Body,
  Controller,
  Delete,
  Get,
  Module,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '@ats/domain/identity';
import {
  DeleteAllRequestDto,
  InboxCountRequestDto,
  ListInboxRequestDto,
  MarkAllRequestDto,
  UpdateNotificationRequestDto,
} from './inbox.request.dto';
import { InboxPageResponseDto, InboxSuccessResponseDto } from './inbox.response.dto';
import { UserInbox } from './user-inbox';

const NOTIFICATION_NOT_FOUND = 'Notification not found';
// Notification ids are name-based (v5, per event and user), so any UUID version is accepted.
const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The caller's own notifications (spec 01 §7.6); nobody reads or changes another user's. */
@ApiBearerAuth()
@ApiTags('inbox')
// The inbox needs COMPANY::NOTIFICATION::* (spec 01 §6.4); employees have no inbox.
@RouteAccess({ permissions: [PERMISSIONS.notification] })
@Controller('inbox')
export class InboxHttpController {
  constructor(private readonly inbox: UserInbox) {}

  @Get()
  @ApiOperation({ summary: 'The caller’s notifications, paged' })
  @ApiOkResponse({ type: InboxPageResponseDto })
  list(@CurrentCaller() caller: Caller, @Query() query: ListInboxRequestDto) {
    return this.inbox.list(caller, {
      order: query.order ?? 'DESC',
      filter: query.filter ?? 'UNREAD',
      page: query.page ?? 1,
      perPage: query.perPage ?? 20,
    });
  }

  @Get('list-count')
  @ApiOperation({ summary: 'How many of the caller’s notifications match the filter' })
  @ApiOkResponse({ schema: { type: 'integer', minimum: 0 } })
  count(@CurrentCaller() caller: Caller, @Query() query: InboxCountRequestDto): Promise<number> {
    return this.inbox.count(caller, query.filter ?? 'UNREAD');
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a notification read or unread, important or not' })
  @ApiOkResponse({ type: InboxSuccessResponseDto })
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() body: UpdateNotificationRequestDto,
  ) {
    const change = { isRead: body.isRead, isImportant: body.isImportant };
    if (change.isRead === undefined && change.isImportant === undefined) return { success: true };
    if (!(await this.inbox.mark(caller, id, change))) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
    return { success: true };
  }

  @Delete('actions/delete')
  @ApiOperation({ summary: 'Delete all read (or all unread) notifications' })
  @ApiOkResponse({ type: InboxSuccessResponseDto })
  async deleteAll(@CurrentCaller() caller: Caller, @Query() query: DeleteAllRequestDto) {
    await this.inbox.deleteAll(caller, query.isRead === 'true');
    return { success: true };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a notification' })
  @ApiOkResponse({ type: InboxSuccessResponseDto })
  async delete(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string) {
    if (!(await this.inbox.delete(caller, id))) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
    return { success: true };
  }

  @Post()
  @ApiOperation({ summary: 'Mark all notifications read or unread' })
  @ApiCreatedResponse({ type: InboxSuccessResponseDto })
  async markAll(@CurrentCaller() caller: Caller, @Body() body: MarkAllRequestDto) {
    await this.inbox.markAll(caller, body.isRead);
    return { success: true };
  }
}

@Module({ controllers: [InboxHttpController], providers: [UserInbox] })
export class InboxModule {}
