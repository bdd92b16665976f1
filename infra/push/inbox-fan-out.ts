import type { DataSource } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { wantsNotification } from '@ats/domain/notification-preferences/notification-preferences';
import type { InboxNotificationEntity } from '@ats/projections/inbox/inbox-notification.entity';
import { notificationContextOf, preferencesOf } from '@ats/projections/inbox/inbox.projection';
import { enqueueMail } from '../mail/mail-outbox';
import type { PushPublisher } from './push-publisher';
import type { PushMessageInput } from './push-store';

/** What subscribers of an inbox notification's push listen for. */
export const INBOX_NOTIFICATION_PUSH = 'INBOX_NOTIFICATION';

// Fixed forever: a notification's e-mail id derives from it, so a redelivered event queues no second e-mail.
const NOTIFICATION_MAIL_NAMESPACE = '7d0b6a52-93c1-4f0e-8a3e-5c2f9b1d4e67';

/** The notification as the inbox lists it, unread and unstarred: the browser words its title from it. */
const asListed = (notification: InboxNotificationEntity) => ({
  id: notification.id,
  type: notification.type,
  title: notification.title,
  isRead: false,
  isImportant: false,
  createdAt: notification.createdAt.toISOString(),
  jobApplicationId: notification.jobApplicationId,
  jobRoleId: notification.jobRoleId,
  candidateName: notification.candidateName,
  roleName: notification.roleName,
  redirectionData: notification.redirectionData,
});

export const inboxPushMessage = (notification: InboxNotificationEntity): PushMessageInput => ({
  sourceKey: `inbox:${notification.id}`,
  companyId: notification.companyId,
  userId: notification.userId,
  type: INBOX_NOTIFICATION_PUSH,
  title: notification.title,
  payload: { ...asListed(notification), notification: asListed(notification) },
});

/**
 * Where a notification's e-mail leads: a bulk action's one notice to the candidate list filtered by the action (as
 * the inbox opens it), else the candidate's profile, else the job's publish tab, else the app.
 */
export const notificationMailLink = (publicUrl: string, notification: Pick<InboxNotificationEntity, 'jobApplicationId' | 'jobRoleId' | 'redirectionData'>) => {
  const bulkActionId = notification.redirectionData?.bulkActionId;
  if (bulkActionId) return `${publicUrl}/recruiter/candidates?bulkActionId=${encodeURIComponent(bulkActionId)}`;
  if (notification.jobApplicationId) return `${publicUrl}/recruiter/candidate-profile/${notification.jobApplicationId}`;
  if (notification.jobRoleId) return `${publicUrl}/recruiter/jobs/job-role/${notification.jobRoleId}/publish/edit?jobSetup=manual`;
  return publicUrl;
};

/**
 * The live side of new notifications (spec 03 "Notification preferences": channels e-mails, inbox, homepage):
 * each recipient whose homepage channel and event are on gets a toast (push), each whose e-mails channel and
 * event are on gets an e-mail. Safe to repeat for a redelivered event: the push store and the outbox both key
 * what they hold by the notification.
 */
export const fanOutInboxNotifications = async (
  dataSource: DataSource,
  publisher: Pick<PushPublisher, 'publish'>,
  notifications: readonly InboxNotificationEntity[],
  publicUrl: string,
): Promise<void> => {
  if (notifications.length === 0) return;
  const preferences = await preferencesOf(dataSource.manager, notifications.map((notification) => notification.userId));
  const wants = (notification: InboxNotificationEntity, channel: 'homepage' | 'emails') =>
    wantsNotification(preferences.get(notification.userId)!, channel, notification.type, notificationContextOf(notification));
  const mailed = notifications.filter((notification) => wants(notification, 'emails'));
  if (mailed.length > 0) {
    const users = (await dataSource.query(`SELECT id, email FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`, [
      [...new Set(mailed.map((notification) => notification.userId))],
    ])) as Array<{ id: string; email: string }>;
    const addresses = new Map(users.map((user) => [user.id, user.email]));
    await dataSource.transaction(async (manager) => {
      for (const notification of mailed) {
        const to = addresses.get(notification.userId);
        if (!to) continue;
        await enqueueMail(manager, {
          id: uuidV5(notification.id, NOTIFICATION_MAIL_NAMESPACE),
          kind: 'NOTIFICATION',
          companyId: notification.companyId,
          to,
          subject: notification.title,
          text: `${notification.title}\n\n${notificationMailLink(publicUrl, notification)}`,
        });
      }
    });
  }
  await publisher.publish(notifications.filter((notification) => wants(notification, 'homepage')).map(inboxPushMessage));
};
