import { Body, Controller, Delete, Get, Module, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  countInbox,
  deleteAllNotifications,
  deleteNotification,
  listInbox,
  markAllNotifications,
  updateNotification,
} from '../../../../projections/inbox/inbox.query';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '../../../../domain/identity';
import {
  DeleteAllRequestDto,
  InboxCountRequestDto,
  ListInboxRequestDto,
  MarkAllRequestDto,
  UpdateNotificationRequestDto,
} from './inbox.request.dto';

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });
const ownerOf = (caller: Caller) => ({ companyId: caller.companyId, userId: caller.userId });

/** The caller's own notifications (spec 01 §7.6); nobody reads or changes another user's. */
@ApiBearerAuth()
@ApiTags('inbox')
// The inbox needs COMPANY::NOTIFICATION::* (spec 01 §6.4); employees have no inbox.
@RouteAccess({ permissions: [PERMISSIONS.notification] })
@Controller('inbox')
export class InboxHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'The caller’s notifications, paged' })
  list(@CurrentCaller() caller: Caller, @Query() query: ListInboxRequestDto) {
    return listInbox(this.dataSource.manager, ownerOf(caller), {
      order: query.order ?? 'DESC',
      filter: query.filter ?? 'UNREAD',
      page: query.page ?? 1,
      perPage: query.perPage ?? 20,
    });
  }

  @Get('list-count')
  @ApiOperation({ summary: 'How many of the caller’s notifications match the filter' })
  count(@CurrentCaller() caller: Caller, @Query() query: InboxCountRequestDto): Promise<number> {
    return countInbox(this.dataSource.manager, ownerOf(caller), query.filter ?? 'UNREAD');
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a notification read or unread, important or not' })
  async update(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string, @Body() body: UpdateNotificationRequestDto) {
    const change = { isRead: body.isRead, isImportant: body.isImportant };
    if (change.isRead === undefined && change.isImportant === undefined) return { success: true };
    if (!(await updateNotification(this.dataSource.manager, ownerOf(caller), id, change))) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
    return { success: true };
  }

  @Delete('actions/delete')
  @ApiOperation({ summary: 'Delete all read (or all unread) notifications' })
  async deleteAll(@CurrentCaller() caller: Caller, @Query() query: DeleteAllRequestDto) {
    await deleteAllNotifications(this.dataSource.manager, ownerOf(caller), query.isRead === 'true');
    return { success: true };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a notification' })
  async delete(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string) {
    if (!(await deleteNotification(this.dataSource.manager, ownerOf(caller), id))) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
    return { success: true };
  }

  @Post()
  @ApiOperation({ summary: 'Mark all notifications read or unread' })
  async markAll(@CurrentCaller() caller: Caller, @Body() body: MarkAllRequestDto) {
    await markAllNotifications(this.dataSource.manager, ownerOf(caller), body.isRead);
    return { success: true };
  }
}

@Module({ controllers: [InboxHttpController] })
export class InboxModule {}
