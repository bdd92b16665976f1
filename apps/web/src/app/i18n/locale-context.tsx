import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setApiLanguage } from '../api/api-client';
import { directionOf, initialLanguage, storeLanguage, type Direction, type Language } from './language';

type LocaleContextValue = {
  language: Language;
  direction: Direction;
  setLanguage: (language: Language) => void;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

export type LocaleProviderProps = { children: ReactNode };

export const LocaleProvider = ({ children }: LocaleProviderProps) => {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const direction = directionOf(language);

  // Before children render their first request, so Accept-Language is right from the start.
  setApiLanguage(language);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, direction, setLanguage }), [language, direction, setLanguage]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
};

export const useLocale = (): LocaleContextValue => {
  const value = useContext(LocaleContext);
  if (value === null) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
};
