import { useSyncExternalStore } from 'react';
import { isPublicPath, type TokenKind } from './page-context';
import { clearTokens } from './token-store';

/** Spec 04 §9: the page reloads 2 s after the session-expired warning shows. */
export const SESSION_EXPIRED_RELOAD_MS = 2000;

let expired = false;
const listeners = new Set<() => void>();

const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** `/login?redirect=…` for the page the user was on. */
export const loginUrlFor = (path: string): string => (path === '/' || path === '' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`);

/**
 * Session expiry (spec 01 §4.2): the refresh failed or there is no refresh token. Both tokens are cleared; a
 * public page simply reloads; elsewhere the session-expired warning shows and, 2 s later, the page reloads on
 * the login page, which returns the user here after signing in again. A candidate's session also just reloads
 * where it is (/share/careers and /company/assignment are candidate pages outside the spec's reload list): the
 * page asks for their e-mail and code again, and the staff login could not sign a candidate in.
 */
export const expireSession = (kind: TokenKind): void => {
  clearTokens(kind);
  if (expired) return;
  if (kind === 'candidate' || isPublicPath(window.location.pathname)) {
    expired = true;
    window.location.reload();
    return;
  }
  expired = true;
  const target = loginUrlFor(currentPath());
  listeners.forEach((listener) => listener());
  window.setTimeout(() => window.location.assign(target), SESSION_EXPIRED_RELOAD_MS);
};

/** The warning's Okay button: go to the login page at once. */
export const acknowledgeSessionExpired = (): void => {
  window.location.assign(loginUrlFor(currentPath()));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSessionExpired = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => expired,
    () => false,
  );
