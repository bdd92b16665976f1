/**
 * `npm run bench` (never part of `npm test`). Every figure is reported as a ratio to a baseline measured in
 * the same run on the same PostgreSQL, so machines of different speed give comparable numbers:
 * - raw PostgreSQL: 1-row INSERT transactions/s at concurrency 8, and rows/s of 100-row INSERTs;
 * - event append: 1 event with expected revision at concurrency 8 (vs 1-row tx/s): the store as the apps use it
 *   (transaction-id ordering, group commit), and in the same rounds each ordering with every append its own
 *   statement, so the two techniques compare alone (ADRs 0010, 0015); 100-event appends (vs rows/s);
 * - HTTP command: move-to-stage through the real API (load the stream, decide, append) at concurrency 8 (vs 1-row tx/s);
 * - projection rebuild: events/s of rebuilding the candidate list (vs 100-row INSERT rows/s);
 * - event pipeline: events/s delivered to 10 consumers (vs to 1 consumer), measured 1, 10, 10, 1 in every round;
 * Baselines and subjects alternate over BENCH_ROUNDS rounds after a warm-up; each ratio is the median with its spread.
 * - candidate list (issue 8): p95 latency of the list query (filters, sorts, pages, grouping, tab counts) at 10k, 100k and
 *   1M applications of one company (target: 1M ≤ 2× 10k), and CV search at 1M with a CV text per application
 *   (tests/bench/candidate-list.bench.ts); `BENCH_ONLY=candidate-list npm run bench` runs this one alone, its 10k rows
 *   written directly too (`BENCH_EXPLAIN=1` adds EXPLAIN (ANALYZE, BUFFERS) of the slow statements at 1M);
 * - jobs list: p95 latency of the jobs list (tabs, counts, search, filters) for a company with 10k jobs vs one with 100.
 * - interview slots: p95 of self-scheduling's free slots, 5 interviewers × 60 days with 2,000 busy blocks, vs 1 interviewer
 *   with none (tests/bench/interview-slots.bench.ts; pure computation, no database).
 * - bulk archive (issue 9): a 500-item bulk archive's items/s vs the single archive command's (target ≥ 0.5×);
 *   `BENCH_ONLY=bulk-archive npm run bench` runs this one alone.
 * - `BENCH_ONLY=rebuild npm run bench` runs the projection rebuild alone (with and without rows carried between batches);
 *   `BENCH_ONLY=command npm run bench` the HTTP command alone.
 * - apply (issue 12): 100 candidates apply to one job at once (code, job page, CV, application sent twice at once):
 *   errors, applications stored (exactly one per candidate), p95 of the job page and of the submission vs the
 *   health endpoint's p95 at the same concurrency; `BENCH_ONLY=apply npm run bench` runs this one alone.
 * It uses its own database (ats_bench) on the test stack, dropped and recreated each run.
 */
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { performance } from 'node:perf_hooks';
import type { EventMetadata } from '@ats/domain/shared';
import { createDataSource, migrate } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { CandidateKeyStore, EncryptingEventStore, PostgresEventStore, createEventStore } from '@ats/infra/event-store';
import { signInThroughApi } from '@ats/infra/runtime/api-sign-in';
import { startEventPipeline, type LogConsumer } from '@ats/infra/pipeline/event-pipeline';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import { startStack } from '@ats/infra/stack';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { listJobs, recountTabs, type JobListFilter, type JobListTab } from '@ats/projections/jobs/jobs.query';
import { benchInterviewSlots } from './interview-slots.bench';
import { startBulkArchiveBench } from './bulk-archive.bench';
import { runApplyBench } from './apply.bench';
import { candidateListRows, growAndMeasure, insertBenchJob, insertListRows, perVariantTable } from './candidate-list.bench';

