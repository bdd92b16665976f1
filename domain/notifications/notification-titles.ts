import { commentNotificationsAr } from './titles/comment-notifications.ar';
import { commentNotificationsEn } from './titles/comment-notifications.en';
import { emailNotificationsAr } from './titles/email-notifications.ar';
import { emailNotificationsEn } from './titles/email-notifications.en';
import { interviewNotificationsAr } from './titles/interview-notifications.ar';
import { interviewNotificationsEn } from './titles/interview-notifications.en';
import { notificationTypesAr } from './titles/notification-types.ar';
import { notificationTypesEn } from './titles/notification-types.en';
import { offerNotificationsAr } from './titles/offer-notifications.ar';
import { offerNotificationsEn } from './titles/offer-notifications.en';
import { requisitionNotificationsAr } from './titles/requisition-notifications.ar';
import { requisitionNotificationsEn } from './titles/requisition-notifications.en';

/**
 * The titles of inbox notifications (spec 01 §3.8) in ICU message syntax, once for every reader: the web's inbox
 * formats them with react-intl (they are part of its catalogue), mail the server writes (the daily digest) with
 * intl-messageformat. Which title and which values a notification takes: notification-message.ts.
 */
export const notificationTitlesEn = {
  ...commentNotificationsEn,
  ...emailNotificationsEn,
  ...interviewNotificationsEn,
  ...offerNotificationsEn,
  ...notificationTypesEn,
  ...requisitionNotificationsEn,
};

export type NotificationTitleId = keyof typeof notificationTitlesEn;

export const notificationTitlesAr: Record<NotificationTitleId, string> = {
  ...commentNotificationsAr,
  ...emailNotificationsAr,
  ...interviewNotificationsAr,
  ...offerNotificationsAr,
  ...notificationTypesAr,
  ...requisitionNotificationsAr,
};
