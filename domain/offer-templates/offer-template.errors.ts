import { DomainError } from '../shared/errors';

/** Name bounds of an offer letter template (spec 03 §5 "Offer template": a minimum length, value not shown). */
export const MIN_OFFER_TEMPLATE_NAME_LENGTH = 3;
export const MAX_OFFER_TEMPLATE_NAME_LENGTH = 100;
/** At most one file, of at most this size (spec 03 §5: a count and a size in MB, values not shown). */
export const MAX_OFFER_LETTER_BYTES = 5 * 1024 * 1024;
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Messages of offer letter templates (spec 03 §5 "Offer template", §8 "Offers"), verbatim where the spec gives
 * them; the file-type one follows the spec's '{fileType} must be a {formats}' pattern.
 */
export const OFFER_TEMPLATE_MESSAGES = {
  nameRequired: 'Please input template name',
  nameTooShort: `Length should be at least ${MIN_OFFER_TEMPLATE_NAME_LENGTH} letters`,
  nameTooLong: `Maximum ${MAX_OFFER_TEMPLATE_NAME_LENGTH} characters.`,
  nameExists: 'Template name already exists. Please choose a different name.',
  notFound: 'Template not found',
  letterRequired: 'Please upload offer letter',
  letterNotDocx: 'Offer letter must be a .docx',
  letterTooLarge: `File size cannot exceed ${MAX_OFFER_LETTER_BYTES / (1024 * 1024)}MB!`,
  letterUnreadable: 'The offer letter cannot be read. Please upload a .docx made with a word processor.',
  unknownPlaceholder: 'This placeholder is not in the offer letter',
  fillerRequired: 'Please choose who fills each placeholder',
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');

export const OfferTemplateErrors = {
  nameRequired: () => validation('offer-template-name-required', OFFER_TEMPLATE_MESSAGES.nameRequired),
  nameTooShort: () => validation('offer-template-name-too-short', OFFER_TEMPLATE_MESSAGES.nameTooShort),
  nameTooLong: () => validation('offer-template-name-too-long', OFFER_TEMPLATE_MESSAGES.nameTooLong),
  nameExists: () => new DomainError('offer-template-name-exists', OFFER_TEMPLATE_MESSAGES.nameExists, 'conflict'),
  notFound: () => new DomainError('offer-template-not-found', OFFER_TEMPLATE_MESSAGES.notFound, 'not-found'),
  letterRequired: () => validation('offer-letter-required', OFFER_TEMPLATE_MESSAGES.letterRequired),
  letterNotDocx: () => validation('offer-letter-not-docx', OFFER_TEMPLATE_MESSAGES.letterNotDocx),
  letterTooLarge: () => validation('offer-letter-too-large', OFFER_TEMPLATE_MESSAGES.letterTooLarge),
  letterUnreadable: () => validation('offer-letter-unreadable', OFFER_TEMPLATE_MESSAGES.letterUnreadable),
  unknownPlaceholder: () => validation('offer-template-unknown-placeholder', OFFER_TEMPLATE_MESSAGES.unknownPlaceholder),
  fillerRequired: () => validation('offer-template-filler-required', OFFER_TEMPLATE_MESSAGES.fillerRequired),
} as const;

/** The name's message, or null: shared by the request DTOs, the policies and the web form. */
export const offerTemplateNameRule = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim().length === 0) return OFFER_TEMPLATE_MESSAGES.nameRequired;
  const length = value.trim().length;
  if (length < MIN_OFFER_TEMPLATE_NAME_LENGTH) return OFFER_TEMPLATE_MESSAGES.nameTooShort;
  return length > MAX_OFFER_TEMPLATE_NAME_LENGTH ? OFFER_TEMPLATE_MESSAGES.nameTooLong : null;
};
