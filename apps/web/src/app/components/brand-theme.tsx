import { createTheme, getContrastRatio, ThemeProvider, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';

export type Brand = { primaryColour: string; faviconUrl: string };

/** WCAG AA for text: a colour too light to read on white is not used for buttons and links. */
const readableOnWhite = (colour: string): boolean => {
  try {
    return getContrastRatio(colour, '#ffffff') >= 4.5;
  } catch {
    return false;
  }
};

/** The company favicon (with its cache-busting timestamp) while a branded page is open; the default after. */
const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    if (!href) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
    const previous = link.getAttribute('href');
    link.setAttribute('href', href);
    return () => {
      if (previous) link.setAttribute('href', previous);
      else link.removeAttribute('href');
    };
  }, [href]);
};

/**
 * The company's brand on its public pages (spec 03 §3 "Branding"): its primary colour (when readable) and its
 * favicon. Everything else — direction, typography — stays the app theme's.
 */
export const BrandTheme = ({ brand, children }: { brand: Brand | undefined; children: ReactNode }) => {
  const outer = useTheme();
  const colour = brand?.primaryColour;
  const theme = useMemo(
    () => (colour && readableOnWhite(colour) ? createTheme(outer, { palette: { primary: outer.palette.augmentColor({ color: { main: colour } }) } }) : outer),
    [outer, colour],
  );
  useFavicon(brand?.faviconUrl);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
