import { decideApprovalAction, nextApprovalRound, validateApprovalFlow, type ApprovalFlow, type ApprovalRoundReason } from '../approval-flows';
import { MAX_PLACEHOLDER_VALUE_LENGTH, type PlaceholderFiller } from '../offer-templates/offer-placeholders';
import type { OfferTemplatePlaceholder } from '../offer-templates/offer-template-policies';
import { assertNever, type Decider, type DecisionContext } from '../shared';
import type { CreateOffer, OfferCommand, SignOffer } from './offer.commands';
import {
  MAX_OFFER_COMMENTS_LENGTH,
  MAX_OFFER_EMAIL_BODY_LENGTH,
  MAX_OFFER_EMAIL_SUBJECT_LENGTH,
  MAX_OFFER_REASON_LENGTH,
  MAX_SIGNATURE_BYTES,
  OFFER_LINK_VARIABLE,
  OfferErrors,
  SIGNATURE_CONTENT_TYPES,
} from './offer.errors';
import type { OfferEmail, OfferEvent } from './offer.events';
import { EDITABLE_OFFER_STATUSES, RECALLABLE_OFFER_STATUSES, SENDABLE_OFFER_STATUSES } from './offer-statuses';
import { evolveOffer, initialOfferState, type ExistingOfferState, type OfferState } from './offer.state';

/**
 * The offer (spec 03 "Offer", "Offer statuses and transitions", §5 "Offer sending", "Offer acceptance",
 * "Signed offer upload"): created from a template for an application, approved through the approval-flow
 * engine (offer-approval:<offerId>), sent to the candidate, signed or rejected by them (or on their behalf),
 * recalled, or marked as signed.
 */

/** The values of the placeholders `filler` fills: every one given, one line, bounded; others dropped. */
export const placeholderValues = (
  placeholders: readonly OfferTemplatePlaceholder[],
  filler: PlaceholderFiller,
  given: Readonly<Record<string, string>>,
): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const { name } of placeholders.filter((p) => p.filledBy === filler)) {
    const value = typeof given[name] === 'string' ? given[name].replace(/\s+/g, ' ').trim() : '';
    if (!value) throw OfferErrors.valueRequired();
    if (value.length > MAX_PLACEHOLDER_VALUE_LENGTH) throw OfferErrors.valueTooLong();
    values[name] = value;
  }
  return values;
};

/** The e-mail sending the offer: a subject, and a body holding the offer link variable. */
const offerEmail = (email: OfferEmail | null): OfferEmail => {
  const subject = email?.subject?.trim() ?? '';
  if (!subject || subject.length > MAX_OFFER_EMAIL_SUBJECT_LENGTH) throw OfferErrors.subjectRequired();
  const body = email?.body ?? '';
  if (!body.includes(OFFER_LINK_VARIABLE) || body.length > MAX_OFFER_EMAIL_BODY_LENGTH) throw OfferErrors.offerLinkRequired();
  return { subject, body };
};

const roundStarted = (state: Pick<ExistingOfferState, 'offerId' | 'jobId' | 'applicationId'>, round: number, flow: ApprovalFlow, reason: ApprovalRoundReason): OfferEvent => ({
  type: 'OfferApprovalRoundStarted',
  data: { offerId: state.offerId, jobId: state.jobId, applicationId: state.applicationId, round, flow, reason },
});

const createOffer = ({ data }: CreateOffer, context: DecisionContext): OfferEvent[] => {
  if (!data.letter) throw OfferErrors.letterRequired();
  if (data.requisitionRequired && !data.requisitionId) throw OfferErrors.requisitionRequired();
  placeholderValues(data.template.placeholders, 'OFFER_SENDER', data.senderValues);
  const flow = data.approvalFlow ? validateApprovalFlow(data.approvalFlow) : null;
  const email = flow ? null : offerEmail(data.email);
  const label = { ...data.label, createdById: context.actor.id };
  const offer = { offerId: data.offerId, jobId: data.jobId, applicationId: data.applicationId };
  return [
    {
      type: 'OfferCreated',
      data: {
        ...offer,
        templateId: data.template.id,
        templateName: data.template.name,
        requisitionId: data.requisitionId,
        placeholders: data.template.placeholders,
        letter: data.letter,
        approvalFlow: flow,
        label,
      },
    },
    flow ? roundStarted(offer, 1, flow, 'SUBMITTED') : { type: 'OfferSentToCandidate', data: { offerId: data.offerId, email: email!, label } },
  ];
};