const CONCURRENCY = 8;
const SINGLE_TX = Number(process.env.BENCH_SINGLE_TX ?? 4000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1000);
const MOVES_PER_APPLICATION = 10;
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The median of a few ratios and their spread, so two runs can be compared (they should agree within 10%). */
const summarise = (ratios: number[]) => {
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { median, low: sorted[0], high: sorted[sorted.length - 1] };
};
const describeRatio = (ratios: number[], unit: string) => {
  const { median, low, high } = summarise(ratios);
  return `${median.toFixed(2)} ${unit} (${ratios.length} rounds: ${low.toFixed(2)}–${high.toFixed(2)})`;
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

  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await migrate(dataSource);
  const adminEmail = 'admin@bench.example';
  const { companyId } = await seedCompany(dataSource, {
    name: 'Bench',
    domain: 'bench.example',
    users: [{ firstName: 'Ada', lastName: 'Admin', email: adminEmail, roles: ['COMPANY_ADMIN'] }],
  });
  const store = await createEventStore({ databaseUrl: url, eventStore: 'postgres' });
  // The ordering ADR 0010 replaced, and the kept one without group commit (ADR 0015), each in a schema of its
  // own in the same database, behind the same wrapper.
  const storeInSchema = async (schema: string, options: Partial<ConstructorParameters<typeof PostgresEventStore>[0]>) => {
    const ownPool = new Pool({ connectionString: url, max: CONCURRENCY + 2 });
    const inner = new PostgresEventStore({ pool: ownPool, schema, ...options });
    await inner.ensureSchema();
    return { pool: ownPool, store: new EncryptingEventStore(inner, new CandidateKeyStore({ pool: ownPool })) };
  };
  const locked = await storeInSchema('bench_advisory_lock', { ordering: 'advisory-lock' });
  const lockedStore = locked.store;
  const ungrouped = await storeInSchema('bench_ungrouped', { ordering: 'transaction-id', appendsInFlight: 0 });
  const ungroupedStore = ungrouped.store;
  const closeAll = async () => {
    await store.close();
    await lockedStore.close();
    await locked.pool.end();
    await ungroupedStore.close();
    await ungrouped.pool.end();
    await dataSource.destroy();
    await pool.end();
  };
  /** How many events the log holds (positions are not a count: they derive from transaction ids). */
  const eventCount = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

  /** The bulk archive bench's rounds, through the in-process API (and the only one run with BENCH_ONLY=bulk-archive). */
  const bulkArchiveRatios = async () => {
    const commands = await startCommandBench(url, stack.env, adminEmail, store, dataSource);
    const bulk = await startBulkArchiveBench({
      api: commands,
      store,
      dataSource,
      companyId,
      temporalAddress: stack.env.TEMPORAL_ADDRESS,
      namespace: stack.env.TEMPORAL_NAMESPACE ?? 'default',
      concurrency: CONCURRENCY,
      singleCommands: 200,
      inLanes,
    });
    const ratios: number[] = [];
    try {
      await bulk.round(); // warm-up
      for (let round = 0; round < ROUNDS; round += 1) {
        const measured = await bulk.round();
        log(`bulk archive round ${round}: ${measured.bulkRate.toFixed(0)} items/s vs single ${measured.singleRate.toFixed(0)}/s = ${measured.ratio.toFixed(2)}×`);
        ratios.push(measured.ratio);
      }
    } finally {
      await bulk.close();
      await commands.close();
    }
    return ratios;
  };
  /** Issue 12's load through the in-process API (and the only one run with BENCH_ONLY=apply). */
  const applyLoad = async () => {
    const commands = await startCommandBench(url, stack.env, adminEmail, store, dataSource);
    try {
      const measured = await runApplyBench({ apiUrl: commands.apiUrl, databaseUrl: url, dataSource, jobId: commands.jobId, companyId });
      measured.errors.slice(0, 5).forEach((error) => log(`apply error: ${error}`));
      return measured;
    } finally {
      await commands.close();
    }
  };
  const applyRows = (measured: Awaited<ReturnType<typeof applyLoad>>) => ({
    [`${measured.candidates} concurrent applicants: errors (target 0)`]: { value: String(measured.errors.length), ratio: '' },
    'applications stored / answered (target = applicants, each added once)': {
      value: `${measured.storedStreams} streams, ${measured.storedAdditions} additions / ${measured.answeredApplications} answered`,
      ratio: '',
    },
    'health p95 ms at the same concurrency': { value: measured.healthP95.toFixed(1), ratio: '1.00 (baseline)' },
    'career job page + apply form p95 ms': { value: measured.jobPageP95.toFixed(1), ratio: `${(measured.jobPageP95 / measured.healthP95).toFixed(2)}× health` },
    'CV upload + application p95 ms': { value: measured.submitP95.toFixed(1), ratio: `${(measured.submitP95 / measured.healthP95).toFixed(2)}× health` },
  });
  if (process.env.BENCH_ONLY === 'apply') {
    console.table(applyRows(await applyLoad()));
    await store.close();
    await dataSource.destroy();
    await pool.end();
    return;
  }
  if (process.env.BENCH_ONLY === 'candidate-list') {
    const jobId = randomUUID();
    await insertBenchJob(pool, companyId, jobId);
    await insertListRows(pool, companyId, jobId, 1, APPLICATIONS);
    const measured = await growAndMeasure({ pool, dataSource, companyId, jobId, from: APPLICATIONS, log });
    console.table(perVariantTable(measured));
    console.table(candidateListRows(measured, `${APPLICATIONS / 1000}k`));
    await closeAll();
    return;
  }
  if (process.env.BENCH_ONLY === 'bulk-archive') {
    const ratios = await bulkArchiveRatios();
    console.table({ '500-item bulk archive items/s (target ≥ 0.5×)': { ratio: describeRatio(ratios, '× single archive commands/s') } });
    await store.close();
    await dataSource.destroy();
    await pool.end();
    return;
  }

  // Baseline and subject alternate in every round, each long enough to warm up, so a noisy neighbour or a
  // checkpoint of PostgreSQL's hits both alike; the median ratio is reported with its spread.
  const values = Array.from({ length: 100 }, (_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(',');
  const singleTx = async (round: number) =>
    perSecond(SINGLE_TX, await timed(() => inLanes(SINGLE_TX, CONCURRENCY, (i) => pool.query('INSERT INTO bench_rows (stream, payload) VALUES ($1, $2)', [`s-${round}-${i}`, payload]))));
  const hundredRows = async (round: number) =>
    perSecond(
      BATCHES * 100,
      await timed(() =>
        inLanes(BATCHES, 1, (b) =>
          pool.query(`INSERT INTO bench_rows (stream, payload) VALUES ${values}`, Array.from({ length: 100 }, (_, i) => [`b-${round}-${b}-${i}`, payload]).flat()),
        ),
      ),
    );
  const appendOne = async (round: number, subject = store) => {
    const revisions = new Map<number, number>();
    return perSecond(
      SINGLE_TX,
      await timed(() =>
        inLanes(SINGLE_TX, CONCURRENCY, async (_i, lane) => {
          const revision = revisions.get(lane) ?? -1;
          await subject.append(`bench-r${round}-lane${lane}-${companyId}`, [{ type: 'BenchEvent', data: { payload }, metadata: metadata(companyId) }], revision < 0 ? 'no-stream' : revision);
          revisions.set(lane, revision + 1);
        }),
      ),
    );
  };
  const appendHundred = async (round: number) =>
    perSecond(
      BATCHES * 100,
      await timed(() =>
        inLanes(BATCHES, 1, (b) =>
          store.append(`bench-r${round}-batch${b}-${companyId}`, Array.from({ length: 100 }, () => ({ type: 'BenchEvent', data: { payload }, metadata: metadata(companyId) })), 'no-stream'),
        ),
      ),
    );

  /** The HTTP command's rounds (and the only one run with BENCH_ONLY=command, e.g. under `node --cpu-prof`). */
  const httpCommandRatios = async () => {
    log(`Warm-up, then ${ROUNDS} rounds: ${COMMANDS} move-to-stage commands over HTTP at concurrency ${CONCURRENCY} vs one-row INSERTs`);
    const ratios: number[] = [];
    const commands = await startCommandBench(url, stack.env, adminEmail, store, dataSource);
    try {
      await commands.run();
      for (let round = 0; round < ROUNDS; round += 1) {
        const baseline = await singleTx(2000 + round);
        const subject = await commands.run();
        const after = await singleTx(3000 + round);
        log(`command round ${round}: ${subject.toFixed(0)} commands/s vs ${((baseline + after) / 2).toFixed(0)} 1-row tx/s`);
        ratios.push(subject / ((baseline + after) / 2));
      }
    } finally {
      await commands.close();
    }
    return ratios;
  };
  if (process.env.BENCH_ONLY === 'command') {
    console.table({ 'HTTP move-to-stage command (c=8)': { value: '', ratio: describeRatio(await httpCommandRatios(), '× 1-row tx/s') } });
    await closeAll();
    return;
  }

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
  const totalEvents = await eventCount();
  // Measured before the append rounds add their events: every event replayed here is one the projection handles.
  log(`${ROUNDS} rounds: rebuilding the candidate list from ${totalEvents} events vs hundred-row INSERTs`);
  const rebuildRatios: number[] = [];
  // The same rebuild without carrying rows between batches (each batch read back, upserted, then the next
  // folded, as before ADR 0015's addendum but with the faster serialising): what carrying adds, in the same rounds.
  const uncarriedRatios: number[] = [];
  const uncarried = { ...candidateListProjector, carriesRows: false };
  let rebuildPerSecond = 0;
  const rebuildRate = async (projector: typeof candidateListProjector) => {
    let rebuilt = 0;
    const rebuildMs = await timed(async () => {
      rebuilt = await rebuildProjection(store, dataSource, projector);
    });
    return perSecond(rebuilt, rebuildMs);
  };
  await hundredRows(99);
  await rebuildRate(candidateListProjector); // warm-up
  await rebuildRate(uncarried);
  for (let round = 0; round < ROUNDS; round += 1) {
    const rows = await hundredRows(100 + round);
    // Alternating which goes first, so neither always follows the baseline.
    const subjects = round % 2 === 0 ? [candidateListProjector, uncarried] : [uncarried, candidateListProjector];
    for (const subject of subjects) {
      const rate = await rebuildRate(subject);
      if (subject === uncarried) uncarriedRatios.push(rate / rows);
      else {
        rebuildPerSecond = rate;
        rebuildRatios.push(rate / rows);
      }
    }
  }
  const rebuildFigures = {
    'candidate-list rebuild': { value: `${rebuildPerSecond.toFixed(0)} events/s`, ratio: describeRatio(rebuildRatios, '× 100-row rows/s') },
    'the same without rows carried between batches': { value: '', ratio: describeRatio(uncarriedRatios, '× 100-row rows/s') },
  };
  if (process.env.BENCH_ONLY === 'rebuild') {
    console.table({ 'raw PostgreSQL 100-row INSERT (a last round)': { value: `${(await hundredRows(200)).toFixed(0)} rows/s`, ratio: '1.00 (baseline)' }, ...rebuildFigures });
    await closeAll();
    return;
  }

  log(`Warm-up, then ${ROUNDS} rounds: ${SINGLE_TX} one-row INSERTs vs single-event appends at concurrency ${CONCURRENCY} (as the apps append; transaction-id and advisory-lock, each without group commit); ${BATCHES} hundred-row INSERTs vs 100-event appends`);
  await singleTx(-1);
  const appendSubjects = [store, ungroupedStore, lockedStore];
  for (const subject of appendSubjects) await appendOne(-1, subject);
  const singleTxRates: number[] = [];
  const rowsRates: number[] = [];
  const appendRatios: number[] = [];
  const ungroupedAppendRatios: number[] = [];
  const lockedAppendRatios: number[] = [];
  const batchAppendRatios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // The subjects rotate every round, so none always runs right after the baseline.
    const baseline = await singleTx(round);
    const rates = new Map<(typeof appendSubjects)[number], number>();
    for (let turn = 0; turn < appendSubjects.length; turn += 1) {
      const subject = appendSubjects[(round + turn) % appendSubjects.length]!;
      rates.set(subject, await appendOne(round, subject));
    }
    const after = await singleTx(1000 + round);
    const base = (baseline + after) / 2;
    singleTxRates.push(base);
    appendRatios.push(rates.get(store)! / base);
    ungroupedAppendRatios.push(rates.get(ungroupedStore)! / base);
    lockedAppendRatios.push(rates.get(lockedStore)! / base);
    const rows = await hundredRows(round);
    const batched = await appendHundred(round);
    rowsRates.push(rows);
    batchAppendRatios.push(batched / rows);
  }
  const singleTxPerSecond = summarise(singleTxRates).median;
  const rowsPerSecond = summarise(rowsRates).median;

  const commandRatios = await httpCommandRatios();

  log(`Warm-up, then ${ROUNDS} rounds: a 500-item bulk archive (API + workflow + activities) vs single archive commands over HTTP at concurrency ${CONCURRENCY}`);
  const bulkRatios = await bulkArchiveRatios();

  log('100 candidates applying to one job at once through the apply portal');
  const applied = await applyLoad();

  const deliveredEvents = await eventCount();
  log(`${ROUNDS} rounds: the event pipeline delivering ${deliveredEvents} events to 1 consumer, 10, 10, then 1`);
  /** Events/s until every one of `count` consumers (each moving its own checkpoint) has reached the head. */
  const downstream = async (count: number, run: string) => {
    const head = await store.headPosition();
    const reached = new Set<string>();
    const consumers: LogConsumer[] = Array.from({ length: count }, (_, index) => ({
      name: `bench-${run}-${count}-${index}`,
      async handle(events, through) {
        await writeCheckpoint(dataSource.manager, `bench-${run}-${count}-${index}`, through);
        if (through >= head) reached.add(`${index}`);
      },
    }));
    const started = performance.now();
    const pipeline = await startEventPipeline({ store, dataSource, consumers, batchSize: 500 });
    while (reached.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
    const ms = performance.now() - started;
    await pipeline.stop();
    return ms;
  };
  await downstream(1, 'warm-up');
  const fanOutRatios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // 1, 10, 10, 1: a drift in the machine's speed during the round hits both alike.
    const one = await downstream(1, `${round}a`);
    const ten = (await downstream(10, `${round}b`)) + (await downstream(10, `${round}c`));
    fanOutRatios.push((one + (await downstream(1, `${round}d`))) / ten);
  }

  const baselineSelect = async () => {
    const samples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) samples.push(await timed(() => pool.query('SELECT * FROM bench_rows WHERE id = $1', [1 + run])));
    return p95(samples);
  };
  const selectP95 = await baselineSelect();
  await insertBenchJob(pool, companyId, jobId);
  await pool.query('VACUUM ANALYZE rm_candidate_list');
  const listGrowth = await growAndMeasure({ pool, dataSource, companyId, jobId, from: APPLICATIONS, log });
  console.table(perVariantTable(listGrowth));

  log('Jobs list: a company with 100 jobs and one with 10k (rows written directly: the query is what is measured)');
  const jobsP95 = async (count: number) => {
    const company = randomUUID();
    const department = randomUUID();
    await pool.query(
      `INSERT INTO rm_jobs (id, company_id, name, display_name, status, kind, owner_id, department_id, career_page, confidential,
         published_at, stages, job, revision, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'Bench Engineer ' || n, 'Bench Engineer ' || n,
         (ARRAY['DRAFT', 'PUBLISHED', 'CLOSED'])[1 + n % 3], CASE WHEN n % 50 = 0 THEN 'TALENT_POOL' ELSE 'JOB' END, gen_random_uuid(),
         CASE WHEN n % 4 = 0 THEN $2::uuid END, n % 3 = 1, n % 7 = 0, now() - (n || ' minutes')::interval, '[]', '{}', 1,
         now() - (n || ' minutes')::interval, now()
       FROM generate_series(1, $3) AS n`,
      [company, department, count],
    );
    // What the jobs projection keeps beside its rows, and the table as autovacuum leaves it.
    await recountTabs(dataSource.manager, [company]);
    await pool.query('VACUUM ANALYZE rm_jobs');
    const variants: Array<[JobListFilter, JobListTab, number]> = [
      [{ jobIds: null }, 'PUBLISHED', 1],
      [{ jobIds: null, search: 'Engineer 12' }, 'PUBLISHED', 1],
      [{ jobIds: null, departmentIds: [department] }, 'DRAFT', 1],
      [{ jobIds: null, visibility: 'confidential', publishedType: 'careerPage' }, 'PUBLISHED', 1],
    ];
    const samples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      const [filter, tab, page] = variants[run % variants.length];
      samples.push(await timed(() => listJobs(dataSource.manager, company, filter, tab, page, 10)));
    }
    return p95(samples);
  };
  const jobs100 = await jobsP95(100);
  const jobs10k = await jobsP95(10_000);

  log('Interview slots: 5 interviewers × 60 days with 2,000 busy blocks vs 1 interviewer with none');
  const slots = benchInterviewSlots();

  const ratio = (value: number, baseline: number) => (value / baseline).toFixed(2);
  console.log('\nResults (ratios against baselines measured in this run)');
  console.table({
    'raw 1-row INSERT tx/s (c=8), median': { value: singleTxPerSecond.toFixed(0), ratio: '1.00 (baseline)' },
    'raw 100-row INSERT rows/s, median': { value: rowsPerSecond.toFixed(0), ratio: '1.00 (baseline)' },
    'append 1 event, expected revision (c=8)': { value: '', ratio: describeRatio(appendRatios, '× 1-row tx/s') },
    '  transaction-id, no group commit': { value: '', ratio: describeRatio(ungroupedAppendRatios, '× 1-row tx/s') },
    '  advisory-lock, no group commit': { value: '', ratio: describeRatio(lockedAppendRatios, '× 1-row tx/s') },
    'HTTP move-to-stage command (c=8)': { value: '', ratio: describeRatio(commandRatios, '× 1-row tx/s') },
    'append 100 events in one call': { value: '', ratio: describeRatio(batchAppendRatios, '× 100-row rows/s') },
    ...rebuildFigures,
    'pipeline to 10 consumers': { value: '', ratio: describeRatio(fanOutRatios, '× 1 consumer events/s') },
    'primary-key SELECT p95 ms': { value: selectP95.toFixed(2), ratio: '1.00 (baseline)' },
    ...candidateListRows(listGrowth, `${APPLICATIONS / 1000}k`),
    'jobs list p95 ms, 100 jobs': { value: jobs100.toFixed(2), ratio: '1.00 (baseline)' },
    'jobs list p95 ms, 10k jobs (target ≤ 2×)': { value: jobs10k.toFixed(2), ratio: `${ratio(jobs10k, jobs100)}× 100 jobs` },
    'interview slots p95 ms, 1 interviewer, no busy time': { value: slots.baselineP95.toFixed(2), ratio: '1.00 (baseline)' },
    'interview slots p95 ms, 5 interviewers × 60 days, 2,000 busy': { value: slots.subjectP95.toFixed(2), ratio: `${slots.ratio.toFixed(2)}× 1 interviewer` },
    '500-item bulk archive items/s (target ≥ 0.5×)': { value: '', ratio: describeRatio(bulkRatios, '× single archive commands/s') },
    ...applyRows(applied),
  });
  await closeAll();
};

