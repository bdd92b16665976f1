/**
 * The offer's statuses (spec 03 "Offer statuses (labels)"): the eight labels, each with a stable code.
 */
export const OFFER_STATUS_LABELS = {
  PENDING_ON_CANDIDATE: 'Pending on candidate',
  APPROVAL_PENDING: 'Approval Pending',
  REQUEST_APPROVED: 'Request approved',
  REQUEST_REJECTED: 'Request rejected',
  CANDIDATE_SIGNED: 'Candidate Signed',
  CANDIDATE_REJECTED: 'Candidate Rejected',
  MARKED_AS_SIGNED: 'Marked as Signed',
  OFFER_RECALLED: 'Offer Recalled',
} as const;
export type OfferStatus = keyof typeof OFFER_STATUS_LABELS;
export const OFFER_STATUSES = Object.keys(OFFER_STATUS_LABELS) as OfferStatus[];

/** Statuses in which the sender may still change the letter's terms (an approved one goes through re-approval). */
export const EDITABLE_OFFER_STATUSES: readonly OfferStatus[] = ['APPROVAL_PENDING', 'REQUEST_APPROVED', 'REQUEST_REJECTED', 'OFFER_RECALLED'];
/** Statuses from which the offer may be sent to the candidate. */
export const SENDABLE_OFFER_STATUSES: readonly OfferStatus[] = ['REQUEST_APPROVED', 'OFFER_RECALLED'];
/** Statuses the recruiter may recall (signatures collected are lost). */
export const RECALLABLE_OFFER_STATUSES: readonly OfferStatus[] = ['PENDING_ON_CANDIDATE', 'CANDIDATE_SIGNED'];
