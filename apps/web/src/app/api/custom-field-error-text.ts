import { CUSTOM_FIELD_MESSAGES } from '@ats/domain/company-settings/custom-field-policies';
import type { IntlShape } from 'react-intl';
import { isApiError } from './api-error';
import { errorText } from './error-text';
import type { MessageId } from '../i18n/messages';

const BY_TEXT: Readonly<Record<string, MessageId>> = Object.fromEntries(
  Object.entries(CUSTOM_FIELD_MESSAGES).map(([key, text]) => [text, `customFieldError.${key}` as MessageId]),
);

/** A custom-field rule's message (the spec's English, as the API and the shared rules answer it) in the interface language. */
export const customFieldMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

/** An API refusal in the interface language: a custom-field rule's message translated, else the server's or the generic text. */
export const customFieldErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? customFieldMessageText(intl, error.message) : errorText(intl, error);
