import { evolveApprovalRound, startApprovalRound, type ApprovalFlow, type ApprovalRound } from '../approval-flows';
import type { OfferTemplatePlaceholder } from '../offer-templates/offer-template-policies';
import type { OfferEvent, OfferLabel, OfferLetter, OfferSignature } from './offer.events';
import type { OfferStatus } from './offer-statuses';

export type ExistingOfferState = {
  exists: true;
  offerId: string;
  applicationId: string;
  jobId: string;
  templateId: string;
  templateName: string;
  requisitionId: string | null;
  placeholders: OfferTemplatePlaceholder[];
  letter: OfferLetter;
  status: OfferStatus;
  approvalFlow: ApprovalFlow | null;
  round: ApprovalRound | null;
  signature: OfferSignature | null;
  signedPdfBlobId: string | null;
  rejection: { reason: string; comments: string | null; onBehalf: boolean } | null;
  label: OfferLabel;
};
export type OfferState = { exists: false } | ExistingOfferState;

export const initialOfferState = (): OfferState => ({ exists: false });

const evolveExisting = (state: ExistingOfferState, event: OfferEvent): ExistingOfferState => {
  switch (event.type) {
    case 'OfferTermsChanged':
      return { ...state, letter: event.data.letter };
    case 'OfferApprovalRoundStarted':
      return { ...state, status: 'APPROVAL_PENDING', approvalFlow: event.data.flow, round: startApprovalRound(event.data) };
    case 'OfferApprovalDecided':
      return state.round ? { ...state, round: evolveApprovalRound(state.round, event.data) } : state;
    case 'OfferApproved':
      return { ...state, status: 'REQUEST_APPROVED' };
    case 'OfferApprovalRejected':
      return { ...state, status: 'REQUEST_REJECTED' };
    case 'OfferSentToCandidate':
      return { ...state, status: 'PENDING_ON_CANDIDATE', rejection: null };
    case 'OfferSignedByCandidate':
      return {
        ...state,
        status: 'CANDIDATE_SIGNED',
        signature: event.data.signature,
        signedPdfBlobId: event.data.signedPdfBlobId,
      };
    case 'OfferRejectedByCandidate':
      return { ...state, status: 'CANDIDATE_REJECTED', rejection: { reason: event.data.reason, comments: event.data.comments, onBehalf: event.data.onBehalf } };
    case 'OfferRecalled':
      // the candidate no longer sees the letter, and signatures collected are lost
      return { ...state, status: 'OFFER_RECALLED', signature: null, signedPdfBlobId: null };
    case 'OfferMarkedAsSigned':
      return { ...state, status: 'MARKED_AS_SIGNED', signedPdfBlobId: event.data.signedPdfBlobId };
    // a second creation cannot happen; a request changes nothing the decider reads
    case 'OfferCreated':
    case 'OfferApprovalRequested':
      return state;
  }
};

export const evolveOffer = (state: OfferState, event: OfferEvent): OfferState => {
  if (event.type === 'OfferCreated') {
    const { data } = event;
    return {
      exists: true,
      offerId: data.offerId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      templateId: data.templateId,
      templateName: data.templateName,
      requisitionId: data.requisitionId,
      placeholders: data.placeholders,
      letter: data.letter,
      // sent at once, or (with a flow) waiting for the approval round that follows
      status: 'APPROVAL_PENDING',
      approvalFlow: data.approvalFlow,
      round: null,
      signature: null,
      signedPdfBlobId: null,
      rejection: null,
      label: data.label,
    };
  }
  return state.exists ? evolveExisting(state, event) : state;
};
