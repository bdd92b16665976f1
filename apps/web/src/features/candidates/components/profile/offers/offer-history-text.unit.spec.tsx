import { createIntl } from 'react-intl';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeOfferHistory } from './offer-history-text';

const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
const common = { type: 'OfferEvent' as const, offerId: 'o1', templateName: 'Standard offer', round: null, decision: null, note: null, onBehalf: false };

test('words each offer event with its template, and the round, the answer and the note where it has them', () => {
  expect(describeOfferHistory({ ...common, offerEvent: 'OfferApprovalRoundStarted', round: 2 }, en)).toEqual({
    title: 'Offer sent for approval (round 2)',
    detail: 'Template: Standard offer',
  });
  expect(describeOfferHistory({ ...common, offerEvent: 'OfferApprovalDecided', round: 1, decision: 'REJECTED', note: 'Over budget' }, en)).toEqual({
    title: 'Approver rejected the offer',
    detail: 'Template: Standard offer · Over budget',
  });
  expect(describeOfferHistory({ ...common, offerEvent: 'OfferApprovalDecided', round: 1, decision: 'APPROVED' }, en).title).toBe('Approver approved the offer');
  expect(describeOfferHistory({ ...common, offerEvent: 'OfferRejectedByCandidate', onBehalf: true, note: 'Salary' }, en).title).toBe(
    'Offer rejected on the candidate’s behalf',
  );
  expect(describeOfferHistory({ ...common, offerEvent: 'OfferSignedByCandidate' }, ar)).toEqual({ title: 'وقّع المرشح العرض', detail: 'القالب: Standard offer' });
});
