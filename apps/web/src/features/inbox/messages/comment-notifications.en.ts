/** English titles of the comment notifications (spec 01 §3.8 MENTIONS, MENTIONS_REPLY, NOTES); spread into inboxEn. */
export const commentNotificationsEn = {
  'inbox.type.MENTIONS': '{actor} mentioned you in a comment on {candidate}',
  'inbox.type.MENTIONS_REPLY': '{actor} replied to your comment on {candidate}',
  'inbox.type.NOTES': '{actor} commented on your candidate {candidate}',
};
