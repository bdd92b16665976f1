import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';
import { readAllCheckpoints, readCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import { createDataSource, migrate } from '../db/data-source';
import type { EventStore } from '../event-store/event-store.port';
import { createIsolatedPostgresStore, requireDatabaseUrl, type IsolatedPostgresStore } from '../event-store/postgres-test-support';
import { startEventPipeline, type LogConsumer, type RunningPipeline } from './event-pipeline';

const metadata = (): EventMetadata => ({
  eventId: randomUUID(),
  companyId: randomUUID(),
  actor: { kind: 'user', id: 'u', name: 'Test' },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

/** Counts the reads of the log that reach the store, whatever asks for them. */
const countingReads = (store: EventStore) => {
  let reads = 0;
  const counted: Pick<EventStore, 'readAll'> = {
    readAll: (from, options) => {
      reads += 1;
      return store.readAll(from, options);
    },
  };
  return { store: counted, reads: () => reads };
};

const waitUntil = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A consumer that remembers what it saw and moves its checkpoint (as the relay and starters do). */
const recordingConsumer = (dataSource: DataSource, name: string, options: { canHandle?: string[]; failWhile?: () => boolean } = {}) => {
  const seen: RecordedEvent[] = [];
  const consumer: LogConsumer = {
    name,
    canHandle: options.canHandle ? new Set(options.canHandle) : undefined,
    async handle(events, through) {
      if (options.failWhile?.()) throw new Error(`${name} cannot handle ${events[0].type} yet`);
      seen.push(...events);
      await dataSource.query(
        `INSERT INTO checkpoints (name, position, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now(), failures = 0, failing_since = NULL, last_error = NULL`,
        [name, through.toString()],
      );
    },
  };
  return { consumer, seen };
};

describe('event pipeline: one reader of the log for every consumer', () => {
  let isolated: IsolatedPostgresStore;
  let dataSource: DataSource;
  let pipeline: RunningPipeline | undefined;

  beforeAll(async () => {
    dataSource = createDataSource(requireDatabaseUrl(), { poolSize: 4 });
    await dataSource.initialize();
    await migrate(dataSource);
  });
  beforeEach(async () => {
    isolated = await createIsolatedPostgresStore();
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = undefined;
    await isolated.dispose();
  });
  afterAll(async () => {
    // These consumers read a store of their own: leave no checkpoint for /api/health to judge.
    await dataSource.query(`DELETE FROM checkpoints WHERE name LIKE 'pipeline-test:%'`);
    await dataSource.destroy();
  });

  const appendMany = async (count: number, type = 'SomethingHappened') => {
    for (let index = 0; index < count; index += 50) {
      const stream = `test-${randomUUID()}`;
      const batch = Array.from({ length: Math.min(50, count - index) }, (_, n) => ({ type, data: { n: index + n }, metadata: metadata() }));
      await isolated.store.append(stream, batch, 'no-stream');
    }
    return isolated.store.headPosition();
  };

  it('delivers every event in order to each of ten consumers with about the reads of one', async () => {
    const head = await appendMany(1000);
    const run = async (consumers: number) => {
      const prefix = `pipeline-test:${randomUUID()}`;
      const counting = countingReads(isolated.store);
      const recorders = Array.from({ length: consumers }, (_, index) => recordingConsumer(dataSource, `${prefix}:${index}`));
      const running = await startEventPipeline({ store: counting.store, dataSource, consumers: recorders.map((r) => r.consumer), batchSize: 100 });
      await waitUntil('every consumer reached the head', async () =>
        recorders.every((r) => r.seen.length === 1000),
      );
      const readsAtHead = counting.reads();
      await running.stop();
      for (const recorder of recorders) {
        expect(recorder.seen.map((event) => event.position)).toEqual([...recorder.seen.map((event) => event.position)].sort((a, b) => (a < b ? -1 : 1)));
        expect(await readCheckpoint(dataSource.manager, recorder.consumer.name)).toBe(head);
      }
      return readsAtHead;
    };
    const readsForOne = await run(1);
    const readsForTen = await run(10);
    // Ten consumers share the tail reads: not ten times the reads of one (idle polls at the head add a few).
    expect(readsForTen).toBeLessThan(readsForOne * 2 + 5);
  });

  it('passes over the types a consumer does not handle, yet moves its checkpoint past them', async () => {
    await appendMany(30, 'Ignored');
    await appendMany(20, 'Wanted');
    const head = await isolated.store.headPosition();
    const picky = recordingConsumer(dataSource, `pipeline-test:${randomUUID()}`, { canHandle: ['Wanted'] });
    pipeline = await startEventPipeline({ store: isolated.store, dataSource, consumers: [picky.consumer] });
    await waitUntil('the checkpoint reached the head', async () => (await readCheckpoint(dataSource.manager, picky.consumer.name)) === head);
    expect(picky.seen).toHaveLength(20);
    expect(new Set(picky.seen.map((event) => event.type))).toEqual(new Set(['Wanted']));
  });

  it('a failing consumer is reported and retried while the others go on; fixed, it catches up', async () => {
    let broken = true;
    const healthy = recordingConsumer(dataSource, `pipeline-test:${randomUUID()}`);
    const failing = recordingConsumer(dataSource, `pipeline-test:${randomUUID()}`, { failWhile: () => broken });
    const errors: string[] = [];
    pipeline = await startEventPipeline({
      store: isolated.store,
      dataSource,
      consumers: [failing.consumer, healthy.consumer],
      firstRetryMs: 50,
      maxRetryMs: 200,
      onError: (name) => errors.push(name),
    });
    const head = await appendMany(120);
    await waitUntil('the healthy consumer reached the head', () => healthy.seen.length === 120);
    await waitUntil('the failure was recorded twice', async () => {
      const status = (await readAllCheckpoints(dataSource.manager)).find((row) => row.name === failing.consumer.name);
      return (status?.failures ?? 0) >= 2;
    });
    const status = (await readAllCheckpoints(dataSource.manager)).find((row) => row.name === failing.consumer.name)!;
    expect(status.lastError).toContain('cannot handle');
    expect(status.failingSince).not.toBeNull();
    expect(failing.seen).toHaveLength(0);
    expect(errors.every((name) => name === failing.consumer.name)).toBe(true);

    broken = false;
    // The consumer sees a batch before its checkpoint is written: wait for the checkpoint, not for `seen`.
    await waitUntil('the fixed consumer caught up', async () => (await readCheckpoint(dataSource.manager, failing.consumer.name)) === head);
    expect(failing.seen).toHaveLength(120);
    const recovered = (await readAllCheckpoints(dataSource.manager)).find((row) => row.name === failing.consumer.name)!;
    expect(recovered).toMatchObject({ position: head, failures: 0, lastError: null, failingSince: null });
  });
});
