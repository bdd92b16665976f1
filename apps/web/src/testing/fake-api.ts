/**
 * The component specs' only mock: `fetch`, under the real API client. Each handler answers a method and path
 * (`'POST /auth/otp/login'`); every call is recorded with its parsed body so a spec can assert what was sent.
 */
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Record<string, string> };
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeApi = {
  calls: FakeRequest[];
  /** The calls to one `'METHOD /path'`. */
  callsTo: (route: string) => FakeRequest[];
  /** Replaces or adds a handler. */
  answer: (route: string, handler: FakeHandler | FakeAnswer) => void;
};

const toHandler = (handler: FakeHandler | FakeAnswer): FakeHandler => (typeof handler === 'function' ? handler : () => handler);

export const installFakeApi = (routes: Record<string, FakeHandler | FakeAnswer> = {}): FakeApi => {
  const handlers = new Map(Object.entries(routes).map(([route, handler]) => [route, toHandler(handler)]));
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path, query: url.searchParams, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(request);
    const handler = handlers.get(`${method} ${path}`);
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { message: `No fake answer for ${method} ${path}`, statusCode: 404 } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    answer: (route, handler) => void handlers.set(route, toHandler(handler)),
  };
};

/** An API refusal as the server words it (docs/api.md "Errors"). */
export const apiFailure = (statusCode: number, message: string): FakeAnswer => ({
  status: statusCode,
  body: { message, statusCode, success: false, errorCode: null, path: null },
});
