import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import type { MessageId } from '../../../../app/i18n/messages';

/** A message to show: one of the client's catalogue (translated) or a server text shown as given. */
export type FieldMessage = { id: MessageId; values?: Record<string, string> } | { raw: string };

const BY_TEXT: Record<string, MessageId> = {
  [CONTACT_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [CONTACT_MESSAGES.emailRequired]: 'validation.emailRequired',
  [CONTACT_MESSAGES.phoneInvalidCharacters]: 'validation.phoneInvalidCharacters',
  [CONTACT_MESSAGES.phoneInvalidFormat]: 'validation.phoneInvalidFormat',
  [CONTACT_MESSAGES.phoneRequired]: 'validation.phoneRequired',
  [CONTACT_MESSAGES.firstNameRequired]: 'validation.firstNameRequired',
  [CONTACT_MESSAGES.lastNameRequired]: 'validation.lastNameRequired',
};

const MISSING_COUNTRY_CODE_PREFIX = CONTACT_MESSAGES.phoneMissingCountryCode('').split('"')[0]!;

/**
 * The shared rules in domain/candidates/contact-validation.ts answer the spec's English messages; this maps
 * each to its catalogue entry so Arabic users read it in Arabic. Unknown texts are shown as given.
 */
export const toFieldMessage = (message: string, input = ''): FieldMessage => {
  const id = BY_TEXT[message];
  if (id) return { id };
  if (message.startsWith(MISSING_COUNTRY_CODE_PREFIX)) return { id: 'validation.phoneMissingCountryCode', values: { input } };
  return { raw: message };
};

/** Which add-candidate field a server message belongs to, when it is one of the shared contact messages. */
export const fieldOfServerMessage = (message: string): 'email' | 'phone' | 'firstName' | 'lastName' | null => {
  if (message === CONTACT_MESSAGES.emailInvalid || message === CONTACT_MESSAGES.emailRequired) return 'email';
  if (
    message === CONTACT_MESSAGES.phoneInvalidCharacters ||
    message === CONTACT_MESSAGES.phoneInvalidFormat ||
    message === CONTACT_MESSAGES.phoneRequired ||
    message.startsWith(MISSING_COUNTRY_CODE_PREFIX)
  )
    return 'phone';
  if (message === CONTACT_MESSAGES.firstNameRequired) return 'firstName';
  if (message === CONTACT_MESSAGES.lastNameRequired) return 'lastName';
  return null;
};
