import { CONTACT_MESSAGES, normalizeEmail, validateEmail, validatePhone } from './contact-validation';
import { countryCodeOf, isCountryCode } from './countries';
import type { CandidatePersonalDetails } from '../shared';

/** The apply form's answers kept with an application's personal data (ADR 0016 seeds the candidate from them). */
type ApplyFormAnswers = Pick<NonNullable<CandidatePersonalDetails['applyForm']>, 'linkedIn' | 'portfolio' | 'gender' | 'nationality' | 'countryOfResidence'>;

/** Spec 02 §3.7 'Candidate demographics': the gender values as the spec names them (filters add 'Others'). */
export const CANDIDATE_GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
export type CandidateGender = (typeof CANDIDATE_GENDERS)[number];

/** Nationality is a country, or the DEI answer 'Prefer not to say' (spec 02 §3.2, 03 DEI fields). */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';

/** Social links (spec 02 §3.7): the add-candidate form's linkedin and portfolio, and any other link. */
export const CANDIDATE_LINK_KINDS = ['linkedin', 'portfolio', 'other'] as const;
export type CandidateLinkKind = (typeof CANDIDATE_LINK_KINDS)[number];
export type CandidateLink = { kind: CandidateLinkKind; url: string };

export type CandidateEmail = { email: string; primary: boolean };

/**
 * The candidate's own details: all of it personal data, so events carry it in `personal` (encrypted with the
 * candidate's key). `emails` holds exactly one primary, listed first.
 */
export type CandidateDetails = {
  firstName: string;
  lastName: string;
  emails: CandidateEmail[];
  phones: string[];
  links: CandidateLink[];
  gender: CandidateGender | null;
  nationality: string | null;
  countryOfResidence: string | null;
};

/** A team member named as the one who referred or sourced the candidate. */
export type TeamMemberRef = { id: string; name: string };

export const CANDIDATE_EMAILS_MAX = 10;
export const CANDIDATE_PHONES_MAX = 10;
export const CANDIDATE_LINKS_MAX = 10;
/** Spec 02 §5.8 / §9: links under 1000 characters. */
export const CANDIDATE_LINK_MAX_LENGTH = 999;
export const CANDIDATE_NAME_MAX_LENGTH = 100;

export const CANDIDATE_MESSAGES = {
  ...CONTACT_MESSAGES,
  // Spec 02 §5.8.
  emailMissing: 'Candidate email not added. Please add candidate email to proceed.',
  linkedinInvalid: 'Please enter a valid linkedin url',
  linkInvalid: 'Please enter a valid URL',
  linkTooLong: 'Links must be shorter than 1000 characters',
  onePrimaryEmail: 'Please choose one primary email',
  emailRepeated: 'This email is already added',
  phoneRepeated: 'This phone number is already added',
  tooManyEmails: `At most ${CANDIDATE_EMAILS_MAX} emails`,
  tooManyPhones: `At most ${CANDIDATE_PHONES_MAX} phone numbers`,
  tooManyLinks: `At most ${CANDIDATE_LINKS_MAX} links`,
  nameTooLong: `Names are at most ${CANDIDATE_NAME_MAX_LENGTH} characters`,
  genderInvalid: 'Please select a gender from the list',
  countryInvalid: 'Please select a country from the list',
  // Spec 02 §2.12, verbatim.
  duplicate: (count: number) => `This candidate already exists in your company. ${count} applications found`,
} as const;

