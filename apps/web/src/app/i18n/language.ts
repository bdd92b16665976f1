export type Language = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** English lays the page out left-to-right; any other language right-to-left (spec 01 §2.4). */
export const directionOf = (language: Language): Direction => (language === 'en' ? 'ltr' : 'rtl');

const readStoredLanguage = (): Language | null => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

const browserLanguage = (): Language | null => {
  const candidates = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return null;
};

/** The saved preference, else the browser language, else English (spec 04 §9). */
export const initialLanguage = (): Language => readStoredLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;

export const storeLanguage = (language: Language): void => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
};
