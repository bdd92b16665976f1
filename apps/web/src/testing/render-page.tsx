import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../app/api/query-client';
import { storeTokens } from '../app/auth/token-store';
import { storeLanguage, type Language } from '../app/i18n/language';

export type RenderPageOptions = {
  /** The route pattern the element is mounted at, e.g. `/otp/user/:userId`. */
  path?: string;
  /** The address opened first; the pattern itself by default. */
  url?: string;
  language?: Language;
  /** Stores a staff token pair first, so the page runs signed in. */
  signedIn?: boolean;
};

export type RenderedPage = RenderResult & { user: UserEvent; location: () => string };

let currentLocation = '';

/** Records the router's address, so a spec can read where the page navigated to. */
const LocationProbe = () => {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
};

/**
 * Renders one page with the app's own providers (language, messages, theme and direction, react-query) inside a
 * memory router. Real user events; only `fetch` is faked (see fake-api.ts).
 */
export const renderPage = (element: ReactElement, options: RenderPageOptions = {}): RenderedPage => {
  const { path = '/', url = path, language = 'en', signedIn = false } = options;
  window.localStorage.clear();
  window.sessionStorage.clear();
  storeLanguage(language);
  if (signedIn) storeTokens('staff', { accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const user = userEvent.setup();
  return { ...result, user, location: () => currentLocation };
};
