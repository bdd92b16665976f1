import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@ats/web/app/app-providers';
import { createQueryClient } from '@ats/web/app/api/query-client';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { storeLanguage, type Language } from '@ats/web/app/i18n/language';

/** jsdom has no Fetch API Request; a data router builds one per navigation and reads only these. */
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = { get: () => null };
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

export type RenderDataPageOptions = { path: string; url: string; language?: Language };

/**
 * As testing/render-page.tsx, but inside a data router: the wizard's unsaved-changes guard uses react-router's
 * useBlocker, which only a data router provides. Signed in as staff; only `fetch` is faked.
 */
export const renderDataPage = (element: ReactElement, { path, url, language = 'en' }: RenderDataPageOptions) => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  storeLanguage(language);
  storeTokens('staff', { accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
};
