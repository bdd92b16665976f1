import type { InboxNotification } from '@ats/web/app/api/api-types';
import { usePushInvalidate, usePushToastText } from '@ats/web/app/push/push-provider';
import { inboxKeys } from '../api/inbox-api';
import { notificationTitle } from '../notification-title';

/** What the push stream calls a new inbox notification (infra/push/inbox-fan-out). */
export const INBOX_NOTIFICATION_PUSH = 'INBOX_NOTIFICATION';

/**
 * A new notification arrives live: the badge and the open list refresh, and its toast reads as the inbox words
 * it, in the reader's language.
 */
export const useInboxPush = (): void => {
  usePushInvalidate(INBOX_NOTIFICATION_PUSH, inboxKeys.all);
  usePushToastText(INBOX_NOTIFICATION_PUSH, (message, intl) => {
    const notification = message.payload?.notification as InboxNotification | undefined;
    return notification ? notificationTitle(notification, intl) : message.title;
  });
};

/** Mounted by the shell beside the inbox drawer. */
export const InboxLive = () => {
  useInboxPush();
  return null;
};
