import type { TokenKind } from '../auth/page-context';
import { expireSession } from '../auth/session-expiry';
import { clearTokens, readRefreshToken, readTokens, storeTokens, tokenPairOf } from '../auth/token-store';
import { API_BASE, API_TIMEOUT_MS, baseHeaders, parseBody } from './api-http';

/** One refresh per token kind at a time: every call that meets a 499 (or starts meanwhile) waits for it. */
const refreshes: Partial<Record<TokenKind, Promise<boolean>>> = {};

/** The refresh of this token kind under way, if any: a call about to be sent waits for it. */
export const refreshUnderWay = (kind: TokenKind): Promise<boolean> | undefined => refreshes[kind];

const requestNewTokens = async (kind: TokenKind, expiredAccessToken: string | null): Promise<boolean> => {
  // Another tab may have refreshed already (the refresh token rotates, and reusing the old one would revoke
  // the whole family): then the stored pair is new and there is nothing to do.
  const stored = readTokens(kind);
  if (stored && expiredAccessToken !== null && stored.accessToken !== expiredAccessToken) return true;
  const refreshToken = readRefreshToken(kind);
  if (!refreshToken) return false;
  try {
    const response = await fetch(`${API_BASE}/auth/login/refresh-token`, {
      method: 'GET',
      headers: { ...baseHeaders(), Authorization: `Bearer ${refreshToken}` },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      credentials: 'same-origin',
    });
    if (!response.ok) return false;
    const pair = tokenPairOf(await parseBody(response));
    if (!pair) return false;
    storeTokens(kind, { accessToken: pair.accessToken, refreshToken: pair.refreshToken ?? refreshToken });
    return true;
  } catch {
    return false;
  }
};

/** Across tabs too: the Web Locks API, where the browser has it, lets one tab refresh while the others wait. */
const withRefreshLock = async (kind: TokenKind, run: () => Promise<boolean>): Promise<boolean> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(`ats-token-refresh-${kind}`, run);
};

/**
 * Spec 01 §4.2: one refresh with the refresh token (`GET /auth/login/refresh-token`). A refused refresh clears the
 * tokens and shows the session-expired warning, or only clears them when `quiet` (logout).
 */
export const refreshSession = (kind: TokenKind, expiredAccessToken: string | null, quiet: boolean): Promise<boolean> => {
  const running = refreshes[kind];
  if (running) return running;
  const refresh = (async () => {
    // Spec 01 §4.2: a URL holding authToken goes to the login page instead of refreshing.
    if (new URLSearchParams(window.location.search).has('authToken')) {
      window.location.assign('/login');
      return false;
    }
    const refreshed = await withRefreshLock(kind, () => requestNewTokens(kind, expiredAccessToken));
    if (!refreshed) {
      if (quiet) clearTokens(kind);
      else expireSession(kind);
    }
    return refreshed;
  })().finally(() => {
    delete refreshes[kind];
  });
  refreshes[kind] = refresh;
  return refresh;
};
