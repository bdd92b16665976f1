/**
 * English titles of the offer notifications (spec 01 §3.8 "offers"); part of domain/notifications/notification-titles. The row's chips name
 * the candidate and the job; `{actor}` is who acted, `{candidate}` the candidate.
 */
export const offerNotificationsEn = {
  'inbox.type.OFFER_APPROVAL_REQUEST': 'The offer to {candidate} is waiting for your approval',
  'inbox.type.OFFER_APPROVAL_APPROVED': 'The offer to {candidate} was approved',
  'inbox.type.OFFER_APPROVAL_REJECTED': '{actor} rejected the offer to {candidate}',
  'inbox.type.OFFER_SENT': '{actor} sent an offer to {candidate}',
  'inbox.type.OFFER_ACCEPTED': '{candidate} signed the offer',
  'inbox.type.OFFER_REJECTED': 'The offer to {candidate} was rejected',
};
