/**
 * Contact-detail rules shared by the API (class-validator) and the web forms (spec 01 §5.1, §5.3; 02 §5.8).
 * Each rule returns the spec's message, or null when the value passes.
 */
export const CONTACT_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter valid email',
  phoneInvalidCharacters: "Invalid characters. Use only digits, '+', '-', '()', and spaces.",
  phoneMissingCountryCode: (input: string) => `Missing country code. Ex: "+971 ${input}" or +1 ${input}`,
  phoneInvalidFormat: 'Invalid format. Use: "+{country-code} number". Ex: "+971 501234567" or "+1 (123) 456-7890"',
  phoneRequired: 'Please enter valid phone number',
  firstNameRequired: 'Please input first name',
  lastNameRequired: 'Please input last name',
} as const;

// local@domain with a top-level domain of two or more letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const validateEmail = (value: string | null | undefined): string | null => {
  const email = (value ?? '').trim();
  if (email.length === 0) return CONTACT_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? null : CONTACT_MESSAGES.emailInvalid;
};

const PHONE_CHARACTERS = /^[\d+\-() ]+$/;
const COUNTRY_CODE = /^\+\d{1,3}/;
// +code, an optional 2–4 digit area code (in parentheses or not), then two groups of 3–5 digits.
const PHONE_FORMAT = /^\+\d{1,3}[ -]?(\(\d{2,4}\)|\d{2,4})?[ -]?\d{3,5}[ -]?\d{3,5}$/;

/** Optional phone: empty passes; otherwise the three checks of spec 01 §5.3 in order. */
export const validatePhone = (value: string | null | undefined): string | null => {
  const phone = (value ?? '').trim();
  if (phone.length === 0) return null;
  if (!PHONE_CHARACTERS.test(phone)) return CONTACT_MESSAGES.phoneInvalidCharacters;
  if (!COUNTRY_CODE.test(phone)) return CONTACT_MESSAGES.phoneMissingCountryCode(phone);
  return PHONE_FORMAT.test(phone) ? null : CONTACT_MESSAGES.phoneInvalidFormat;
};

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
