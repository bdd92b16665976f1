import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { queryCandidateList, type CandidateListFilter } from '@ats/projections/candidate-list/candidate-list.query';

/**
 * Issue 8's load target: the candidate list (filters + sort + page + counts) at 10k, 100k and 1M applications of
 * one company, and CV search at 1M with a CV text for every application. Rows are written directly into the read
 * models (the query is what is measured). `BENCH_EXPLAIN=1` prints EXPLAIN (ANALYZE, BUFFERS) of every statement
 * of every variant that took longer than `BENCH_EXPLAIN_MS` (default 20 ms) at 1M.
 */

const QUERY_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 200);
/** CV search runs at 1M; 0 leaves the CV texts out (they take minutes to write and index). */
const CV_RUNS = Number(process.env.BENCH_CV_RUNS ?? 60);
/** Words per generated CV (on top of the candidate's name and address); about 7 characters each. */
const CV_WORDS = Number(process.env.BENCH_CV_WORDS ?? 120);

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * The list's variants: the filter object of spec 02 §3.9 with sorts, pages, grouping and tab counts. The web
 * sends `groupByValue` (default jobStatus); the first variants are the list as it opens.
 */
export const listVariants = (jobId: string): Array<Omit<CandidateListFilter, 'companyId'>> => [
  { active: true, page: 1, take: 15, groupByValue: 'jobStatus' },
  { active: true, page: 1, take: 15 },
  { active: true, page: 20, take: 15, jobRoleIds: [jobId] },
  { active: true, page: 1, take: 15, nameOrEmail: '4321@' },
  { active: true, page: 1, take: 15, stages: ['stage-2'] },
  { active: true, page: 3, take: 15, groupByValue: 'jobStatus', sort: 'name', order: 'ASC' },
  { active: true, page: 1, take: 15, statuses: ['IN_PROCESS'], origin: ['sourced'], source: ['Bench'] },
  { active: false, page: 1, take: 15, applied: { from: new Date(Date.now() - 86_400_000) }, groupByValue: 'status' },
  { active: true, page: 1, take: 15, phoneNumber: '97150', sort: 'appliedAt' },
];

/** CV search (02 §3.9 cvSearch): a common word, two words together, a rare word, a word's beginning, any of two. */
export const cvVariants: Array<Omit<CandidateListFilter, 'companyId'>> = [
  { active: true, page: 1, take: 15, cvSearch: { cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['PostgreSQL'] } },
  { active: true, page: 1, take: 15, cvSearch: { cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['Kubernetes', 'Terraform'] } },
  { active: true, page: 1, take: 15, cvSearch: { cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['Erlang'] } },
  { active: true, page: 1, take: 15, cvSearch: { cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['Postgre'] } },
  { active: true, page: 1, take: 15, cvSearch: { cvFilterType: 'INCLUDES_ANY', cvSearchItems: ['Haskell', 'Fortran'] } },
  { active: true, page: 1, take: 15, groupByValue: 'jobStatus', cvSearch: { cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['React', 'Arabic'] } },
];

// Most frequent first: a word's chance falls with its place (index = n · r², r uniform), as skills in CVs do.
const CV_VOCABULARY = (
  'experience team project management development engineer software data customer business sales communication ' +
  'Excel English Arabic leadership design analysis JavaScript Python SQL React Java marketing operations finance ' +
  'TypeScript Node.js AWS Docker PostgreSQL Kubernetes Azure Agile Scrum Git Linux HTML CSS accounting recruitment ' +
  'Terraform GraphQL MongoDB Redis Kafka Angular Vue Spring Django Flask Swift Kotlin Android iOS Figma Photoshop ' +
  'Tableau PowerBI SAP Oracle Salesforce HubSpot negotiation logistics procurement nursing pharmacy teaching ' +
  'Rust Go Scala Elixir Haskell Erlang Fortran COBOL Prolog Clojure OCaml Julia MATLAB Lisp Ada Perl Pascal'
).split(' ');

/** The bench's other jobs: 100, one in three of each status, the last one missing from the jobs read model. */
export const otherJobIds = Array.from({ length: 100 }, () => randomUUID());

/** `to - from + 1` rows of the company; one in ten in one of 100 other jobs, one in five archived, six stages. */
export const insertListRows = async (pool: Pool, companyId: string, jobId: string, from: number, to: number) => {
  const chunk = 100_000;
  for (let start = from; start <= to; start += chunk) {
    await pool.query(
      `INSERT INTO rm_candidate_list (application_id, company_id, candidate_id, job_id, job_name, stage_id, stage_name, first_name, last_name,
         email, phone, origin, source, owner_id, owner_name, status, archival_reason, applied_at, last_activity_at, revision,
         stage_status, phone_digits)
       SELECT gen_random_uuid(), $1, gen_random_uuid(), CASE WHEN n % 10 = 0 THEN ($5::uuid[])[1 + (n / 10) % 100] ELSE $2::uuid END, 'Bench Engineer',
         'stage-' || (n % 6), 'Stage ' || (n % 6), 'Gen' || n, 'Row' || n, 'gen' || n || '@bench.example', NULL, 'sourced', 'Bench',
         gen_random_uuid(), 'Bench Owner', CASE WHEN n % 5 = 0 THEN 'ARCHIVED' ELSE 'ACTIVE' END, NULL,
         now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval, 0,
         (ARRAY['SOURCED', 'TO_REVIEW', 'IN_PROCESS', 'IN_PROCESS', 'IN_PROCESS', 'HIRED'])[1 + n % 6], '9715' || n
       FROM generate_series($3::int, $4::int) AS n`,
      [companyId, jobId, start, Math.min(to, start + chunk - 1), otherJobIds],
    );
  }
  await pool.query('VACUUM ANALYZE rm_candidate_list');
};

