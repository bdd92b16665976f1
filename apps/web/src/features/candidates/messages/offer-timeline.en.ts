/** English lines of the application's offers on its timeline (issue 10); spread into candidatesEn. */
export const offerTimelineEn = {
  'timeline.offer.OfferCreated': 'Offer created',
  'timeline.offer.OfferTermsChanged': 'Offer terms changed',
  'timeline.offer.OfferApprovalRoundStarted': 'Offer sent for approval (round {round})',
  'timeline.offer.OfferApprovalDecided': 'Approver approved the offer',
  'timeline.offer.OfferApprovalDecided.rejected': 'Approver rejected the offer',
  'timeline.offer.OfferApproved': 'Offer request approved',
  'timeline.offer.OfferApprovalRejected': 'Offer request rejected',
  'timeline.offer.OfferSentToCandidate': 'Offer sent to the candidate',
  'timeline.offer.OfferSignedByCandidate': 'Candidate signed the offer',
  'timeline.offer.OfferRejectedByCandidate': 'Candidate rejected the offer',
  'timeline.offer.OfferRejectedOnBehalf': 'Offer rejected on the candidate’s behalf',
  'timeline.offer.OfferRecalled': 'Offer recalled',
  'timeline.offer.OfferMarkedAsSigned': 'Offer marked as signed',
  'timeline.offer.template': 'Template: {name}',
};
