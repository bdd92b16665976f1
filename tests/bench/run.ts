/**
 * `npm run bench` (never part of `npm test`). Every figure is reported as a ratio to a baseline measured in
 * the same run on the same PostgreSQL, so machines of different speed give comparable numbers:
 * - raw PostgreSQL: 1-row INSERT transactions/s at concurrency 8, and rows/s of 100-row INSERTs;
 * - event append: 1 event with expected revision at concurrency 8 (vs 1-row tx/s), 100-event appends (vs rows/s);
 * - projection rebuild: events/s of rebuilding the candidate list (vs 100-row INSERT rows/s);
 * - candidate list: p95 latency of the list query at 10k and at 100k applications (vs a primary-key SELECT p95).
 * It uses its own database (ats_bench) on the test stack, dropped and recreated each run.
 */
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { performance } from 'node:perf_hooks';
import type { EventMetadata } from '../../domain/shared';
import { createDataSource, migrate } from '../../infra/db/data-source';
import { seedCompany } from '../../infra/db/seed';
import { createEventStore } from '../../infra/event-store';
import { rebuildProjection } from '../../infra/projections/projection-runner';
import { startStack } from '../../infra/stack';
import { candidateListProjector } from '../../projections/candidate-list/candidate-list.projector';
import { queryCandidateList } from '../../projections/candidate-list/candidate-list.query';

const CONCURRENCY = 8;
const SINGLE_TX = Number(process.env.BENCH_SINGLE_TX ?? 4000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const QUERY_RUNS = 200;

const log = (line: string) => console.log(line);
const perSecond = (count: number, ms: number) => (count * 1000) / ms;
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** Runs `total` jobs on `concurrency` lanes. */
const inLanes = async (total: number, concurrency: number, job: (index: number, lane: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let index = next++; index < total; index = next++) await job(index, lane);
    }),
  );
};

