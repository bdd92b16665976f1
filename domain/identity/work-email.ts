/**
 * The work e-mail rule of sign-up (spec 01 §5.1): personal addresses of the well-known free mail providers
 * are refused, so a company is always created for (and later matched by) a domain that belongs to it.
 * Exactly 24 entries; `yahoo.*` covers the provider's country domains (yahoo.com, yahoo.co.uk, yahoo.com.br…).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.*',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'mail.com',
  'gmx.com',
  'gmx.net',
  'yandex.com',
  'yandex.ru',
  'protonmail.com',
  'proton.me',
  'zoho.com',
  'mail.ru',
  'qq.com',
  '163.com',
  'inbox.com',
  'hushmail.com',
] as const;

/** The spec lets the caller supply the message; sign-up uses this one (docs/api.md "Self-serve sign-up"). */
export const WORK_EMAIL_MESSAGE = 'Please enter your work email address';

/** The part after the last '@', lower-cased; '' when there is none. */
export const emailDomainOf = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

const matchesEntry = (domain: string, entry: string): boolean =>
  // 'yahoo.*' matches yahoo.<anything>, but not a company's own domain such as yahoo-partners.com.
  entry.endsWith('.*') ? domain.startsWith(entry.slice(0, -1)) && domain.length > entry.length - 1 : domain === entry;

export const isFreeMailDomain = (domain: string): boolean => {
  const normalized = domain.trim().toLowerCase();
  return FREE_MAIL_DOMAINS.some((entry) => matchesEntry(normalized, entry));
};

/** Null when the address may sign up; otherwise `message` (the caller's, as the spec allows). */
export const validateWorkEmail = (email: string, message: string = WORK_EMAIL_MESSAGE): string | null =>
  isFreeMailDomain(emailDomainOf(email)) ? message : null;
