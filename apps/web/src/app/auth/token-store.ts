import { useSyncExternalStore } from 'react';
import type { TokenKind } from './page-context';

/**
 * The token pairs kept on the device (spec 01 §3.15): the staff pair under accessToken / refreshToken and a
 * separate candidate pair under candidateToken / candidateRefreshToken. Changes made in another tab arrive
 * through the storage event, so every tab follows a sign-in, a refresh or a logout.
 */
export const TOKEN_STORAGE_KEYS: Record<TokenKind, { access: string; refresh: string }> = {
  staff: { access: 'accessToken', refresh: 'refreshToken' },
  candidate: { access: 'candidateToken', refresh: 'candidateRefreshToken' },
};

export type TokenPair = { accessToken: string; refreshToken: string | null };

const read = (key: string): string | null => {
  try {
    const value = window.localStorage.getItem(key);
    return value && value.length > 0 ? value : null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the session then lasts as long as this page's memory.
    memory.set(key, value);
  }
};

/** Fallback when localStorage refuses writes. */
const memory = new Map<string, string | null>();
const readWithMemory = (key: string): string | null => (memory.has(key) ? (memory.get(key) ?? null) : read(key));

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys = Object.values(TOKEN_STORAGE_KEYS).flatMap((pair) => [pair.access, pair.refresh]);
    if (event.key === null || keys.includes(event.key)) notify();
  });
}

export const readTokens = (kind: TokenKind): TokenPair | null => {
  const keys = TOKEN_STORAGE_KEYS[kind];
  const accessToken = readWithMemory(keys.access);
  return accessToken ? { accessToken, refreshToken: readWithMemory(keys.refresh) } : null;
};

export const readRefreshToken = (kind: TokenKind): string | null => readWithMemory(TOKEN_STORAGE_KEYS[kind].refresh);

export const storeTokens = (kind: TokenKind, pair: TokenPair): void => {
  const keys = TOKEN_STORAGE_KEYS[kind];
  write(keys.access, pair.accessToken);
  write(keys.refresh, pair.refreshToken);
  notify();
};

export const clearTokens = (kind: TokenKind): void => {
  const keys = TOKEN_STORAGE_KEYS[kind];
  write(keys.access, null);
  write(keys.refresh, null);
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The current access token of a kind, re-rendering when it changes (sign-in, refresh, logout, another tab). */
export const useAccessToken = (kind: TokenKind = 'staff'): string | null =>
  useSyncExternalStore(
    subscribe,
    () => readTokens(kind)?.accessToken ?? null,
    () => null,
  );

/**
 * Reads a token pair from any of the API's answers: `{ accessToken, refreshToken }`, `{ token: { … } }`, or
 * `{ token: "<access token>" }`.
 */
export const tokenPairOf = (value: unknown): TokenPair | null => {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.accessToken === 'string' && record.accessToken.length > 0) {
    return { accessToken: record.accessToken, refreshToken: typeof record.refreshToken === 'string' ? record.refreshToken : null };
  }
  if (typeof record.token === 'string' && record.token.length > 0) return { accessToken: record.token, refreshToken: null };
  if (record.token && typeof record.token === 'object') return tokenPairOf(record.token);
  return null;
};
