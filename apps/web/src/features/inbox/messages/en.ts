import { commentNotificationsEn } from './comment-notifications.en';
import { emailNotificationsEn } from './email-notifications.en';
import { interviewNotificationsEn } from './interview-notifications.en';
import { offerNotificationsEn } from './offer-notifications.en';
import { notificationTypesEn } from './notification-types.en';

/** English messages of the inbox feature (ICU syntax); merged into the catalogue by app/i18n/messages.ts. */
export const inboxEn = {
  'inbox.title': 'Notifications',
  'inbox.bell.label': 'Notifications',
  'inbox.bell.labelWithCount': 'Notifications, {count} unread',
  'inbox.close': 'Close notifications',
  'inbox.preferences': 'Notification preferences',
  'inbox.bulk.open': 'Notification actions',
  'inbox.bulk.markAllRead': 'Mark all as read',
  'inbox.bulk.markAllUnread': 'Mark all as unread',
  'inbox.bulk.deleteAllRead': 'Delete all read notifications',
  'inbox.bulk.deleteAll': 'Delete all notifications',
  'inbox.order.label': 'Ordering',
  'inbox.order.newest': 'Newest',
  'inbox.order.oldest': 'Oldest',
  'inbox.filter.label': 'Show notifications',
  'inbox.filter.unread': 'Unread',
  'inbox.filter.starred': 'Starred',
  'inbox.filter.all': 'All',
  'inbox.list.label': 'Notifications list',
  'inbox.row.markRead': 'Mark as read',
  'inbox.row.markUnread': 'Mark as unread',
  'inbox.row.star': 'Star',
  'inbox.row.unstar': 'Remove star',
  'inbox.row.delete': 'Delete notification',
  'inbox.confirm.deleteOne': 'Delete notification',
  'inbox.empty.unread.title': 'No unread notifications',
  'inbox.empty.unread.body': 'New updates about your candidates and jobs will appear here.',
  'inbox.empty.starred.title': 'No starred notifications',
  'inbox.empty.starred.body': 'Star a notification to keep it here.',
  'inbox.empty.all.title': 'No notifications yet',
  'inbox.empty.all.body': 'Updates about your candidates and jobs will appear here.',
  'inbox.empty.upToDate': 'You are all up to date.',
  'inbox.error.title': 'Notifications could not be loaded.',
  'inbox.toast.deleted': 'Notification deleted',
  'inbox.toast.deletedAllRead': 'All read notifications deleted',
  'inbox.toast.deletedAll': 'All notifications deleted',
  ...commentNotificationsEn,
  ...emailNotificationsEn,
  ...interviewNotificationsEn,
  ...offerNotificationsEn,
  ...notificationTypesEn,
};
