import { offerEvents } from './offer.events';

/** The offer events an application's timeline shows; the workflow's asks and reminders (OfferApprovalRequested) are not history. */
export const OFFER_TIMELINE_EVENTS = [
  'OfferCreated',
  'OfferTermsChanged',
  'OfferApprovalRoundStarted',
  'OfferApprovalDecided',
  'OfferApproved',
  'OfferApprovalRejected',
  'OfferSentToCandidate',
  'OfferSignedByCandidate',
  'OfferRejectedByCandidate',
  'OfferRecalled',
  'OfferMarkedAsSigned',
] as const;
export type OfferTimelineEvent = (typeof OFFER_TIMELINE_EVENTS)[number];

/**
 * One event of an offer's stream as a line of its application's history (issue 10 "the offer's history reads like
 * the application's"): which offer, and what the web client needs to word it in the reader's language.
 */
export type OfferHistoryEntryDetails = {
  type: 'OfferEvent';
  offerEvent: OfferTimelineEvent;
  offerId: string;
  templateName: string;
  /** OfferApprovalRoundStarted and the decisions: the round; null otherwise. */
  round: number | null;
  /** OfferApprovalDecided: the approver's answer. */
  decision: 'APPROVED' | 'REJECTED' | null;
  /** The approver's note, or the candidate's (or on-behalf) rejection reason and comments. */
  note: string | null;
  /** OfferRejectedByCandidate: recorded by a recruiter on the candidate's behalf. */
  onBehalf: boolean;
};

const SUMMARIES: Record<OfferTimelineEvent, string> = {
  OfferCreated: 'made the offer',
  OfferTermsChanged: "changed the offer's terms",
  OfferApprovalRoundStarted: 'sent the offer for approval',
  OfferApprovalDecided: 'answered the offer approval',
  OfferApproved: 'The offer was approved',
  OfferApprovalRejected: 'The offer approval was rejected',
  OfferSentToCandidate: 'sent the offer to the candidate',
  OfferSignedByCandidate: 'The candidate signed the offer',
  OfferRejectedByCandidate: 'rejected the offer',
  OfferRecalled: 'recalled the offer',
  OfferMarkedAsSigned: 'marked the offer as signed',
};

const isTimelineEvent = (type: string): type is OfferTimelineEvent => (OFFER_TIMELINE_EVENTS as readonly string[]).includes(type);

/**
 * An offer event as a history line, or null for one the timeline leaves out. `templateName` comes from the offer's
 * OfferCreated (the caller reads the stream from its start).
 */
export const describeOfferEvent = (
  stored: { type: string; data: unknown },
  templateName: string,
  byWhom: string,
): { summary: string; details: OfferHistoryEntryDetails } | null => {
  if (!offerEvents.includes(stored) || !isTimelineEvent(stored.type)) return null;
  const event = stored;
  const details: OfferHistoryEntryDetails = {
    type: 'OfferEvent',
    offerEvent: stored.type,
    offerId: event.data.offerId,
    templateName,
    round: null,
    decision: null,
    note: null,
    onBehalf: false,
  };
  switch (event.type) {
    case 'OfferApprovalRoundStarted':
      details.round = event.data.round;
      break;
    case 'OfferApprovalDecided':
      details.round = event.data.round;
      details.decision = event.data.decision;
      details.note = event.data.note;
      break;
    case 'OfferApproved':
      details.round = event.data.round;
      break;
    case 'OfferApprovalRejected':
      details.round = event.data.round;
      details.note = event.data.note;
      break;
    case 'OfferRejectedByCandidate':
      details.note = [event.data.reason, event.data.comments].filter(Boolean).join(' — ') || null;
      details.onBehalf = event.data.onBehalf;
      break;
    case 'OfferCreated':
    case 'OfferTermsChanged':
    case 'OfferApprovalRequested':
    case 'OfferSentToCandidate':
    case 'OfferSignedByCandidate':
    case 'OfferRecalled':
    case 'OfferMarkedAsSigned':
      // Nothing beyond which event, which offer and its template.
      break;
  }
  const what = SUMMARIES[details.offerEvent];
  const candidateActs = event.type === 'OfferSignedByCandidate' || (event.type === 'OfferRejectedByCandidate' && !event.data.onBehalf);
  const who = /^[A-Z]/.test(what) ? '' : `${candidateActs ? 'The candidate' : byWhom} `;
  const decided = details.decision ? ` (${details.decision.toLowerCase()})` : '';
  return { summary: `${who}${what}${decided} — ${templateName}${details.note ? `: ${details.note}` : ''}`, details };
};
