import type { ApprovalDecisionData, ApprovalFlow, ApprovalRoundEndedData, ApprovalRoundStartedData } from '../approval-flows';
import type { OfferTemplatePlaceholder } from '../offer-templates/offer-template-policies';
import { eventCatalogue, type DomainEvent } from '../shared';

/**
 * The letter as the candidate reads it: the filled .docx and its PDF (blob ids), and the PDF's SHA-256; and the
 * sender's values it was filled with (a JSON blob, so an edit of the terms starts from them; absent for letters
 * made before they were kept).
 */
export type OfferLetter = { docxBlobId: string; pdfBlobId: string; sha256: string; fileName: string; valuesBlobId?: string };

/** How notifications and e-mails name an offer, carried by the events they read. */
/** No candidate's name: readers take it from the application, so an erased candidate leaves nothing here. */
export type OfferLabel = { jobName: string; jobId: string; applicationId: string; createdById: string };

export type OfferEmail = { subject: string; body: string };

export type OfferSignature = { blobId: string; contentType: string; kind: 'DRAWN' | 'UPLOADED' };

export type OfferCreated = DomainEvent<
  'OfferCreated',
  {
    offerId: string;
    applicationId: string;
    jobId: string;
    templateId: string;
    templateName: string;
    requisitionId: string | null;
    placeholders: OfferTemplatePlaceholder[];
    /** The values themselves are only in the letter (the blob store): events carry no candidate's data. */
    letter: OfferLetter;
    approvalFlow: ApprovalFlow | null;
    label: OfferLabel;
  }
>;
export type OfferTermsChanged = DomainEvent<'OfferTermsChanged', { offerId: string; letter: OfferLetter }>;
export type OfferApprovalRoundStarted = DomainEvent<
  'OfferApprovalRoundStarted',
  ApprovalRoundStartedData & { offerId: string; jobId: string; applicationId: string }
>;
/** The approval workflow asked (reminder 0) or reminded the step's approvers: OFFER_APPROVAL_REQUEST in the inbox. */
export type OfferApprovalRequested = DomainEvent<
  'OfferApprovalRequested',
  { offerId: string; round: number; stepIndex: number; approverIds: string[]; reminder: number; label: OfferLabel }
>;
export type OfferApprovalDecided = DomainEvent<'OfferApprovalDecided', ApprovalDecisionData & { offerId: string }>;
export type OfferApproved = DomainEvent<'OfferApproved', ApprovalRoundEndedData & { offerId: string; label: OfferLabel }>;
export type OfferApprovalRejected = DomainEvent<
  'OfferApprovalRejected',
  ApprovalRoundEndedData & { offerId: string; note: string | null; label: OfferLabel }
>;
export type OfferSentToCandidate = DomainEvent<'OfferSentToCandidate', { offerId: string; email: OfferEmail; label: OfferLabel }>;
export type OfferSignedByCandidate = DomainEvent<
  'OfferSignedByCandidate',
  {
    offerId: string;
    signature: OfferSignature;
    /** The signed PDF: the letter with the candidate's values, the signature and the signing page. */
    signedPdfBlobId: string;
    /** SHA-256 of the letter as sent, printed on the signing page. */
    letterSha256: string;
    signedFrom: string | null;
    label: OfferLabel;
  }
>;
export type OfferRejectedByCandidate = DomainEvent<
  'OfferRejectedByCandidate',
  { offerId: string; reason: string; comments: string | null; onBehalf: boolean; label: OfferLabel }
>;
/** Signatures collected are lost; the optional e-mail tells the candidate. */
export type OfferRecalled = DomainEvent<'OfferRecalled', { offerId: string; recallEmail: OfferEmail | null; signaturesLost: boolean; label: OfferLabel }>;
export type OfferMarkedAsSigned = DomainEvent<'OfferMarkedAsSigned', { offerId: string; signedPdfBlobId: string | null; label: OfferLabel }>;

export type OfferEvent =
  | OfferCreated
  | OfferTermsChanged
  | OfferApprovalRoundStarted
  | OfferApprovalRequested
  | OfferApprovalDecided
  | OfferApproved
  | OfferApprovalRejected
  | OfferSentToCandidate
  | OfferSignedByCandidate
  | OfferRejectedByCandidate
  | OfferRecalled
  | OfferMarkedAsSigned;

export const offerEvents = eventCatalogue<OfferEvent>({
  OfferCreated: true,
  OfferTermsChanged: true,
  OfferApprovalRoundStarted: true,
  OfferApprovalRequested: true,
  OfferApprovalDecided: true,
  OfferApproved: true,
  OfferApprovalRejected: true,
  OfferSentToCandidate: true,
  OfferSignedByCandidate: true,
  OfferRejectedByCandidate: true,
  OfferRecalled: true,
  OfferMarkedAsSigned: true,
});
