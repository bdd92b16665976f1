/** English titles of the comment notifications (spec 01 §3.8 MENTIONS, MENTIONS_REPLY); spread into inboxEn. */
export const commentNotificationsEn = {
  'inbox.type.MENTIONS': '{actor} mentioned you in a comment on {candidate}',
  'inbox.type.MENTIONS_REPLY': '{actor} replied to your comment on {candidate}',
};
