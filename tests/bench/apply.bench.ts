import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { readSignInCode } from '@ats/infra/runtime/api-sign-in';

const CANDIDATES = Number(process.env.BENCH_APPLICANTS ?? 100);

type Sample = { jobPageMs: number; submitMs: number };

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))]!;

/**
 * Issue 12's load: `CANDIDATES` candidates apply to one job at the same moment, each as the apply portal does —
 * the e-mail, the code read from the outbox, the public job page, the CV upload, the application — from an address
 * of its own (the code requests are limited per address). Each candidate sends its application twice at once (a
 * double click, a retried request), so "stored exactly once" is tested under the race, not only in sequence.
 * Timed per candidate: the job page (`GET /careers/:companyName/jobs/:id`) and the submission (CV upload +
 * application). Baseline in the same run and at the same concurrency: `GET /api/health`, the cheapest answer
 * the API gives. Answers the counts and the p95s; run.ts reports them (`BENCH_ONLY=apply`).
 */
export const runApplyBench = async (input: { apiUrl: string; databaseUrl: string; dataSource: DataSource; jobId: string; companyId: string }) => {
  const { apiUrl, databaseUrl, dataSource, jobId, companyId } = input;
  const [{ careerName }] = (await dataSource.query(`SELECT career_name AS "careerName" FROM companies WHERE id = $1`, [companyId])) as Array<{ careerName: string }>;
  const cv = await pdfCv(['Layla Nasser', '+971 50 123 4567', 'linkedin.com/in/layla-nasser']);
  const errors: string[] = [];

  const request = async (method: string, path: string, options: { token?: string; body?: unknown; form?: FormData; from: string }) => {
    const response = await fetch(`${apiUrl}/api${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.from,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as Record<string, any>;
  };

  const baseline = async (count: number) => {
    const samples: number[] = [];
    await Promise.all(
      Array.from({ length: count }, async () => {
        const started = performance.now();
        const response = await fetch(`${apiUrl}/api/health`);
        await response.text();
        samples.push(performance.now() - started);
      }),
    );
    return p95(samples);
  };

  const apply = async (index: number): Promise<Sample & { applicationIds: string[] }> => {
    const from = `198.19.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `applicant.${index}.${randomUUID().slice(0, 8)}@bench.example`;
    const since = new Date();
    const requested = await request('POST', '/auth/candidate/get-or-create', { body: { email }, from });
    const otp = await readSignInCode(databaseUrl, email, since);
    const verified = await request('POST', '/auth/candidate/verify', { body: { candidateUserId: requested.candidateUserId, otp }, from });
    const token = verified.token.accessToken as string;

    let started = performance.now();
    await request('GET', `/careers/${encodeURIComponent(careerName)}/jobs/${jobId}`, { from });
    await request('GET', `/apply-portal/jobs/${jobId}`, { from });
    const jobPageMs = performance.now() - started;

    started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(cv)]), 'CV.pdf');
    const uploaded = await request('POST', `/apply-portal/jobs/${jobId}/cv`, { token, form, from });
    const answers = { firstName: 'Layla', lastName: `Applicant${index}`, phone: '+971 501234567', countryOfResidence: 'United Arab Emirates', cvFileId: uploaded.cvFileId };
    const both = await Promise.allSettled([0, 1].map(() => request('POST', `/apply-portal/jobs/${jobId}/applications`, { token, body: answers, from })));
    const submitMs = performance.now() - started;
    const applicationIds = both.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id as string] : []));
    // One of the two may be refused as a concurrent duplicate (409); the other must have stored it.
    both.forEach((outcome) => outcome.status === 'rejected' && !String(outcome.reason).includes(': 409 ') && errors.push(String(outcome.reason)));
    if (applicationIds.length === 0) errors.push(`candidate ${index}: neither submission answered an application`);
    return { jobPageMs, submitMs, applicationIds };
  };

  const healthBefore = await baseline(CANDIDATES);
  const outcomes = await Promise.allSettled(Array.from({ length: CANDIDATES }, (_, index) => apply(index)));
  const healthAfter = await baseline(CANDIDATES);
  const samples = outcomes.flatMap((outcome) => {
    if (outcome.status === 'rejected') errors.push(String(outcome.reason));
    return outcome.status === 'fulfilled' ? [outcome.value] : [];
  });
  const answeredIds = new Set(samples.flatMap((sample) => sample.applicationIds));
  // What the store holds: one application stream per candidate, each added to the job once.
  const [{ streams, additions }] = (await dataSource.query(
    `SELECT count(DISTINCT stream_id)::int AS streams, count(*)::int AS additions
       FROM events WHERE type = 'CandidateAddedToJob' AND data->>'jobId' = $1`,
    [jobId],
  )) as Array<{ streams: number; additions: number }>;
  const health = (healthBefore + healthAfter) / 2;
  return {
    candidates: CANDIDATES,
    errors,
    answeredApplications: answeredIds.size,
    storedStreams: streams,
    storedAdditions: additions,
    jobPageP95: p95(samples.map((sample) => sample.jobPageMs)),
    submitP95: p95(samples.map((sample) => sample.submitMs)),
    healthP95: health,
  };
};
