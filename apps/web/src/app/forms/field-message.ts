import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import { SIGN_UP_MESSAGES } from '@ats/domain/identity/self-serve';
import { WORK_EMAIL_MESSAGE } from '@ats/domain/identity/work-email';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A message to show: one of the catalogue (so it reads in Arabic too) or a server text shown as given. */
export type FieldMessage = { id: MessageId; values?: Record<string, string> } | { raw: string };

/** What a form rule answers: a catalogue message, or one of the spec's English texts (the domain validators' answers). */
export type FormMessage = FieldMessage | string;

const BY_TEXT: Record<string, MessageId> = {
  [CONTACT_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [CONTACT_MESSAGES.emailRequired]: 'validation.emailRequired',
  [CONTACT_MESSAGES.phoneInvalidCharacters]: 'validation.phoneInvalidCharacters',
  [CONTACT_MESSAGES.phoneInvalidFormat]: 'validation.phoneInvalidFormat',
  [CONTACT_MESSAGES.phoneRequired]: 'validation.phoneRequired',
  [CONTACT_MESSAGES.firstNameRequired]: 'validation.firstNameRequired',
  [CONTACT_MESSAGES.lastNameRequired]: 'validation.lastNameRequired',
  [SIGN_UP_MESSAGES.companyNameRequired]: 'validation.companyNameRequired',
  [WORK_EMAIL_MESSAGE]: 'validation.workEmail',
};

const MISSING_COUNTRY_CODE_PREFIX = CONTACT_MESSAGES.phoneMissingCountryCode('').split('"')[0]!;

export const isMissingCountryCode = (message: string): boolean => message.startsWith(MISSING_COUNTRY_CODE_PREFIX);

/**
 * The shared rules (domain/candidates/contact-validation.ts, domain/identity) answer the spec's English messages;
 * this maps each to its catalogue entry so Arabic users read it in Arabic. Unknown texts are shown as given.
 */
export const toFieldMessage = (message: string, input = ''): FieldMessage => {
  const id = BY_TEXT[message];
  if (id) return { id };
  if (isMissingCountryCode(message)) return { id: 'validation.phoneMissingCountryCode', values: { input } };
  return { raw: message };
};

export const fieldMessageText = (intl: IntlShape, message: FieldMessage | null | undefined): string | undefined => {
  if (!message) return undefined;
  return 'raw' in message ? message.raw : intl.formatMessage({ id: message.id }, message.values);
};

/**
 * react-hook-form keeps an error's message as a string: a field message travels in it as JSON and is put into
 * words when rendered, so an error shown before a language switch follows the switch.
 */
export const encodeFieldMessage = (message: FieldMessage): string => JSON.stringify(message);

export const decodeFieldMessage = (message: string | undefined): FieldMessage | null => {
  if (!message) return null;
  try {
    const parsed = JSON.parse(message) as FieldMessage;
    if (parsed && typeof parsed === 'object' && ('id' in parsed || 'raw' in parsed)) return parsed;
  } catch {
    // A plain text set without encoding: shown as given.
  }
  return { raw: message };
};
