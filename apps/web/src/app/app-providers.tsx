import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ToastHost } from './api/toast-host';
import { LocaleProvider, useLocale } from './i18n/locale-context';
import { DEFAULT_LANGUAGE } from './i18n/language';
import { messagesByLanguage } from './i18n/messages';
import { AppThemeProvider } from './theme/theme-provider';

type LocalizedProps = { children: ReactNode };

const Localized = ({ children }: LocalizedProps) => {
  const { language } = useLocale();
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={messagesByLanguage[language]}
      timeZone="Asia/Dubai"
    >
      {children}
    </IntlProvider>
  );
};

/** Server texts (error and notification messages) follow Accept-Language: refetch them when the language changes. */
const RefetchOnLanguageChange = () => {
  const { language } = useLocale();
  const queryClient = useQueryClient();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return null;
};

export type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * Language and messages, the theme in the language's direction, server state and toasts: around the router in
 * the app, and around a single page in component tests.
 */
export const AppProviders = ({ queryClient, children }: AppProvidersProps) => (
  <LocaleProvider>
    <Localized>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RefetchOnLanguageChange />
          {children}
          <ToastHost />
        </QueryClientProvider>
      </AppThemeProvider>
    </Localized>
  </LocaleProvider>
);
