import type { commentNotificationsEn } from './comment-notifications.en';

/** Arabic titles of the comment notifications; part of domain/notifications/notification-titles. */
export const commentNotificationsAr: Record<keyof typeof commentNotificationsEn, string> = {
  'inbox.type.MENTIONS': 'أشار إليك {actor} في تعليق على {candidate}',
  'inbox.type.BULK_MENTIONS': 'أشار إليك {actor} في تعليق على {count, plural, one {مرشح واحد} two {مرشحَين} few {# مرشحين} many {# مرشحًا} other {# مرشح}}',
  'inbox.type.MENTIONS_REPLY': 'ردّ {actor} على تعليقك على {candidate}',
  'inbox.type.NOTES': 'علّق {actor} على مرشحك {candidate}',
};