/**
 * The real API in this process on the bench database, signed in as the company's admin, with one published
 * job. `run` adds applications (untimed), then moves each back and forth between two stages 10 times through
 * `POST /api/job-applications/:id/move-to-stage` (load the stream, decide, append) and answers commands/s.
 */
const startCommandBench = async (
  databaseUrl: string,
  stackEnv: Record<string, string>,
  email: string,
  store: { close(): Promise<void> } & Parameters<typeof rebuildProjection>[0],
  dataSource: Parameters<typeof rebuildProjection>[1],
) => {
  Object.assign(process.env, stackEnv, { DATABASE_URL: databaseUrl, ATS_DEV_MAILBOX: 'false' });
  const { createApiApp } = await import('@ats/api/api-app');
  const app = await createApiApp({ logger: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const apiUrl = `http://127.0.0.1:${address.port}`;
  const { accessToken } = await signInThroughApi(apiUrl, databaseUrl, email);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const role = await call<{ id: string }>('POST', '/company-roles', { name: 'Bench Engineer' });
  await call('PATCH', `/company-roles/publish/${role.id}`);
  await rebuildProjection(store, dataSource, jobsProjector);
  const job = await call<{ stages: Array<{ id: string; name: string }> }>('GET', `/company-roles/${role.id}`);
  const stages = ['Screening', 'Interview'].map((name) => job.stages.find((stage) => stage.name === name)!.id);
  /** Applications of a realistic length: each takes MOVES_PER_APPLICATION moves, then the lane takes a fresh one. */
  const addApplications = async (count: number) => {
    const added: Array<{ id: string; revision: number }> = [];
    await inLanes(count, CONCURRENCY, async (index) => {
      added.push(
        await call<{ id: string; revision: number }>('POST', '/job-applications', {
          jobId: role.id,
          origin: 'sourced',
          source: 'Bench',
          firstName: 'Layla',
          lastName: `Bench${index}`,
          email: `bench.${randomUUID().slice(0, 8)}@bench.example`,
        }),
      );
    });
    return added;
  };
  return {
    call,
    addApplications,
    run: async () => {
      const applications = await addApplications(Math.ceil(COMMANDS / MOVES_PER_APPLICATION)); // not timed
      return perSecond(
        applications.length * MOVES_PER_APPLICATION,
        await timed(() =>
          // A lane takes an application and moves it 10 times in a row, so no two lanes contend for one stream.
          inLanes(applications.length, CONCURRENCY, async (index) => {
            const application = applications[index];
            for (let move = 0; move < MOVES_PER_APPLICATION; move += 1) {
              const moved = await call<{ revision: number }>('POST', `/job-applications/${application.id}/move-to-stage`, {
                stageId: stages[application.revision % 2], // never the stage it is in
                expectedRevision: application.revision,
              });
              application.revision = moved.revision;
            }
          }),
        ),
      );
    },
    apiUrl,
    jobId: role.id,
    close: () => app.close(),
  };
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