// Spec 01 §5.3 / 02 §5.8: the network's /in/, /company/ or /profile/ path with a slug; /in/ takes 3–100 characters.
const LINKEDIN = /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/(in\/[^\s/?#]{3,100}|company\/[^\s/?#]+|profile\/[^\s/?#]+)\/?([?#]\S*)?$/i;
const LINK = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

/** Spec 02 §5.8: a link without http:// or https:// gets a scheme. */
export const withScheme = (link: string): string => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

export const validateLink = (kind: CandidateLinkKind, value: string): string | null => {
  const link = value.trim();
  if (link.length === 0 || link.length > CANDIDATE_LINK_MAX_LENGTH) return link.length === 0 ? CANDIDATE_MESSAGES.linkInvalid : CANDIDATE_MESSAGES.linkTooLong;
  if (kind === 'linkedin') return LINKEDIN.test(link) ? null : CANDIDATE_MESSAGES.linkedinInvalid;
  return LINK.test(withScheme(link)) ? null : CANDIDATE_MESSAGES.linkInvalid;
};

/** A nationality or country: a known ISO code (nationality may also be 'Prefer not to say'). */
export const validateCountry = (value: string | null, allowPreferNotToSay: boolean): string | null => {
  if (value === null) return null;
  if (allowPreferNotToSay && value === PREFER_NOT_TO_SAY) return null;
  return isCountryCode(value) ? null : CANDIDATE_MESSAGES.countryInvalid;
};

/**
 * The details as stored, or the first rule they break (its message): names trimmed and required, e-mails
 * valid, lower-cased, distinct, exactly one primary (listed first), phones valid and distinct, links valid with
 * a scheme, demographics from the spec's lists. Shared by the decider and the web form.
 */
export const checkCandidateDetails = (input: CandidateDetails): { details: CandidateDetails } | { error: string } => {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName) return { error: CANDIDATE_MESSAGES.firstNameRequired };
  if (!lastName) return { error: CANDIDATE_MESSAGES.lastNameRequired };
  if (firstName.length > CANDIDATE_NAME_MAX_LENGTH || lastName.length > CANDIDATE_NAME_MAX_LENGTH) return { error: CANDIDATE_MESSAGES.nameTooLong };

  if (input.emails.length === 0) return { error: CANDIDATE_MESSAGES.emailMissing };
  if (input.emails.length > CANDIDATE_EMAILS_MAX) return { error: CANDIDATE_MESSAGES.tooManyEmails };
  for (const { email } of input.emails) {
    const invalid = validateEmail(email);
    if (invalid) return { error: invalid };
  }
  if (input.emails.filter((email) => email.primary).length !== 1) return { error: CANDIDATE_MESSAGES.onePrimaryEmail };
  const emails = input.emails.map(({ email, primary }) => ({ email: normalizeEmail(email), primary }));
  if (new Set(emails.map(({ email }) => email)).size !== emails.length) return { error: CANDIDATE_MESSAGES.emailRepeated };

  if (input.phones.length > CANDIDATE_PHONES_MAX) return { error: CANDIDATE_MESSAGES.tooManyPhones };
  const phones = input.phones.map((phone) => phone.trim());
  for (const phone of phones) {
    const invalid = phone ? validatePhone(phone) : CANDIDATE_MESSAGES.phoneRequired;
    if (invalid) return { error: invalid };
  }
  if (new Set(phones.map((phone) => phone.replace(/\D/g, ''))).size !== phones.length) return { error: CANDIDATE_MESSAGES.phoneRepeated };

  if (input.links.length > CANDIDATE_LINKS_MAX) return { error: CANDIDATE_MESSAGES.tooManyLinks };
  for (const link of input.links) {
    const invalid = validateLink(link.kind, link.url);
    if (invalid) return { error: invalid };
  }
  const links = input.links.map(({ kind, url }) => ({ kind, url: withScheme(url.trim()) }));

  if (input.gender !== null && !CANDIDATE_GENDERS.includes(input.gender)) return { error: CANDIDATE_MESSAGES.genderInvalid };
  const countryError = validateCountry(input.nationality, true) ?? validateCountry(input.countryOfResidence, false);
  if (countryError) return { error: countryError };

  return {
    details: {
      firstName,
      lastName,
      emails: [...emails.filter((email) => email.primary), ...emails.filter((email) => !email.primary)],
      phones,
      links,
      gender: input.gender,
      nationality: input.nationality,
      countryOfResidence: input.countryOfResidence,
    },
  };
};

export const primaryEmailOf = (details: Pick<CandidateDetails, 'emails'>): string =>
  (details.emails.find((email) => email.primary) ?? details.emails[0])?.email ?? '';

/** The seed of a candidate whose stream does not exist yet: their application's first event (ADR 0016). */
export const detailsFromApplication = (personal: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  applyForm?: ApplyFormAnswers;
}): CandidateDetails => {
  const form = personal.applyForm;
  const gender = CANDIDATE_GENDERS.find((known) => known === form?.gender?.trim()) ?? null;
  const nationality = form?.nationality?.trim() === PREFER_NOT_TO_SAY ? PREFER_NOT_TO_SAY : countryCodeOf(form?.nationality);
  const links: CandidateLink[] = [
    ...(form?.linkedIn?.trim() ? [{ kind: 'linkedin' as const, url: form.linkedIn.trim() }] : []),
    ...(form?.portfolio?.trim() ? [{ kind: 'portfolio' as const, url: form.portfolio.trim() }] : []),
  ];
  return {
    firstName: personal.firstName,
    lastName: personal.lastName,
    emails: [{ email: personal.email, primary: true }],
    phones: personal.phone ? [personal.phone] : [],
    links,
    // What a candidate answered on the apply form (03 "Apply form") is theirs: the profile shows it and filters find it.
    gender,
    nationality,
    countryOfResidence: countryCodeOf(form?.countryOfResidence),
  };
};

/**
 * One candidate's details after absorbing another's (spec 02 §4.4 merge): the holder keeps its names, primary
 * e-mail and the demographics it has; the other's e-mails, phones and links are added, and its demographics
 * fill what the holder lacks.
 */
export const mergeCandidateDetails = (holder: CandidateDetails, absorbed: CandidateDetails): CandidateDetails => {
  const emails = [...holder.emails];
  for (const { email } of absorbed.emails) if (!emails.some((known) => known.email === email)) emails.push({ email, primary: false });
  const digits = (phone: string) => phone.replace(/\D/g, '');
  const phones = [...holder.phones];
  for (const phone of absorbed.phones) if (!phones.some((known) => digits(known) === digits(phone))) phones.push(phone);
  const links = [...holder.links];
  for (const link of absorbed.links) if (!links.some((known) => known.url.toLowerCase() === link.url.toLowerCase())) links.push(link);
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    // Nothing of either is dropped, even past the limits an edit keeps to.
    emails,
    phones,
    links,
    gender: holder.gender ?? absorbed.gender,
    nationality: holder.nationality ?? absorbed.nationality,
    countryOfResidence: holder.countryOfResidence ?? absorbed.countryOfResidence,
  };
};
