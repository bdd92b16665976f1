import type { EntityManager } from 'typeorm';
import { InboxNotificationEntity } from './inbox-notification.entity';

export type InboxFilter = 'UNREAD' | 'STARRED' | 'ALL';
export type InboxOrder = 'DESC' | 'ASC';
export type InboxOwner = { companyId: string; userId: string };

const scoped = (manager: EntityManager, owner: InboxOwner, filter: InboxFilter) => {
  const query = manager
    .getRepository(InboxNotificationEntity)
    .createQueryBuilder('n')
    .where('n.company_id = :companyId AND n.user_id = :userId', owner);
  if (filter === 'UNREAD') query.andWhere('n.is_read = false');
  if (filter === 'STARRED') query.andWhere('n.is_important = true');
  return query;
};

export const listInbox = async (
  manager: EntityManager,
  owner: InboxOwner,
  options: { order: InboxOrder; filter: InboxFilter; page: number; perPage: number },
) => {
  const [notifications, total] = await scoped(manager, owner, options.filter)
    .orderBy('n.created_at', options.order)
    .addOrderBy('n.id', options.order)
    .offset((options.page - 1) * options.perPage)
    .limit(options.perPage)
    .getManyAndCount();
  const totalPages = Math.ceil(total / options.perPage);
  return {
    notifications: notifications.map(({ userId: _userId, companyId: _companyId, eventId: _eventId, ...rest }) => rest),
    paginationOptions: { page: options.page, perPage: options.perPage, total, totalPages, hasNext: options.page < totalPages },
  };
};

export const countInbox = (manager: EntityManager, owner: InboxOwner, filter: InboxFilter) =>
  scoped(manager, owner, filter).getCount();

/** Updates one notification of the owner; false when it is not theirs or does not exist. */
export const updateNotification = async (
  manager: EntityManager,
  owner: InboxOwner,
  id: string,
  change: { isRead?: boolean; isImportant?: boolean },
): Promise<boolean> => {
  const result = await manager.getRepository(InboxNotificationEntity).update({ id, ...owner }, change);
  return (result.affected ?? 0) > 0;
};

export const deleteNotification = async (manager: EntityManager, owner: InboxOwner, id: string): Promise<boolean> => {
  const result = await manager.getRepository(InboxNotificationEntity).delete({ id, ...owner });
  return (result.affected ?? 0) > 0;
};

export const markAllNotifications = (manager: EntityManager, owner: InboxOwner, isRead: boolean) =>
  manager.getRepository(InboxNotificationEntity).update({ ...owner }, { isRead });

/** `onlyRead` true deletes the read ones, false deletes all (spec 01 §7.6). */
export const deleteAllNotifications = (manager: EntityManager, owner: InboxOwner, onlyRead: boolean) =>
  manager.getRepository(InboxNotificationEntity).delete(onlyRead ? { ...owner, isRead: true } : { ...owner });
