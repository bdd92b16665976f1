import type { ApprovalAction, ApprovalFlowDraft } from '../approval-flows';
import type { OfferTemplatePlaceholder } from '../offer-templates/offer-template-policies';
import type { Command } from '../shared';
import type { OfferEmail, OfferLabel, OfferLetter, OfferSignature } from './offer.events';

export type CreateOffer = Command<
  'CreateOffer',
  {
    offerId: string;
    applicationId: string;
    jobId: string;
    template: { id: string; name: string; placeholders: OfferTemplatePlaceholder[] };
    requisitionId: string | null;
    /** The company's isRequisitionMandatoryForOffer, read by the API. */
    requisitionRequired: boolean;
    senderValues: Record<string, string>;
    /** Made by infra from the template and the sender's values; null when there was no letter to fill. */
    letter: OfferLetter | null;
    /** The offer's approval flow (offer approval flows on); null sends it to the candidate at once with `email`. */
    approvalFlow: ApprovalFlowDraft | null;
    email: OfferEmail | null;
    label: Omit<OfferLabel, 'createdById'>;
  }
>;
/** The sender changes the letter's terms: an offer under or past approval is approved again. */
export type ChangeOfferTerms = Command<'ChangeOfferTerms', { senderValues: Record<string, string>; letter: OfferLetter | null }>;
export type DecideOfferApproval = Command<'DecideOfferApproval', ApprovalAction>;
export type RequestOfferApproval = Command<'RequestOfferApproval', { round: number; stepIndex: number; approverIds: string[]; reminder: number }>;
export type SendOffer = Command<'SendOffer', { email: OfferEmail }>;
export type SignOffer = Command<
  'SignOffer',
  {
    acceptedTerms: boolean;
    candidateValues: Record<string, string>;
    signature: (OfferSignature & { sizeBytes: number }) | null;
    signedPdfBlobId: string;
    signedFrom: string | null;
  }
>;
export type RejectOffer = Command<'RejectOffer', { reason: string; comments: string | null; onBehalf: boolean }>;
export type RecallOffer = Command<'RecallOffer', { recallEmail: OfferEmail | null }>;
export type MarkOfferAsSigned = Command<'MarkOfferAsSigned', { signedPdfBlobId: string | null }>;

export type OfferCommand =
  | CreateOffer
  | ChangeOfferTerms
  | DecideOfferApproval
  | RequestOfferApproval
  | SendOffer
  | SignOffer
  | RejectOffer
  | RecallOffer
  | MarkOfferAsSigned;
