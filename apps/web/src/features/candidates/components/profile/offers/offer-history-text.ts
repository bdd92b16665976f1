import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

type OfferDetails = Extract<HistoryEntry['details'], { type: 'OfferEvent' }>;

const TITLES: Record<OfferDetails['offerEvent'], MessageId> = {
  OfferCreated: 'timeline.offer.OfferCreated',
  OfferTermsChanged: 'timeline.offer.OfferTermsChanged',
  OfferApprovalRoundStarted: 'timeline.offer.OfferApprovalRoundStarted',
  OfferApprovalDecided: 'timeline.offer.OfferApprovalDecided',
  OfferApproved: 'timeline.offer.OfferApproved',
  OfferApprovalRejected: 'timeline.offer.OfferApprovalRejected',
  OfferSentToCandidate: 'timeline.offer.OfferSentToCandidate',
  OfferSignedByCandidate: 'timeline.offer.OfferSignedByCandidate',
  OfferRejectedByCandidate: 'timeline.offer.OfferRejectedByCandidate',
  OfferRecalled: 'timeline.offer.OfferRecalled',
  OfferMarkedAsSigned: 'timeline.offer.OfferMarkedAsSigned',
};

/** The timeline line of an event of one of the application's offers: what happened, then the template and any note. */
export const describeOfferHistory = (details: OfferDetails, intl: IntlShape): { title: string; detail: string | null } => {
  const id: MessageId =
    details.offerEvent === 'OfferApprovalDecided'
      ? details.decision === 'REJECTED'
        ? 'timeline.offer.OfferApprovalDecided.rejected'
        : 'timeline.offer.OfferApprovalDecided'
      : details.offerEvent === 'OfferRejectedByCandidate' && details.onBehalf
        ? 'timeline.offer.OfferRejectedOnBehalf'
        : TITLES[details.offerEvent];
  const template = intl.formatMessage({ id: 'timeline.offer.template' }, { name: details.templateName });
  return {
    title: intl.formatMessage({ id }, { round: details.round ?? 1 }),
    detail: details.note ? `${template} · ${details.note}` : template,
  };
};
