import { ApiError, toApiError } from './api-error';
import { getAfterPosition } from './read-your-writes';

/** Spec 04 §9: app version 1.0.265, API timeout 120,000 ms. */
export const APP_VERSION = '1.0.265';
export const API_TIMEOUT_MS = 120_000;
const API_BASE = '/api';

let currentLanguage = 'en';

/** The shell keeps this in step with the interface language; it becomes the Accept-Language header. */
export const setApiLanguage = (language: string): void => {
  currentLanguage = language;
};

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Adds the highest known command position as afterPosition (read-your-writes). */
  readYourWrites?: boolean;
  /** Sent as the Idempotency-Key header: the API appends a retried command only once. */
  idempotencyKey?: string;
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

const buildUrl = (path: string, query: Record<string, QueryValue> | undefined, readYourWrites: boolean): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
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

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const apiRequest = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> => {
  const url = buildUrl(path, options.query, options.readYourWrites ?? false);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
    'x-app-version': APP_VERSION,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const signals = [AbortSignal.timeout(API_TIMEOUT_MS)];
  if (options.signal) signals.push(options.signal);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: combineSignals(signals),
      credentials: 'same-origin',
    });
  } catch (error) {
    // A caller's own cancellation (react-query) is not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ statusCode: 500 }, `${API_BASE}${path}`);
  }

  const body = await parseBody(response);
  if (!response.ok) throw toApiError(body, response.status, `${API_BASE}${path}`);
  return body as T;
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
