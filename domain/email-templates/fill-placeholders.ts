import { EMAIL_PLACEHOLDERS, kebabToCamel, UNCONVERTED_PLACEHOLDERS } from './placeholders';

/** What the placeholders of an e-mail to a candidate stand for; a missing value reads as empty. */
export type PlaceholderValues = Partial<Record<(typeof EMAIL_PLACEHOLDERS)[number]['name'], string>>;

const KNOWN = new Set(EMAIL_PLACEHOLDERS.map(({ name }) => name));
// The same token shape as placeholders.ts: `{{ name }}` in either spelling.
const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9-]*)\s*\}\}/g;

/** Text as HTML text: the five characters that could open markup or end an attribute, escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Text with every known placeholder, in its screen ({{camelCase}}) or stored ({{kebab-case}}) form, replaced
 * by its value; HTML-escaped for a body (`html`), as is for a subject. Unknown tokens stay as written, and so do
 * booking-link ones, which the booking feature fills in.
 */
export const fillPlaceholders = (text: string, values: PlaceholderValues, options: { html: boolean }): string =>
  text.replace(TOKEN, (token, written: string) => {
    const name = kebabToCamel(written);
    if (!KNOWN.has(name) || UNCONVERTED_PLACEHOLDERS.has(name)) return token;
    const value = values[name as keyof PlaceholderValues] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