const metadata = (companyId: string): EventMetadata => ({
  eventId: randomUUID(),
  companyId,
  actor: { kind: 'user', id: 'bench', name: 'Bench' },
  commandId: randomUUID(),
  correlationId: 'bench',
  causationId: 'bench',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

const main = async () => {
  const stack = await startStack({ profile: 'test', log: (line) => log(`[stack] ${line}`) });
  const adminUrl = stack.env.DATABASE_URL;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS ats_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE ats_bench');
  await admin.end();
  const url = adminUrl.replace(/\/[^/?]+(\?|$)/, '/ats_bench$1');

  const pool = new Pool({ connectionString: url, max: CONCURRENCY + 2 });
  await pool.query('CREATE TABLE bench_rows (id bigserial PRIMARY KEY, stream text NOT NULL, payload jsonb NOT NULL)');
  const payload = JSON.stringify({ type: 'Bench', data: { firstName: 'Layla', lastName: 'Nasser', note: 'x'.repeat(200) } });

  log(`Baseline: ${SINGLE_TX} one-row INSERT transactions at concurrency ${CONCURRENCY}`);
  const singleMs = await timed(() =>
    inLanes(SINGLE_TX, CONCURRENCY, (i) => pool.query('INSERT INTO bench_rows (stream, payload) VALUES ($1, $2)', [`s-${i}`, payload])),
  );
  const singleTxPerSecond = perSecond(SINGLE_TX, singleMs);

  log(`Baseline: ${BATCHES} hundred-row INSERTs`);
  const values = Array.from({ length: 100 }, (_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(',');
  const batchMs = await timed(() =>
    inLanes(BATCHES, 1, (b) =>
      pool.query(`INSERT INTO bench_rows (stream, payload) VALUES ${values}`, Array.from({ length: 100 }, (_, i) => [`b-${b}-${i}`, payload]).flat()),
    ),
  );
  const rowsPerSecond = perSecond(BATCHES * 100, batchMs);

  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await migrate(dataSource);
  const { companyId } = await seedCompany(dataSource, { name: 'Bench', domain: 'bench.example', users: [] });
  const store = await createEventStore({ databaseUrl: url, eventStore: 'postgres' });

  log(`Event append: ${SINGLE_TX} single events with expected revision at concurrency ${CONCURRENCY}`);
  const revisions = new Map<number, number>();
  const appendMs = await timed(() =>
    inLanes(SINGLE_TX, CONCURRENCY, async (_i, lane) => {
      const revision = revisions.get(lane) ?? -1;
      await store.append(`bench-lane${lane}-${companyId}`, [{ type: 'BenchEvent', data: { payload }, metadata: metadata(companyId) }], revision < 0 ? 'no-stream' : revision);
      revisions.set(lane, revision + 1);
    }),
  );
  const appendPerSecond = perSecond(SINGLE_TX, appendMs);

  log(`Event append: ${BATCHES} appends of 100 events`);
  const batchAppendMs = await timed(() =>
    inLanes(BATCHES, 1, (b) =>
      store.append(`bench-batch${b}-${companyId}`, Array.from({ length: 100 }, () => ({ type: 'BenchEvent', data: { payload }, metadata: metadata(companyId) })), 'no-stream'),
    ),
  );
  const batchAppendPerSecond = perSecond(BATCHES * 100, batchAppendMs);

  log(`Writing ${APPLICATIONS} applications as CandidateAddedToJob events (personal data encrypted)`);
  const jobId = randomUUID();
  await inLanes(APPLICATIONS, CONCURRENCY, async (i) => {
    const applicationId = randomUUID();
    await store.append(
      `application-${applicationId}`,
      [
        {
          type: 'CandidateAddedToJob',
          data: {
            applicationId,
            candidateId: randomUUID(),
            jobId: i % 10 === 0 ? randomUUID() : jobId,
            jobName: 'Bench Engineer',
            stageId: `stage-${i % 6}`,
            stageName: `Stage ${i % 6}`,
            origin: 'sourced',
            source: 'Bench',
            ownerId: randomUUID(),
            ownerName: 'Bench Owner',
            personal: { firstName: `First${i}`, lastName: `Last${i}`, email: `candidate${i}@bench.example`, phone: null },
          },
          metadata: metadata(companyId),
        },
      ],
      'no-stream',
    );
  });
  const totalEvents = Number(await store.headPosition());
  log(`Rebuilding the candidate list from ${totalEvents} events`);
  let rebuilt = 0;
  const rebuildMs = await timed(async () => {
    rebuilt = await rebuildProjection(store, dataSource, candidateListProjector);
  });
  const rebuildPerSecond = perSecond(rebuilt, rebuildMs);

  const measureList = async () => {
    const filters = [
      { active: true, page: 1, take: 15 },
      { active: true, page: 20, take: 15, jobRoleIds: [jobId] },
      { active: true, page: 1, take: 15, nameOrEmail: 'First12' },
      { active: true, page: 1, take: 15, stages: ['stage-2'] },
    ];
    const samples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      const filter = filters[run % filters.length];
      samples.push(await timed(() => queryCandidateList(dataSource.manager, { companyId, ...filter })));
    }
    return p95(samples);
  };
  const baselineSelect = async () => {
    const samples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) samples.push(await timed(() => pool.query('SELECT * FROM bench_rows WHERE id = $1', [1 + run])));
    return p95(samples);
  };
  const selectP95 = await baselineSelect();
  const list10k = await measureList();

  log(`Growing the read model to 100k applications (rows written directly: the query is what is measured)`);
  const grow = 100_000 - APPLICATIONS;
  await pool.query(
    `INSERT INTO rm_candidate_list (application_id, company_id, candidate_id, job_id, job_name, stage_id, stage_name, first_name, last_name,
       email, phone, origin, source, owner_id, owner_name, status, archival_reason, applied_at, last_activity_at, revision)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), CASE WHEN n % 10 = 0 THEN gen_random_uuid() ELSE $2::uuid END, 'Bench Engineer',
       'stage-' || (n % 6), 'Stage ' || (n % 6), 'Gen' || n, 'Row' || n, 'gen' || n || '@bench.example', NULL, 'sourced', 'Bench',
       gen_random_uuid(), 'Bench Owner', CASE WHEN n % 5 = 0 THEN 'ARCHIVED' ELSE 'ACTIVE' END, NULL,
       now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval, 0
     FROM generate_series(1, $3) AS n`,
    [companyId, jobId, grow],
  );
  await pool.query('ANALYZE rm_candidate_list');
  const list100k = await measureList();

  const ratio = (value: number, baseline: number) => (value / baseline).toFixed(2);
  console.log('\nResults (ratios against baselines measured in this run)');
  console.table({
    'raw 1-row INSERT tx/s (c=8)': { value: singleTxPerSecond.toFixed(0), ratio: '1.00 (baseline)' },
    'raw 100-row INSERT rows/s': { value: rowsPerSecond.toFixed(0), ratio: '1.00 (baseline)' },
    'append 1 event, expected revision (c=8) events/s': { value: appendPerSecond.toFixed(0), ratio: `${ratio(appendPerSecond, singleTxPerSecond)} of 1-row tx/s` },
    'append 100 events events/s': { value: batchAppendPerSecond.toFixed(0), ratio: `${ratio(batchAppendPerSecond, rowsPerSecond)} of 100-row rows/s` },
    'candidate-list rebuild events/s': { value: rebuildPerSecond.toFixed(0), ratio: `${ratio(rebuildPerSecond, rowsPerSecond)} of 100-row rows/s` },
    'primary-key SELECT p95 ms': { value: selectP95.toFixed(2), ratio: '1.00 (baseline)' },
    [`candidate list p95 ms at ${APPLICATIONS / 1000}k`]: { value: list10k.toFixed(2), ratio: `${ratio(list10k, selectP95)}× PK SELECT` },
    'candidate list p95 ms at 100k': { value: list100k.toFixed(2), ratio: `${ratio(list100k, selectP95)}× PK SELECT` },
  });
  await store.close();
  await dataSource.destroy();
  await pool.end();
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
