import { randomUUID } from 'node:crypto';
import { createDataSource } from '../../infra/db/data-source';
import { seedCompany } from '../../infra/db/seed';

export type ApiResponse<T = any> = { status: number; body: T };

/** An HTTP client acting as one user of the API under test. */
export const apiAs = (email: string) => {
  const base = process.env.API_URL;
  if (!base) throw new Error('API_URL is not set: run through npm test or jest (global setup starts the apps)');
  const request = async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-dev-user': email, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T } satisfies ApiResponse<T>;
  };
  return {
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body, headers),
    put: <T = any>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
  };
};

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
export const createPublishedJob = async (api: ReturnType<typeof apiAs>, name = 'Backend Engineer'): Promise<Job> => {
  const created = await api.post('/company-roles', { name });
  expect(created.status).toBe(201);
  const published = await api.patch(`/company-roles/publish/${created.body.id}`);
  expect(published.status).toBe(200);
  const job = await api.get<Job>(`/company-roles/${created.body.id}?afterPosition=${published.body.position}`);
  expect(job.status).toBe(200);
  return job.body;
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
