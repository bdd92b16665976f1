import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  countInbox,
  deleteAllNotifications,
  deleteNotification,
  listInbox,
  markAllNotifications,
  updateNotification,
  type InboxFilter,
  type InboxOrder,
} from '@ats/projections/inbox/inbox.query';
import type { Caller } from '../identity/caller';

const ownerOf = (caller: Caller) => ({ companyId: caller.companyId, userId: caller.userId });

/** The caller's own inbox (spec 01 §7.6): every read and mark is scoped to them; nobody touches another's. */
@Injectable()
export class UserInbox {
  constructor(private readonly dataSource: DataSource) {}

  list(caller: Caller, options: { order: InboxOrder; filter: InboxFilter; page: number; perPage: number }) {
    return listInbox(this.dataSource.manager, ownerOf(caller), options);
  }

  count(caller: Caller, filter: InboxFilter): Promise<number> {
    return countInbox(this.dataSource.manager, ownerOf(caller), filter);
  }

  /** False when the notification is not the caller's, is deleted or does not exist. */
  mark(caller: Caller, id: string, change: { isRead?: boolean; isImportant?: boolean }): Promise<boolean> {
    return updateNotification(this.dataSource.manager, ownerOf(caller), id, change);
  }

  delete(caller: Caller, id: string): Promise<boolean> {
    return deleteNotification(this.dataSource.manager, ownerOf(caller), id);
  }

  async markAll(caller: Caller, isRead: boolean): Promise<void> {
    await markAllNotifications(this.dataSource.manager, ownerOf(caller), isRead);
  }

  async deleteAll(caller: Caller, onlyRead: boolean): Promise<void> {
    await deleteAllNotifications(this.dataSource.manager, ownerOf(caller), onlyRead);
  }
}