const signOffer = (state: ExistingOfferState, { data }: SignOffer): OfferEvent[] => {
  if (state.status === 'OFFER_RECALLED') throw OfferErrors.recalled();
  if (state.status !== 'PENDING_ON_CANDIDATE') throw OfferErrors.notWaitingForCandidate();
  if (!data.acceptedTerms) throw OfferErrors.termsRequired();
  if (!data.signature) throw OfferErrors.signatureRequired();
  if (!(SIGNATURE_CONTENT_TYPES as readonly string[]).includes(data.signature.contentType)) throw OfferErrors.signatureInvalid();
  if (data.signature.sizeBytes > MAX_SIGNATURE_BYTES) throw OfferErrors.signatureTooLarge();
  placeholderValues(state.placeholders, 'CANDIDATE', data.candidateValues);
  const { sizeBytes: _size, ...signature } = data.signature;
  return [
    {
      type: 'OfferSignedByCandidate',
      data: {
        offerId: state.offerId,
        signature,
        signedPdfBlobId: data.signedPdfBlobId,
        letterSha256: state.letter.sha256,
        signedFrom: data.signedFrom,
        label: state.label,
      },
    },
  ];
};

const decideExisting = (command: OfferCommand, state: ExistingOfferState): OfferEvent[] => {
  const { offerId, label } = state;
  switch (command.type) {
    case 'CreateOffer':
      throw OfferErrors.alreadyExists();
    case 'ChangeOfferTerms': {
      if (!EDITABLE_OFFER_STATUSES.includes(state.status)) throw OfferErrors.cannotEdit();
      if (!command.data.letter) throw OfferErrors.letterRequired();
      placeholderValues(state.placeholders, 'OFFER_SENDER', command.data.senderValues);
      const events: OfferEvent[] = [{ type: 'OfferTermsChanged', data: { offerId, letter: command.data.letter } }];
      // changed terms are approved again (re-approval), the earlier rounds kept in the history
      if (state.approvalFlow) events.push(roundStarted(state, nextApprovalRound(state.round), state.approvalFlow, 'TERMS_CHANGED'));
      return events;
    }
    case 'DecideOfferApproval': {
      const { decision, ended } = decideApprovalAction(state.round, command.data);
      const events: OfferEvent[] = [{ type: 'OfferApprovalDecided', data: { ...decision, offerId } }];
      if (ended?.outcome === 'APPROVED') events.push({ type: 'OfferApproved', data: { ...ended, offerId, label } });
      if (ended?.outcome === 'REJECTED') events.push({ type: 'OfferApprovalRejected', data: { ...ended, offerId, note: decision.note, label } });
      return events;
    }
    case 'RequestOfferApproval': {
      const round = state.round;
      const current = round && round.status === 'PENDING' && round.round === command.data.round && round.currentStep === command.data.stepIndex;
      return current ? [{ type: 'OfferApprovalRequested', data: { offerId, ...command.data, label } }] : [];
    }
    case 'SendOffer':
      if (!SENDABLE_OFFER_STATUSES.includes(state.status)) throw OfferErrors.notApproved();
      return [{ type: 'OfferSentToCandidate', data: { offerId, email: offerEmail(command.data.email), label } }];
    case 'SignOffer':
      return signOffer(state, command);
    case 'RejectOffer': {
      if (state.status === 'OFFER_RECALLED' && !command.data.onBehalf) throw OfferErrors.recalled();
      if (state.status !== 'PENDING_ON_CANDIDATE') throw OfferErrors.notWaitingForCandidate();
      const reason = command.data.reason?.trim() ?? '';
      if (!reason) throw OfferErrors.rejectionReasonRequired();
      if (reason.length > MAX_OFFER_REASON_LENGTH) throw OfferErrors.reasonTooLong();
      const comments = command.data.comments?.trim() || null;
      if (comments && comments.length > MAX_OFFER_COMMENTS_LENGTH) throw OfferErrors.commentsTooLong();
      return [{ type: 'OfferRejectedByCandidate', data: { offerId, reason, comments, onBehalf: command.data.onBehalf, label } }];
    }
    case 'RecallOffer': {
      if (!RECALLABLE_OFFER_STATUSES.includes(state.status)) throw OfferErrors.cannotRecall();
      const recallEmail = command.data.recallEmail
        ? { subject: command.data.recallEmail.subject.trim(), body: command.data.recallEmail.body }
        : null;
      if (recallEmail && (!recallEmail.subject || recallEmail.subject.length > MAX_OFFER_EMAIL_SUBJECT_LENGTH)) throw OfferErrors.subjectRequired();
      return [{ type: 'OfferRecalled', data: { offerId, recallEmail, signaturesLost: state.signature !== null, label } }];
    }
    case 'MarkOfferAsSigned':
      if (state.status !== 'PENDING_ON_CANDIDATE') throw OfferErrors.notWaitingForCandidate();
      return [{ type: 'OfferMarkedAsSigned', data: { offerId, signedPdfBlobId: command.data.signedPdfBlobId, label } }];
    default:
      return assertNever(command);
  }
};

export const offerDecider: Decider<OfferState, OfferCommand, OfferEvent> = {
  initialState: initialOfferState,
  evolve: evolveOffer,
  decide: (command, state, context) => {
    if (!state.exists) {
      if (command.type !== 'CreateOffer') throw OfferErrors.notFound();
      return createOffer(command, context);
    }
    return decideExisting(command, state);
  },
};
