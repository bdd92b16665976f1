/** English titles of the comment notifications (spec 01 §3.8 MENTIONS, BULK_MENTIONS, MENTIONS_REPLY, NOTES); part of domain/notifications/notification-titles. */
export const commentNotificationsEn = {
  'inbox.type.MENTIONS': '{actor} mentioned you in a comment on {candidate}',
  // A bulk comment's one notice to each person it mentions, with how many candidates it was left on.
  'inbox.type.BULK_MENTIONS': '{actor} mentioned you in a comment on {count, plural, one {# candidate} other {# candidates}}',
  'inbox.type.MENTIONS_REPLY': '{actor} replied to your comment on {candidate}',
  'inbox.type.NOTES': '{actor} commented on your candidate {candidate}',
};
