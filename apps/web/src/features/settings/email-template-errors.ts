import { ATTACHMENT_MESSAGES } from '@ats/domain/email-templates/email-template-attachments';
import { EMAIL_TEMPLATE_MESSAGES } from '@ats/domain/email-templates/email-template.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

const BY_TEXT: Readonly<Record<string, MessageId>> = Object.fromEntries([
  ...Object.entries(EMAIL_TEMPLATE_MESSAGES).map(([key, text]) => [text, `emailTemplatesError.${key}` as MessageId]),
  ...Object.entries(ATTACHMENT_MESSAGES).map(([key, text]) => [
    text,
    `emailTemplatesError.attachment.${key}` as MessageId,
  ]),
]);

/** A rule's message (the spec's English, as the API and the shared rules answer it) in the interface language. */
export const emailTemplateMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

/** An API refusal in the interface language: a template rule's message translated, else the server's or the generic text. */
export const emailTemplateErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? emailTemplateMessageText(intl, error.message) : errorText(intl, error);
