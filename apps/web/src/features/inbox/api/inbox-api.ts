import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { InboxFilter, InboxOrder, InboxPage } from '@ats/web/app/api/api-types';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';

/** Spec 04 §9: page size 20, default order DESC, default filter UNREAD, first page 1. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_DEFAULT_ORDER: InboxOrder = 'DESC';
export const INBOX_DEFAULT_FILTER: InboxFilter = 'UNREAD';
const UNREAD_COUNT_REFRESH_MS = 60_000;

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (order: InboxOrder, filter: InboxFilter) => ['inbox', 'list', order, filter] as const,
  unreadCount: ['inbox', 'count', 'UNREAD'] as const,
};

const toCount = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value) || 0;
  if (value && typeof value === 'object' && 'count' in value) return toCount((value as { count: unknown }).count);
  return 0;
};

export const useInboxUnreadCount = () =>
  useQuery({
    queryKey: inboxKeys.unreadCount,
    queryFn: async ({ signal }) =>
      toCount(await api.get<unknown>('/inbox/list-count', { query: { filter: 'UNREAD' }, signal })),
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    // A failing badge must not flood the user with toasts every minute.
    meta: { toast: false },
  });

export const useInboxList = (order: InboxOrder, filter: InboxFilter, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: inboxKeys.list(order, filter),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<InboxPage>('/inbox', {
        query: { order, filter, page: pageParam, perPage: INBOX_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.paginationOptions?.hasNext ? last.paginationOptions.page + 1 : undefined),
  });

const useInvalidateInbox = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
};

export type InboxRowUpdate = { id: string; isRead: boolean } | { id: string; isImportant: boolean };

export const useUpdateNotification = () => {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: ({ id, ...body }: InboxRowUpdate) => api.put<unknown>(`/inbox/${encodeURIComponent(id)}`, body),
    onSettled: invalidate,
  });
};

export const useDeleteNotification = () => {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/inbox/${encodeURIComponent(id)}`),
    onSuccess: () => showSuccessToast('inbox.toast.deleted'),
    onSettled: invalidate,
  });
};

export type InboxBulkAction = 'MARK_ALL_READ' | 'MARK_ALL_UNREAD' | 'DELETE_ALL_READ_NOTIFICATIONS' | 'DELETE_ALL_NOTIFICATIONS';

export const useInboxBulkAction = () => {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (action: InboxBulkAction) => {
      switch (action) {
        case 'MARK_ALL_READ':
          return api.post<unknown>('/inbox', { isRead: true });
        case 'MARK_ALL_UNREAD':
          return api.post<unknown>('/inbox', { isRead: false });
        case 'DELETE_ALL_READ_NOTIFICATIONS':
          return api.delete<unknown>('/inbox/actions/delete', { query: { isRead: true } });
        case 'DELETE_ALL_NOTIFICATIONS':
          return api.delete<unknown>('/inbox/actions/delete', { query: { isRead: false } });
        default: {
          const unknownAction: never = action;
          throw new Error(`Unknown inbox bulk action ${String(unknownAction)}`);
        }
      }
    },
    onSuccess: (_result, action) => {
      if (action === 'DELETE_ALL_READ_NOTIFICATIONS') showSuccessToast('inbox.toast.deletedAllRead');
      if (action === 'DELETE_ALL_NOTIFICATIONS') showSuccessToast('inbox.toast.deletedAll');
    },
    onSettled: invalidate,
  });
};

/** "99+" above 99; hidden (null) at 0 or below (spec 01 §2.8). */
export const badgeLabel = (count: number): string | null => {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(count);
};
