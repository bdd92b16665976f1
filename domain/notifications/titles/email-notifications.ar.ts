import type { emailNotificationsEn } from './email-notifications.en';

/** Arabic title of the e-mail reply notification; part of domain/notifications/notification-titles. */
export const emailNotificationsAr: Record<keyof typeof emailNotificationsEn, string> = {
  'inbox.type.REPLY_FROM_CANDIDATE': 'ردّ {candidate} على رسالتك',
};
