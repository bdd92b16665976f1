import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useLocale } from '../i18n/locale-context';
import { createAppTheme, prefersReducedMotion } from './theme';

// One emotion cache per direction: the right-to-left one flips every style rule with stylis-plugin-rtl.
const ltrCache: EmotionCache = createCache({ key: 'mui', prepend: true });
const rtlCache: EmotionCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

export type AppThemeProviderProps = { children: ReactNode };

export const AppThemeProvider = ({ children }: AppThemeProviderProps) => {
  const { direction, language } = useLocale();
  const theme = useMemo(() => createAppTheme(direction, language, prefersReducedMotion()), [direction, language]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