/** The bench's jobs in the jobs read model (the main one published), as the list's jobStatus grouping looks them up. */
export const insertBenchJob = (pool: Pool, companyId: string, jobId: string) =>
  pool.query(
    `INSERT INTO rm_jobs (id, company_id, name, display_name, status, kind, owner_id, department_id, career_page, confidential,
       published_at, stages, job, revision, created_at, updated_at)
     SELECT id, $1, 'Bench Engineer', 'Bench Engineer', status, 'JOB', gen_random_uuid(), NULL, true, false, now(), '[]', '{}', 1, now(), now()
     FROM unnest($2::uuid[], $3::text[]) AS job(id, status)`,
    [
      companyId,
      [jobId, ...otherJobIds.slice(0, -1)],
      ['PUBLISHED', ...otherJobIds.slice(0, -1).map((_, index) => ['PUBLISHED', 'DRAFT', 'CLOSED'][index % 3]!)],
    ],
  );

/**
 * A CV text for every application of the company: its name and address, then `CV_WORDS` words of the
 * vocabulary. The text indexes are dropped while writing and built again after (as a restore would).
 */
export const insertCvTexts = async (pool: Pool, companyId: string) => {
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query('DROP INDEX rm_cv_texts_search, rm_cv_texts_trigram');
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_candidate_list WHERE company_id = $1`, [companyId]);
    const chunk = 100_000;
    for (let offset = 0; offset < rows[0]!.n; offset += chunk) {
      await client.query(
        `INSERT INTO rm_cv_texts (file_id, company_id, application_id, candidate_id, content_type, uploaded_at, text)
         SELECT gen_random_uuid(), row.company_id, row.application_id, row.candidate_id, 'application/pdf', row.applied_at,
           row.first_name || ' ' || row.last_name || ' ' || row.email || E'\\n' ||
           (SELECT string_agg(($2::text[])[1 + floor(cardinality($2::text[]) * power((abs(hashtext(row.application_id::text || k)) % 10000) / 10000.0, 2))::int], ' ')
              FROM generate_series(1, $3::int) AS k)
         FROM (SELECT * FROM rm_candidate_list WHERE company_id = $1 ORDER BY application_id OFFSET $4 LIMIT $5) row`,
        [companyId, CV_VOCABULARY, CV_WORDS, offset, chunk],
      );
    }
    await client.query(`CREATE INDEX rm_cv_texts_search ON rm_cv_texts USING gin (search)`);
    await client.query(`CREATE INDEX rm_cv_texts_trigram ON rm_cv_texts USING gin (text gin_trgm_ops)`);
    await client.query('VACUUM ANALYZE rm_cv_texts');
    const size = await client.query<{ texts: string; avg: number }>(
      `SELECT pg_size_pretty(pg_total_relation_size('rm_cv_texts')) AS texts, avg(length(text))::int AS avg FROM rm_cv_texts`,
    );
    return size.rows[0]!;
  } finally {
    client.release();
  }
};

/** p95 over `QUERY_RUNS` runs cycling through the variants, and each variant's own p95. */
export const measureVariants = async (manager: EntityManager, companyId: string, variants: Array<Omit<CandidateListFilter, 'companyId'>>, runs = QUERY_RUNS) => {
  const samples: number[] = [];
  const perVariant = variants.map(() => [] as number[]);
  for (let run = 0; run < runs; run += 1) {
    const index = run % variants.length;
    const ms = await timed(() => queryCandidateList(manager, { companyId, ...variants[index]! }));
    samples.push(ms);
    perVariant[index]!.push(ms);
  }
  return { p95: p95(samples), perVariant: perVariant.map(p95) };
};

/** Runs every variant once on a connection whose SELECTs are first explained (ANALYZE, BUFFERS); prints the slow ones. */
export const explainVariants = async (
  dataSource: DataSource,
  companyId: string,
  variants: Array<Omit<CandidateListFilter, 'companyId'>>,
  log: (line: string) => void,
) => {
  const threshold = Number(process.env.BENCH_EXPLAIN_MS ?? 20);
  const runner = dataSource.createQueryRunner();
  const query = runner.query.bind(runner);
  runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
    if (/^\s*SELECT/i.test(sql)) {
      const plan: Array<{ 'QUERY PLAN': string }> = await query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters);
      const lines = plan.map((row) => row['QUERY PLAN']);
      const total = Number(/Execution Time: ([\d.]+)/.exec(lines[lines.length - 1] ?? '')?.[1] ?? 0);
      if (total >= threshold) log(`--- ${total.toFixed(1)} ms\n${sql.replace(/\s+/g, ' ')}\n${JSON.stringify(parameters)}\n${lines.join('\n')}`);
    }
    return query(sql, parameters, structured as never);
  }) as typeof runner.query;
  try {
    for (const [index, variant] of variants.entries()) {
      log(`=== variant ${index}: ${JSON.stringify(variant)}`);
      await queryCandidateList(runner.manager, { companyId, ...variant });
    }
  } finally {
    await runner.release();
  }
};

/**
 * Grows the company's list from `from` rows to 100k and 1M, measuring at each size (the caller measured at
 * `from`), then writes a CV text for every application and measures CV search at 1M.
 */
export const growAndMeasure = async (input: {
  pool: Pool;
  dataSource: DataSource;
  companyId: string;
  jobId: string;
  from: number;
  log: (line: string) => void;
}) => {
  const { pool, dataSource, companyId, jobId, log } = input;
  const variants = listVariants(jobId);
  const measure = async (size: string) => {
    const measured = await measureVariants(dataSource.manager, companyId, variants);
    log(`candidate list at ${size}: p95 ${measured.p95.toFixed(1)} ms; per variant ${measured.perVariant.map((ms) => ms.toFixed(1)).join(' / ')}`);
    return measured;
  };
  const at10k = await measure(`${input.from / 1000}k`);
  log(`Growing the read model to 100k applications (rows written directly: the query is what is measured)`);
  await insertListRows(pool, companyId, jobId, input.from + 1, 100_000);
  const at100k = await measure('100k');
  log(`Growing the read model to 1M applications`);
  await insertListRows(pool, companyId, jobId, 100_001, 1_000_000);
  const at1m = await measure('1M');
  if (CV_RUNS === 0) {
    if (process.env.BENCH_EXPLAIN) await explainVariants(dataSource, companyId, variants, log);
    return { variants, at10k, at100k, at1m, cv: null, cvTexts: null };
  }
  log(`Writing a CV text for each of the 1M applications (${CV_WORDS} words each)`);
  const cvTexts = await insertCvTexts(pool, companyId);
  log(`CV texts: ${cvTexts.texts}, ${cvTexts.avg} characters each on average`);
  const cv = await measureVariants(dataSource.manager, companyId, cvVariants, CV_RUNS);
  log(`CV search at 1M: p95 ${cv.p95.toFixed(1)} ms; per variant ${cv.perVariant.map((ms) => ms.toFixed(1)).join(' / ')}`);
  if (process.env.BENCH_EXPLAIN) await explainVariants(dataSource, companyId, [...variants, ...cvVariants], log);
  return { variants, at10k, at100k, at1m, cv, cvTexts };
};

export const candidateListRows = (measured: Awaited<ReturnType<typeof growAndMeasure>>, fromLabel: string) => ({
  [`candidate list p95 ms at ${fromLabel} (baseline)`]: { value: measured.at10k.p95.toFixed(2), ratio: '1.00 (baseline)' },
  'candidate list p95 ms at 100k': { value: measured.at100k.p95.toFixed(2), ratio: `${(measured.at100k.p95 / measured.at10k.p95).toFixed(2)}× ${fromLabel}` },
  'candidate list p95 ms at 1M (target ≤ 2×)': { value: measured.at1m.p95.toFixed(2), ratio: `${(measured.at1m.p95 / measured.at10k.p95).toFixed(2)}× ${fromLabel}` },
  ...(measured.cv && measured.cvTexts
    ? {
        [`CV search p95 ms at 1M (CV texts ${measured.cvTexts.texts}, ${measured.cvTexts.avg} chars each)`]: {
          value: measured.cv.p95.toFixed(2),
          ratio: `${(measured.cv.p95 / measured.at10k.p95).toFixed(2)}× list at ${fromLabel}`,
        },
      }
    : {}),
});

/** Each variant's p95 at each size, to see which one grows. */
export const perVariantTable = (measured: Awaited<ReturnType<typeof growAndMeasure>>) =>
  Object.fromEntries([
    ...measured.variants.map((variant, index) => [
      `list ${index}: ${JSON.stringify(variant).slice(0, 90)}`,
      { '10k': measured.at10k.perVariant[index]!.toFixed(1), '100k': measured.at100k.perVariant[index]!.toFixed(1), '1M': measured.at1m.perVariant[index]!.toFixed(1) },
    ]),
    ...cvVariants.map((variant, index) => [`cv ${index}: ${JSON.stringify(variant.cvSearch)}`, { '1M': measured.cv?.perVariant[index]!.toFixed(1) ?? '' }]),
  ]);
