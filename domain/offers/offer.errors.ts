import { DomainError } from '../shared';

/** Most words of an offer's free texts: a rejection reason, comments, an e-mail. */
export const MAX_OFFER_REASON_LENGTH = 500;
export const MAX_OFFER_COMMENTS_LENGTH = 2000;
export const MAX_OFFER_EMAIL_SUBJECT_LENGTH = 200;
export const MAX_OFFER_EMAIL_BODY_LENGTH = 20_000;
/** Spec 03 §5 "Offer acceptance": signature image JPG, JPEG or PNG, at most 200KB. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const SIGNATURE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** The variable an offer e-mail must hold (spec 03 §5 "Offer sending"), as e-mail templates store it. */
export const OFFER_LINK_VARIABLE = '{{offer-link}}';

/**
 * Spec 03 §5 "Offer sending", "Offer acceptance", "Signed offer upload", §8 "Offers", verbatim where the spec
 * gives the words; the others are ours in the spec's style.
 */
export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  letterRequired: 'Please upload offer letter',
  templateNotFound: 'Template not found',
  applicationNotFound: 'Application ID not found',
  noApprovalFlow: 'No approval flow found',
  requisitionRequired: 'Please select requisition',
  valueRequired: 'Please fill in every placeholder of the offer letter',
  valueTooLong: 'Placeholder values must be at most 200 characters',
  offerLinkRequired: 'The offer email must contain the offer link',
  subjectRequired: 'Please enter email subject',
  termsRequired: 'Please accept the terms to sign the offer',
  signatureRequired: 'Please sign the offer',
  signatureInvalid: 'Signature must be a JPG, JPEG or PNG',
  signatureTooLarge: 'File size cannot exceed 0.2MB!',
  rejectionReasonRequired: 'Please enter the reason for rejection',
  reasonTooLong: `The reason must be at most ${MAX_OFFER_REASON_LENGTH} characters`,
  commentsTooLong: `Comments must be at most ${MAX_OFFER_COMMENTS_LENGTH} characters`,
  signedPdfOnly: 'Signed offer must be a .pdf',
  notWaitingForCandidate: 'This offer is not waiting for the candidate',
  notApproved: 'This offer is not approved yet',
  cannotRecall: 'This offer cannot be recalled',
  cannotEdit: 'This offer can no longer be changed',
  recalled: 'Recruiter has recalled the offer. Please contact the recruiter for more details.',
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');
const conflict = (code: string, message: string) => new DomainError(code, message, 'conflict');

export const OfferErrors = {
  notFound: () => new DomainError('offer-not-found', OFFER_MESSAGES.notFound, 'not-found'),
  alreadyExists: () => conflict('offer-already-exists', 'This offer already exists'),
  letterRequired: () => validation('offer-letter-required', OFFER_MESSAGES.letterRequired),
  templateNotFound: () => new DomainError('offer-template-not-found', OFFER_MESSAGES.templateNotFound, 'not-found'),
  applicationNotFound: () => new DomainError('offer-application-not-found', OFFER_MESSAGES.applicationNotFound, 'not-found'),
  noApprovalFlow: () => validation('offer-no-approval-flow', OFFER_MESSAGES.noApprovalFlow),
  requisitionRequired: () => validation('offer-requisition-required', OFFER_MESSAGES.requisitionRequired),
  valueRequired: () => validation('offer-placeholder-value-required', OFFER_MESSAGES.valueRequired),
  valueTooLong: () => validation('offer-placeholder-value-too-long', OFFER_MESSAGES.valueTooLong),
  offerLinkRequired: () => validation('offer-email-link-required', OFFER_MESSAGES.offerLinkRequired),
  subjectRequired: () => validation('offer-email-subject-required', OFFER_MESSAGES.subjectRequired),
  termsRequired: () => validation('offer-terms-required', OFFER_MESSAGES.termsRequired),
  signatureRequired: () => validation('offer-signature-required', OFFER_MESSAGES.signatureRequired),
  signatureInvalid: () => validation('offer-signature-invalid', OFFER_MESSAGES.signatureInvalid),
  signatureTooLarge: () => validation('offer-signature-too-large', OFFER_MESSAGES.signatureTooLarge),
  rejectionReasonRequired: () => validation('offer-rejection-reason-required', OFFER_MESSAGES.rejectionReasonRequired),
  reasonTooLong: () => validation('offer-rejection-reason-too-long', OFFER_MESSAGES.reasonTooLong),
  commentsTooLong: () => validation('offer-comments-too-long', OFFER_MESSAGES.commentsTooLong),
  signedPdfOnly: () => validation('offer-signed-pdf-only', OFFER_MESSAGES.signedPdfOnly),
  notWaitingForCandidate: () => conflict('offer-not-pending-on-candidate', OFFER_MESSAGES.notWaitingForCandidate),
  notApproved: () => conflict('offer-not-approved', OFFER_MESSAGES.notApproved),
  cannotRecall: () => conflict('offer-cannot-recall', OFFER_MESSAGES.cannotRecall),
  cannotEdit: () => conflict('offer-cannot-edit', OFFER_MESSAGES.cannotEdit),
  recalled: () => conflict('offer-recalled', OFFER_MESSAGES.recalled),
} as const;
