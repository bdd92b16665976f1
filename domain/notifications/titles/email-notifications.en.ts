/** English title of the e-mail reply notification (spec 01 §3.8 REPLY_FROM_CANDIDATE); part of domain/notifications/notification-titles. */
export const emailNotificationsEn = {
  'inbox.type.REPLY_FROM_CANDIDATE': '{candidate} replied to your email',
};
