import { randomInt, randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { signInThroughApi } from '@ats/infra/runtime/api-sign-in';

export type ApiResponse<T = any> = { status: number; body: T };

type SessionTokens = { accessToken: string; refreshToken: string };

const apiBase = () => {
  const base = process.env.API_URL;
  if (!base) throw new Error('API_URL is not set: run through npm test or jest (global setup starts the apps)');
  return base;
};

/** A documentation-range address per sign-in: the API counts code requests per address (X-Forwarded-For). */
export const testClientAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** One session per e-mail for the whole test process: suites sign many users in, each only once. */
const sessions = new Map<string, Promise<SessionTokens>>();

/** Signs in as a person would (code by e-mail, read from the outbox); cached per e-mail. */
export const signIn = (email: string): Promise<SessionTokens> => {
  const key = email.toLowerCase();
  let session = sessions.get(key);
  if (!session) {
    session = signInThroughApi(apiBase(), process.env.DATABASE_URL as string, key, { forwardedFor: testClientAddress() });
    session.catch(() => sessions.delete(key));
    sessions.set(key, session);
  }
  return session;
};

/** `GET /auth/login/refresh-token` with a refresh token as the bearer. */
export const refreshTokens = async (refreshToken: string): Promise<ApiResponse<SessionTokens & { message?: string }>> => {
  const response = await fetch(`${apiBase()}/api/auth/login/refresh-token`, { headers: { authorization: `Bearer ${refreshToken}` } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

type TokenSource = () => Promise<string | null>;

const client = (token: TokenSource, onExpired?: () => Promise<void>) => {
  const request = async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const send = async () => {
      const bearer = await token();
      // A FormData body goes as multipart/form-data (uploads), with the boundary fetch chooses.
      const form = body instanceof FormData;
      const response = await fetch(`${apiBase()}/api${path}`, {
        method,
        headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const text = await response.text();
      // A file download is no JSON: its text is kept. Anything else is JSON, whatever its content type
      // (Nest answers a bare number, such as the inbox's count, as text/html).
      const isFile = response.headers.has('content-disposition');
      return { status: response.status, body: (text ? (isFile ? text : JSON.parse(text)) : null) as T } satisfies ApiResponse<T>;
    };
    // As the web client does (docs/api.md): a query whose read model is still behind the caller answers 503
    // read-model-behind; it is asked again every second, five times.
    const sendQuery = async () => {
      let answer = await send();
      for (let retry = 0; retry < 5 && method === 'GET' && answer.status === 503 && (answer.body as { errorCode?: string } | null)?.errorCode === 'read-model-behind'; retry += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = await send();
      }
      return answer;
    };
    const first = await sendQuery();
    // As the web client does (spec 01 §4.2): an expired access token answers 499; refresh once and retry.
    if (first.status !== 499 || !onExpired) return first;
    await onExpired();
    return sendQuery();
  };
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => request<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body, headers),
    put: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('PUT', path, body, headers),
    patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('PATCH', path, body, headers),
    delete: <T = any>(path: string, headers?: Record<string, string>) => request<T>('DELETE', path, undefined, headers),
    /** A DELETE with a body (DELETE /bulk-actions/delete-applications carries its selection). */
    deleteWith: <T = any>(path: string, body: unknown) => request<T>('DELETE', path, body),
  };
};

export type ApiClient = ReturnType<typeof client>;

/** An HTTP client acting as one user of the API under test, signed in for real on its first call. */
export const apiAs = (email: string): ApiClient => {
  const key = email.toLowerCase();
  return client(
    async () => (await signIn(key)).accessToken,
    async () => {
      const current = await signIn(key);
      const refreshed = await refreshTokens(current.refreshToken);
      if (refreshed.status !== 200) throw new Error(`refresh for ${key} failed: ${refreshed.status}`);
      sessions.set(key, Promise.resolve(refreshed.body));
    },
  );
};

/** A client sending this raw bearer token as it is (a refresh token, a forged or expired one, a candidate's). */
export const apiWithToken = (token: string): ApiClient => client(async () => token);

/** A client sending no token at all. */
export const anonymousApi = (): ApiClient => client(async () => null);

export type TestCompany = Awaited<ReturnType<typeof createTestCompany>>;

/** A company of its own for each suite: tests never see each other's data, as companies never do. */
export const createTestCompany = async (label: string) => {
  const domain = `${label}-${randomUUID().slice(0, 8)}.test`;
  const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
  await dataSource.initialize();
  try {
    const seeded = await seedCompany(dataSource, {
      name: `${label} company`,
      domain,
      users: [
        { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
        { firstName: 'Rami', lastName: 'Recruiter', email: `recruiter@${domain}`, roles: ['COMPANY_RECRUITER'] },
      ],
    });
    return {
      ...seeded,
      adminEmail: `admin@${domain}`,
      recruiterEmail: `recruiter@${domain}`,
      recruiterId: seeded.userIds[`recruiter@${domain}`],
      admin: apiAs(`admin@${domain}`),
      recruiter: apiAs(`recruiter@${domain}`),
    };
  } finally {
    await dataSource.destroy();
  }
};

type Job = { id: string; name: string; status: string; revision: number; stages: Array<{ id: string; name: string; kind: string | null }> };

/** Creates and publishes a job with the default pipeline; answers it as the read model has it. */
/** A screening question: a stage needs a candidate task before automations that wait on candidates (spec 02 §5.5). */
export const SCREENING_TASK = {
  id: 'screening-questions',
  type: 'SHORTLISTING_QUESTIONS',
  questions: [{ id: 'notice', title: 'What is your notice period in weeks?', answerType: 'NUMERIC' }],
};

/** A published job whose Screening stage has a candidate task, so its automations may be turned on. */
export const createPublishedJob = async (api: ReturnType<typeof apiAs>, name = 'Backend Engineer'): Promise<Job> => {
  const created = await api.post('/company-roles', { name });
  expect(created.status).toBe(201);
  const draft = await api.get<Job>(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
  const tasks = await api.put(`/company-roles/${created.body.id}/stages/${stageNamed(draft.body, 'Screening').id}/candidate-tasks`, {
    tasks: [SCREENING_TASK],
  });
  expect(tasks.status).toBe(200);
  const published = await api.patch(`/company-roles/publish/${created.body.id}`);
  expect(published.status).toBe(200);
  const job = await api.get<Job>(`/company-roles/${created.body.id}?afterPosition=${published.body.position}`);
  expect(job.status).toBe(200);
  return job.body;
};

/** An agency of the caller's company assigned to `jobIds` (an agency candidate needs one): its id. */
export const createAgency = async (api: ReturnType<typeof apiAs>, jobIds: string[], name = `Agency ${randomUUID().slice(0, 8)}`): Promise<string> => {
  const created = await api.post('/agencies', { name, contactName: 'Omar Haddad', contactEmail: 'omar@agency.example', jobIds });
  expect(created.status).toBe(201);
  return created.body.id as string;
};

export const stageNamed = (job: Job, name: string) => {
  const stage = job.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
};

export const candidateInput = (jobId: string, overrides: Record<string, unknown> = {}) => ({
  jobId,
  origin: 'sourced',
  source: 'LinkedIn',
  firstName: 'Layla',
  lastName: 'Nasser',
  email: `layla.${randomUUID().slice(0, 6)}@example.com`,
  phone: '+971 501234567',
  ...overrides,
});

/** Polls until `probe` returns a value, for effects that travel through Kafka or Temporal. */
export const eventually = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * A process's result once it exists. Starters follow the event log, so a run may not be started yet when
 * the test asks; a handle's result() then fails at once with "workflow not found" instead of waiting.
 */
export const workflowResult = async (temporal: Client, workflowId: string): Promise<unknown> => {
  const handle = temporal.workflow.getHandle(workflowId);
  await eventually(async () => (await handle.describe()) !== undefined);
  return handle.result();
};

/**
 * A stage's invitation e-mail is its own process (infra/temporal/processes/stage-invitation.process.ts): where no
 * person's action waited for it (an application from the apply portal, a bulk action), waits until the
 * application's history holds an e-mail from the automation, and answers the stream's revision then.
 */
export const invitationSent = async (api: ApiClient, applicationId: string): Promise<number> => {
  type Line = { type: string; revision: number; details: { automated?: boolean } };
  const lines = await eventually(async () => {
    const { items } = (await api.get<{ items: Line[] }>(`/job-applications/${applicationId}/history`)).body;
    return items.some((line) => line.type === 'EmailSent' && line.details.automated === true) ? items : null;
  });
  return Math.max(...lines.map((line) => line.revision));
};

/** Waits until a process's starter has read the log through `position`: only then does "no workflow" mean it started none. */
export const processStarterPassed = async (api: ApiClient, process: string, position: string): Promise<void> => {
  await eventually(async () => {
    const { projections } = (await api.get<{ projections: Array<{ name: string; checkpoint: string }> }>('/health')).body;
    const starter = projections.find((reader) => reader.name === `process-starter:${process}`);
    return starter !== undefined && BigInt(starter.checkpoint) >= BigInt(position);
  });
};

/** Where the live API serves its OpenAPI document. */
export const apiDocumentUrl = () => `${apiBase()}/api/docs-json`;

export type OpenApiSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
};
export type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: OpenApiSchema };
export type OpenApiOperation = {
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};
export type ApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, OpenApiSchema> };
};
/** One operation of the document: `GET /api/...` as the route key the suites use. */
export type DocumentedOperation = { route: string; method: string; path: string; operation: OpenApiOperation };

/** The live OpenAPI document: suites discover the routes from it, so a new route joins them unlisted. */
export const fetchApiDocument = async (): Promise<ApiDocument> => {
  const response = await fetch(apiDocumentUrl());
  if (!response.ok) throw new Error(`GET /api/docs-json: ${response.status}`);
  return (await response.json()) as ApiDocument;
};

export const documentedOperations = (document: ApiDocument): DocumentedOperation[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );

/**
 * Sends bytes exactly as given (any content type, malformed or oversized bodies) to a full `/api/...` path,
 * as the signed-in `email` (or with `accessToken`, e.g. a candidate's) when given; the answer's body is parsed as JSON when it is JSON.
 */
export const sendRaw = async (
  method: string,
  path: string,
  options: { email?: string; accessToken?: string; body?: string | Buffer; contentType?: string } = {},
): Promise<ApiResponse & { contentType: string | null }> => {
  const headers: Record<string, string> = {};
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  else if (options.email) headers.authorization = `Bearer ${(await signIn(options.email)).accessToken}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await fetch(`${apiBase()}${path}`, { method, headers, body: options.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text, which the suites report.
  }
  return { status: response.status, body, contentType: response.headers.get('content-type') };
};
