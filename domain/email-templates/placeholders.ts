/**
 * E-mail template placeholders (spec 03 "Email template", 04 "Locale and formats"): written {{camelCase}} on
 * screen and stored {{kebab-case}}; booking-link placeholders are left unchanged. The spec names no list, so
 * this is the product's list, in the hiring domain's words; the picker offers exactly these.
 */
export type PlaceholderGroup = 'candidate' | 'job' | 'company' | 'sender' | 'links';

export type Placeholder = { name: string; group: PlaceholderGroup };

export const EMAIL_PLACEHOLDERS: readonly Placeholder[] = [
  { name: 'candidateFirstName', group: 'candidate' },
  { name: 'candidateLastName', group: 'candidate' },
  { name: 'candidateFullName', group: 'candidate' },
  { name: 'candidateEmail', group: 'candidate' },
  { name: 'jobTitle', group: 'job' },
  { name: 'jobLocation', group: 'job' },
  { name: 'stageName', group: 'job' },
  { name: 'companyName', group: 'company' },
  { name: 'careerPageLink', group: 'company' },
  { name: 'senderFirstName', group: 'sender' },
  { name: 'senderFullName', group: 'sender' },
  { name: 'senderEmail', group: 'sender' },
  { name: 'candidatePortalLink', group: 'links' },
  { name: 'offerLink', group: 'links' },
  { name: 'bookingLink', group: 'links' },
];

/** Booking-link placeholders keep their one spelling on screen and in storage (spec 03 "Interview booking link"). */
export const UNCONVERTED_PLACEHOLDERS: ReadonlySet<string> = new Set(['bookingLink']);

/** `candidateFirstName` → `candidate-first-name`. */
export const camelToKebab = (name: string): string => name.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`);

/** `candidate-first-name` → `candidateFirstName`. */
export const kebabToCamel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const CONVERTED = EMAIL_PLACEHOLDERS.filter(({ name }) => !UNCONVERTED_PLACEHOLDERS.has(name)).map(({ name }) => name);
const STORED_BY_SCREEN = new Map(CONVERTED.map((name) => [name, camelToKebab(name)]));
const SCREEN_BY_STORED = new Map(CONVERTED.map((name) => [camelToKebab(name), name]));

// `{{ name }}`: letters, digits and hyphens, spaces inside the braces tolerated.
const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9-]*)\s*\}\}/g;

/** The token as the screen shows it, ready to insert: `{{candidateFirstName}}`. */
export const screenToken = (name: string): string => `{{${name}}}`;

/**
 * Text (HTML or a subject) with every known placeholder in its stored {{kebab-case}} form. Idempotent, so
 * a body already in stored form passes unchanged; unknown tokens and booking-link ones are left as written.
 */
export const toStoredPlaceholders = (text: string): string =>
  text.replace(TOKEN, (token, name: string) => {
    const stored = STORED_BY_SCREEN.get(name) ?? (SCREEN_BY_STORED.has(name) ? name : undefined);
    return stored ? `{{${stored}}}` : token;
  });

/** Text with every known placeholder in its on-screen {{camelCase}} form (the inverse of toStoredPlaceholders). */
export const toScreenPlaceholders = (text: string): string =>
  text.replace(TOKEN, (token, name: string) => {
    const screen = SCREEN_BY_STORED.get(name) ?? (STORED_BY_SCREEN.has(name) ? name : undefined);
    return screen ? `{{${screen}}}` : token;
  });
