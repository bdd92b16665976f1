import type { commentNotificationsEn } from './comment-notifications.en';

/** Arabic titles of the comment notifications; spread into inboxAr. */
export const commentNotificationsAr: Record<keyof typeof commentNotificationsEn, string> = {
  'inbox.type.MENTIONS': 'أشار إليك {actor} في تعليق على {candidate}',
  'inbox.type.MENTIONS_REPLY': 'ردّ {actor} على تعليقك على {candidate}',
  'inbox.type.NOTES': 'علّق {actor} على مرشحك {candidate}',
};
