import type { IntlShape } from 'react-intl';
import { CANDIDATE_MESSAGES, COUNTRY_CODES, PREFER_NOT_TO_SAY } from '@ats/domain/candidates';
import { fieldMessageText, toFieldMessage } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';

/** The shared rules' English messages (domain/candidates) in the catalogue, so Arabic readers read them in Arabic. */
const BY_TEXT: Record<string, MessageId> = {
  [CANDIDATE_MESSAGES.onePrimaryEmail]: 'candidateDetails.error.onePrimaryEmail',
  [CANDIDATE_MESSAGES.emailMissing]: 'candidateDetails.error.emailMissing',
  [CANDIDATE_MESSAGES.emailRepeated]: 'candidateDetails.error.emailRepeated',
  [CANDIDATE_MESSAGES.phoneRepeated]: 'candidateDetails.error.phoneRepeated',
  [CANDIDATE_MESSAGES.linkedinInvalid]: 'candidateDetails.error.linkedinInvalid',
  [CANDIDATE_MESSAGES.linkInvalid]: 'candidateDetails.error.linkInvalid',
  [CANDIDATE_MESSAGES.linkTooLong]: 'candidateDetails.error.linkTooLong',
  [CANDIDATE_MESSAGES.countryInvalid]: 'candidateDetails.error.countryInvalid',
  [CANDIDATE_MESSAGES.genderInvalid]: 'candidateDetails.error.genderInvalid',
  'Nothing to change: the candidate already has these details': 'candidateDetails.error.unchanged',
};

/** A rule's or the server's message in the reader's language (unknown texts as given). */
export const candidateMessageText = (intl: IntlShape, message: string, input = ''): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : (fieldMessageText(intl, toFieldMessage(message, input)) ?? message);
};

/** A country's name in the reader's language (Intl.DisplayNames), or the stored value when unknown. */
export const countryName = (code: string | null, language: string, intl: IntlShape): string | null => {
  if (!code) return null;
  if (code === PREFER_NOT_TO_SAY) return intl.formatMessage({ id: 'candidateDetails.preferNotToSay' });
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export type CountryOption = { code: string; name: string };

/** Every country, named in the reader's language and sorted by that name (computed once per language). */
const COUNTRY_OPTIONS = new Map<string, CountryOption[]>();

export const countryOptions = (language: string): CountryOption[] => {
  const cached = COUNTRY_OPTIONS.get(language);
  if (cached) return cached;
  // One DisplayNames and one Collator for the 250 names (a new one per name costs a page's render a second in jsdom).
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  const options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  COUNTRY_OPTIONS.set(language, options);
  return options;
};
