import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InboxFilter, InboxNotification, InboxOrder } from '@ats/web/app/api/api-types';
import {
  INBOX_DEFAULT_FILTER,
  INBOX_DEFAULT_ORDER,
  useDeleteNotification,
  useInboxBulkAction,
  useInboxList,
  useUpdateNotification,
  type InboxBulkAction,
} from '../api/inbox-api';
import { notificationLink } from '../notification-link';

/**
 * The drawer's state: its order and filter, the notifications they select, the row actions, and the delete and
 * bulk actions waiting for a confirmation. The list is asked for only while the drawer is open.
 */
export const useInboxDrawer = (open: boolean, onClose: () => void) => {
  const navigate = useNavigate();
  const [order, setOrder] = useState<InboxOrder>(INBOX_DEFAULT_ORDER);
  const [filter, setFilter] = useState<InboxFilter>(INBOX_DEFAULT_FILTER);
  const [pendingDelete, setPendingDelete] = useState<InboxNotification | null>(null);
  const [pendingBulk, setPendingBulk] = useState<InboxBulkAction | null>(null);

  const list = useInboxList(order, filter, open);
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const bulk = useInboxBulkAction();

  const notifications = list.data?.pages.flatMap((page) => page.notifications ?? []) ?? [];

  /** Opening marks it read; one with an application goes to the candidate's profile. */
  /** `to`: one of the places the notification lists (a job of several); else where it leads. */
  const openNotification = (notification: InboxNotification, to?: string) => {
    if (!notification.isRead) update.mutate({ id: notification.id, isRead: true });
    const link = to ?? notificationLink(notification);
    if (link) {
      onClose();
      navigate(link);
    }
  };

  /** A destructive bulk action waits for a confirmation; the others run at once. */
  const runBulk = (action: InboxBulkAction, destructive: boolean) => {
    if (destructive) setPendingBulk(action);
    else bulk.mutate(action);
  };

  const confirmBulk = () => {
    if (!pendingBulk) return;
    bulk.mutate(pendingBulk, { onSettled: () => setPendingBulk(null) });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, { onSettled: () => setPendingDelete(null) });
  };

  return {
    order,
    setOrder,
    filter,
    setFilter,
    list,
    notifications,
    openNotification,
    toggleRead: (notification: InboxNotification) => update.mutate({ id: notification.id, isRead: !notification.isRead }),
    toggleStar: (notification: InboxNotification) =>
      update.mutate({ id: notification.id, isImportant: !notification.isImportant }),
    pendingDelete,
    requestDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting: remove.isPending,
    pendingBulk,
    runBulk,
    cancelBulk: () => setPendingBulk(null),
    confirmBulk,
    bulkBusy: bulk.isPending,
  };
};

export type InboxDrawerState = ReturnType<typeof useInboxDrawer>;
