/**
 * The placeholders an offer letter template may hold (spec 03 "Offer letter template"), written in lowercase
 * inside square brackets in the .docx, e.g. `[candidate_name]`. Each is filled either by the candidate or by
 * the offer's sender.
 */
export const OFFER_PLACEHOLDERS = [
  'today_date',
  'candidate_name',
  'job_title',
  'department',
  'location',
  'salary_amount',
  'salary_currency',
  'salary_frequency',
  'hiring_manager',
  'direct_manager',
  'joining_date',
  'offer_expiration_date',
] as const;
export type OfferPlaceholder = (typeof OFFER_PLACEHOLDERS)[number];

export const isOfferPlaceholder = (value: unknown): value is OfferPlaceholder =>
  typeof value === 'string' && (OFFER_PLACEHOLDERS as readonly string[]).includes(value);

/** Who fills a placeholder: the offer's sender before sending, or the candidate on the offer page. */
export const PLACEHOLDER_FILLERS = ['OFFER_SENDER', 'CANDIDATE'] as const;
export type PlaceholderFiller = (typeof PLACEHOLDER_FILLERS)[number];

export const isPlaceholderFiller = (value: unknown): value is PlaceholderFiller =>
  typeof value === 'string' && (PLACEHOLDER_FILLERS as readonly string[]).includes(value);

/** A value typed for a placeholder is one line of at most this many characters. */
export const MAX_PLACEHOLDER_VALUE_LENGTH = 200;
