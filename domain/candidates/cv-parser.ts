/**
 * Prefills the add-candidate form from a CV's text (spec 02 §2.12 "add from CV (parsed to prefill)"): a
 * deterministic reading of what a CV's header plainly states — the name on its first lines, e-mail
 * addresses, phone numbers, a LinkedIn profile and a portfolio or GitHub link. No guessing beyond that: a
 * field it cannot find stays empty for the recruiter to fill in.
 */
export type ParsedCv = {
  firstName: string | null;
  lastName: string | null;
  emails: string[];
  phones: string[];
  linkedin: string | null;
  /** A GitHub profile first, else the first other personal link. */
  portfolio: string | null;
};

/** What the parser says when a text holds nothing to prefill: the form is filled manually (spec 02 §8). */
export const CV_PARSE_MESSAGES = {
  cannotParse: 'Sorry, we cannot parse this file. Please fill in the form manually.',
  /** The CV is kept but its text could not be read this time (spec 03 §8 "Candidate portal"). */
  autofillUnavailable: 'CV uploaded successfully! Auto-fill feature is temporarily unavailable...',
} as const;

/** Only the head of a CV names its owner; the rest is history, references and skills. */
const NAME_LINES_TO_READ = 8;
const MAX_LINKS = 20;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// A run of digits with the separators phones use, optionally starting with + or (.
const PHONE_CANDIDATE = /(?:\+|\(|\b)\d[\d\s().-]{5,22}\d\b/g;
const URL = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;()<>"']*)?/gi;
const LINKEDIN_PROFILE = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub|profile)\/[^\s/?#]{3,100}/i;
const GITHUB_PROFILE = /^(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9-]{1,39}/i;
/** Words that head a CV without being its owner's name. */
const HEADINGS = new Set(['curriculum', 'vitae', 'resume', 'résumé', 'cv', 'profile', 'contact', 'summary', 'personal', 'details', 'information']);
const NAME_LABEL = /^(?:full\s+)?name\s*[:\-–]\s*/i;
const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Trailing sentence punctuation is not part of an address. */
const trimTrailing = (value: string): string => value.replace(/[.,;:!?)\]]+$/, '');

const emailsIn = (text: string): string[] => unique((text.match(EMAIL) ?? []).map((email) => trimTrailing(email).toLowerCase()));

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/**
 * Phone numbers: 7 to 15 digits (E.164's maximum) in one run, no year ranges (2015 - 2019) or dates. The
 * text is kept as written, spaces collapsed, so the form's own phone rules judge it.
 */
const phonesIn = (text: string): string[] => {
  const phones: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    for (const match of line.match(PHONE_CANDIDATE) ?? []) {
      const phone = match.replace(/\s+/g, ' ').trim();
      const digits = digitCount(phone);
      if (digits < 7 || digits > 15) continue;
      // "2015 - 2019", "01.02.2020": periods and dates, not numbers to call.
      if (/^\(?\d{4}\)?\s*[-–.]\s*\(?\d{4}\)?$/.test(phone) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(phone)) continue;
      phones.push(phone);
    }
  }
  return unique(phones);
};

const linksIn = (text: string, emails: string[]): string[] => {
  const emailDomains = new Set(emails.map((email) => email.split('@')[1]));
  const links: string[] = [];
  const withoutEmails = text.replace(EMAIL, ' ');
  for (const match of withoutEmails.match(URL) ?? []) {
    const link = trimTrailing(match);
    const host = link.replace(/^https?:\/\//i, '').replace(/^www\./i, '').split('/')[0].toLowerCase();
    // "gmail.com" alone is the tail of an address, and "Node.js" a skill: a link has a path or a scheme or www.
    const looksLikeLink = /^https?:\/\//i.test(link) || /^www\./i.test(link) || link.includes('/');
    if (!looksLikeLink || emailDomains.has(host)) continue;
    links.push(link);
    if (links.length >= MAX_LINKS) break;
  }
  return unique(links);
};

const withScheme = (link: string): string => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

const titleCase = (word: string): string =>
  word === word.toUpperCase() && word !== word.toLowerCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word;

/** The first line near the top made only of two to four name-like words, not a heading. */
const nameIn = (text: string): { firstName: string; lastName: string } | null => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, NAME_LINES_TO_READ);
  for (const raw of lines) {
    const line = raw.replace(NAME_LABEL, '').replace(/\s+/g, ' ').trim();
    const words = line.split(' ');
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((word) => NAME_WORD.test(word))) continue;
    if (words.some((word) => HEADINGS.has(word.toLowerCase()))) continue;
    const [first, ...rest] = words.map(titleCase);
    return { firstName: first, lastName: rest.join(' ') };
  }
  return null;
};

export const parseCvText = (text: string): ParsedCv => {
  const emails = emailsIn(text);
  const links = linksIn(text, emails);
  const linkedin = links.find((link) => LINKEDIN_PROFILE.test(link)) ?? null;
  const github = links.find((link) => GITHUB_PROFILE.test(link)) ?? null;
  const portfolio = github ?? links.find((link) => link !== linkedin && !/linkedin\.com/i.test(link)) ?? null;
  const name = nameIn(text);
  return {
    firstName: name?.firstName ?? null,
    lastName: name?.lastName ?? null,
    emails,
    phones: phonesIn(text),
    linkedin: linkedin ? withScheme(linkedin) : null,
    portfolio: portfolio ? withScheme(portfolio) : null,
  };
};

/** Nothing to prefill: the spec's "cannot parse" case. */
export const isEmptyParse = (parsed: ParsedCv): boolean =>
  !parsed.firstName && parsed.emails.length === 0 && parsed.phones.length === 0 && !parsed.linkedin && !parsed.portfolio;
