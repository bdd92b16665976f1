import { tokenKindForPath, type TokenKind } from '../auth/page-context';
import { expireSession } from '../auth/session-expiry';
import { clearTokens, readTokens } from '../auth/token-store';
import { APP_TOKENS_EXPIRED_ERROR_CODE, announceAppTokensExpired } from './app-tokens-expired';
import { ApiError, SESSION_EXPIRED_ERROR_CODE, SESSION_EXPIRED_MESSAGE, toApiError } from './api-error';
import { API_BASE, API_TIMEOUT_MS, baseHeaders, parseBody } from './api-http';
import { advancedSince, forgetPosition, getAfterPosition, recordAnsweredPosition } from './read-your-writes';
import { refreshSession, refreshUnderWay } from './token-refresh';

export { API_TIMEOUT_MS, APP_VERSION, setApiLanguage } from './api-http';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Adds the highest known command position as afterPosition (read-your-writes). */
  readYourWrites?: boolean;
  /** Sent as the Idempotency-Key header: the API appends a retried command only once. */
  idempotencyKey?: string;
  /**
   * Which token pair to send: by default the candidate pair on candidate-context pages and the staff pair
   * elsewhere (spec 01 §2.3, §7.1); `none` for the public sign-in calls.
   */
  auth?: TokenKind | 'none';
  /** When the refresh fails, clear the tokens without the session-expired warning (logout uses it). */
  quietExpiry?: boolean;
};

/** A fresh key per command; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values as the API reads them: lists joined with ',', empty values left out. */
export const searchParamsOf = (query: Record<string, QueryValue> | undefined): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  return params;
};

const buildUrl = (path: string, query: Record<string, QueryValue> | undefined, readYourWrites: boolean): string => {
  const params = searchParamsOf(query);
  const afterPosition = readYourWrites ? getAfterPosition() : null;
  if (afterPosition !== null) params.set('afterPosition', afterPosition);
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};

const combineSignals = (signals: AbortSignal[]): AbortSignal => {
  if (signals.length === 1) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
};

/** The API's answer to an `afterPosition` no command has reached (apps/api read-model-freshness.ts). */
const AFTER_POSITION_BEYOND_HEAD = 'after-position-beyond-head';

const errorCodeOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' ? (body as { errorCode?: unknown }).errorCode : undefined;

/** Spec 01 §4.2, §8: an expired access token answers 499. */
export const TOKEN_EXPIRED_STATUS = 499;

const sessionExpiredError = (path: string) =>
  new ApiError({ message: SESSION_EXPIRED_MESSAGE, statusCode: 400, errorCode: SESSION_EXPIRED_ERROR_CODE }, path);

const sendRequest = async <T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> => {
  const kind: TokenKind | null =
    options.auth === 'none' ? null : (options.auth ?? tokenKindForPath(typeof window === 'undefined' ? '/' : window.location.pathname));

  const send = async (): Promise<{ response: Response; sentToken: string | null }> => {
    // Built per attempt: a retry after forgetting a stale position must not send it again.
    const url = buildUrl(path, options.query, options.readYourWrites ?? false);
    // A refresh under way: wait for it, then send with the new token.
    const refresh = kind ? refreshUnderWay(kind) : undefined;
    if (refresh) await refresh;
    const headers = baseHeaders();
    const token = kind ? (readTokens(kind)?.accessToken ?? null) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    const signals = [AbortSignal.timeout(API_TIMEOUT_MS)];
    if (options.signal) signals.push(options.signal);
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: combineSignals(signals),
        credentials: 'same-origin',
      });
      return { response, sentToken: token };
    } catch (error) {
      // A caller's own cancellation (react-query) is not an error to show.
      if (options.signal?.aborted) throw error;
      throw new ApiError({ statusCode: 500 }, `${API_BASE}${path}`);
    }
  };

  let { response, sentToken } = await send();
  if (response.status === TOKEN_EXPIRED_STATUS && kind) {
    // Spec 01 §4.2: one refresh, then this call is retried once with the new token.
    if (!(await refreshSession(kind, sentToken, options.quietExpiry ?? false))) throw sessionExpiredError(`${API_BASE}${path}`);
    ({ response, sentToken } = await send());
  }
  if (response.status === 401 && kind && sentToken !== null) {
    // The token was refused outright (revoked, or signed with a key the server no longer has).
    if (options.quietExpiry) clearTokens(kind);
    else expireSession(kind);
    throw sessionExpiredError(`${API_BASE}${path}`);
  }

  let body = await parseBody(response);
  if (response.status === 400 && errorCodeOf(body) === AFTER_POSITION_BEYOND_HEAD && getAfterPosition() !== null) {
    // The remembered position is beyond the server's log (its store was reset): forget it and ask once more.
    forgetPosition();
    ({ response } = await send());
    body = await parseBody(response);
  }
  if (!response.ok) {
    const error = toApiError(body, response.status, `${API_BASE}${path}`);
    if (error.errorCode === APP_TOKENS_EXPIRED_ERROR_CODE) announceAppTokensExpired();
    throw error;
  }
  // Every command answers the position it wrote at: the next read-your-writes query waits for it, whichever
  // screen sent the command (a mutation that forgot to record it read a list without its own change).
  if (method !== 'GET') recordAnsweredPosition(body);
  return body as T;
};

/** How often a read-your-writes read is asked again because a command answered while it was under way. */
const READS_OVERTAKEN_BY_A_COMMAND = 3;

export const apiRequest = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> => {
  if (method !== 'GET' || !options.readYourWrites) return sendRequest<T>(method, path, options);
  // A read sent before a command answered may come back without that command's change, and react-query hands
  // that very read to a refetch the command asks for while the first load is still under way (a query without
  // data is not cancelled, its promise is shared). So the read is asked again with the newer position.
  for (let attempt = 1; ; attempt += 1) {
    const sent = getAfterPosition();
    const body = await sendRequest<T>(method, path, options);
    if (attempt === READS_OVERTAKEN_BY_A_COMMAND || !advancedSince(sent) || options.signal?.aborted) return body;
  }
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
