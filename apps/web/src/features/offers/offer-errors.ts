import { OFFER_MESSAGES } from '@ats/domain/offers/offer.errors';
import { OFFER_TEMPLATE_MESSAGES } from '@ats/domain/offer-templates/offer-template.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

/** The spec's English (as the API and the shared rules answer it) → its message in the interface language. */
const BY_TEXT: Readonly<Record<string, MessageId>> = {
  [OFFER_TEMPLATE_MESSAGES.notFound]: 'offersError.templateNotFound',
  [OFFER_TEMPLATE_MESSAGES.letterRequired]: 'offersError.letterRequired',
  [OFFER_TEMPLATE_MESSAGES.nameRequired]: 'offersError.nameRequired',
  [OFFER_TEMPLATE_MESSAGES.nameTooShort]: 'offersError.nameTooShort',
  [OFFER_TEMPLATE_MESSAGES.letterNotDocx]: 'offersError.letterNotDocx',
  [OFFER_MESSAGES.applicationNotFound]: 'offersError.applicationNotFound',
  [OFFER_MESSAGES.noApprovalFlow]: 'offersError.noApprovalFlow',
  [OFFER_MESSAGES.valueRequired]: 'offersError.valueRequired',
  [OFFER_MESSAGES.offerLinkRequired]: 'offersError.offerLinkRequired',
  [OFFER_MESSAGES.termsRequired]: 'offersError.termsRequired',
  [OFFER_MESSAGES.signatureRequired]: 'offersError.signatureRequired',
  [OFFER_MESSAGES.signatureInvalid]: 'offersError.signatureInvalid',
  [OFFER_MESSAGES.signatureTooLarge]: 'offersError.signatureTooLarge',
  [OFFER_MESSAGES.rejectionReasonRequired]: 'offersError.rejectionReasonRequired',
  [OFFER_MESSAGES.signedPdfOnly]: 'offersError.signedPdfOnly',
  [OFFER_MESSAGES.recalled]: 'offersError.recalled',
  'Approval setup incomplete. Every stage must have an assigned approver to continue.': 'offersError.approvalIncomplete',
};

export const offerMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

/** An API refusal in the interface language: an offer rule's message translated, else the server's or the generic text. */
export const offerErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? offerMessageText(intl, error.message) : errorText(intl, error);
