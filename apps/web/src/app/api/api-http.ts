/** What every call to the API shares, the token refresh included: the base path, the headers and the body parser. */

/** Spec 04 §9: app version 1.0.265, API timeout 120,000 ms. */
export const APP_VERSION = '1.0.265';
export const API_TIMEOUT_MS = 120_000;
export const API_BASE = '/api';

let currentLanguage = 'en';

/** The shell keeps this in step with the interface language; it becomes the Accept-Language header. */
export const setApiLanguage = (language: string): void => {
  currentLanguage = language;
};

/** Accept, Accept-Language (the interface language) and x-app-version. */
export const baseHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Language': currentLanguage,
  'x-app-version': APP_VERSION,
});

/** JSON when the body parses, the text otherwise, null when empty. */
export const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
