import type { TokenKind } from '../auth/page-context';
import { readTokens } from '../auth/token-store';
import { ApiError, toApiError } from './api-error';
import { API_BASE, API_TIMEOUT_MS, baseHeaders, parseBody } from './api-http';
import { TOKEN_EXPIRED_STATUS } from './api-client';
import { recordAnsweredPosition } from './read-your-writes';
import { refreshSession } from './token-refresh';

/**
 * Files to and from the API, which `api-client` (JSON only) does not carry: an upload as multipart/form-data
 * with its progress (XMLHttpRequest: fetch reports none), and a download as a Blob. Both send the staff token
 * (an upload may send the candidate's)
 * and, on an expired one (499), refresh once and retry as the client does.
 */

const withToken = async <T>(send: (token: string | null) => Promise<{ status: number; result: T }>, kind: TokenKind = 'staff'): Promise<T> => {
  const first = await send(readTokens(kind)?.accessToken ?? null);
  if (first.status !== TOKEN_EXPIRED_STATUS) return first.result;
  if (!(await refreshSession(kind, readTokens(kind)?.accessToken ?? null, false))) {
    throw new ApiError({ statusCode: 401 }, API_BASE);
  }
  return (await send(readTokens(kind)?.accessToken ?? null)).result;
};

export type UploadProgress = { loaded: number; total: number };

/** POSTs (or PUTs) `form` to an API path; `onProgress` hears the bytes sent. Answers the JSON body, or throws the ApiError. */
export const uploadForm = <T>(
  path: string,
  form: FormData,
  options: {
    onProgress?: (progress: UploadProgress) => void;
    idempotencyKey?: string;
    signal?: AbortSignal;
    method?: 'POST' | 'PUT';
    /** The candidate pair for the apply portal's uploads; the staff pair otherwise. */
    auth?: TokenKind;
  } = {},
): Promise<T> =>
  withToken(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open(options.method ?? 'POST', `${API_BASE}${path}`);
        request.timeout = API_TIMEOUT_MS;
        for (const [name, value] of Object.entries(baseHeaders())) request.setRequestHeader(name, value);
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        if (options.idempotencyKey) request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
        };
        request.onload = () => {
          const body = (() => {
            try {
              return request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
            } catch {
              return request.responseText;
            }
          })();
          if (request.status === TOKEN_EXPIRED_STATUS) return resolve({ status: request.status, result: undefined as T });
          if (request.status >= 200 && request.status < 300) {
            // An upload is a command too: the next read-your-writes query waits for what it wrote.
            recordAnsweredPosition(body);
            return resolve({ status: request.status, result: body as T });
          }
          reject(toApiError(body, request.status, `${API_BASE}${path}`));
        };
        request.onerror = () => reject(new ApiError({ statusCode: 500 }, `${API_BASE}${path}`));
        request.ontimeout = request.onerror;
        options.signal?.addEventListener('abort', () => request.abort(), { once: true });
        request.send(form);
      }),
    options.auth,
  );

/** GETs a file from an API path as a Blob (for the viewer, or to save). */
export const fetchFile = (path: string, signal?: AbortSignal): Promise<Blob> =>
  withToken(async (token) => {
    const headers = { ...baseHeaders(), Accept: '*/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${API_BASE}${path}`, { headers, signal, credentials: 'same-origin' });
    if (response.status === TOKEN_EXPIRED_STATUS) return { status: response.status, result: new Blob() };
    if (!response.ok) throw toApiError(await parseBody(response), response.status, `${API_BASE}${path}`);
    return { status: response.status, result: await response.blob() };
  });

/** Hands a Blob to the browser as a download under `name`. */
export const saveFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken its copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
