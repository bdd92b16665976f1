import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { ToastHost } from './api/toast-host';
import { pathWithoutLeadingHash } from './auth/redirect';
import { SessionExpiredDialog } from './auth/session-expired-dialog';
import { LocaleProvider, useLocale } from './i18n/locale-context';
import { DEFAULT_LANGUAGE } from './i18n/language';
import { messagesByLanguage } from './i18n/messages';
import { createAppRouter } from './routes';
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

/** Spec 01 §2.2: "/#/recruiter/…" (an old hash link) opens "/recruiter/…". */
const stripLeadingHash = () => {
  const target = pathWithoutLeadingHash(window.location);
  if (target !== null) window.history.replaceState(null, '', target);
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    stripLeadingHash();
    return createAppRouter();
  });
  return (
    <LocaleProvider>
      <Localized>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            <RefetchOnLanguageChange />
            <RouterProvider router={router} />
            <ToastHost />
            <SessionExpiredDialog />
          </QueryClientProvider>
        </AppThemeProvider>
      </Localized>
    </LocaleProvider>
  );
};
