import { Client, Pool } from 'pg';
import type { RecordedEvent } from '@ats/domain/shared';
import {
  deferred,
  describeEventStoreContract,
  expectStrictlyIncreasing,
  makeEvent,
  newStream,
  pause,
  waitFor,
} from './event-store.contract';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type Subscription,
} from './event-store.port';
import { EVENTS_PER_TRANSACTION, PostgresEventStore, type GlobalOrdering } from './postgres-event-store';
import {
  createIsolatedPostgresStore,
  randomSchemaName,
  requireDatabaseUrl,
  type IsolatedPostgresStore,
} from './postgres-test-support';
import { DuplicateEventIdError } from './errors';

const ORDERINGS: GlobalOrdering[] = ['transaction-id', 'advisory-lock'];

for (const ordering of ORDERINGS) {
  describeEventStoreContract(`PostgreSQL (${ordering} ordering)`, async () => {
    const isolated = await createIsolatedPostgresStore({ ordering });
    return { store: isolated.store, dispose: isolated.dispose, beginAppend: isolated.beginAppend };
  });
}

describe.each(ORDERINGS)('PostgreSQL event store (%s ordering): concurrency and global order', (ordering) => {
  let isolated: IsolatedPostgresStore;
  const subscriptions: Subscription[] = [];
  /** Raw connections a test holds a transaction open on; closed even when the test fails half-way. */
  const rawClients: Client[] = [];

  beforeEach(async () => {
    isolated = await createIsolatedPostgresStore({ ordering });
  });
  afterEach(async () => {
    await Promise.all(rawClients.splice(0).map((client) => client.end().catch(() => undefined)));
    await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
    await isolated.dispose();
  });

  /** Records everything a subscription delivers; fails the test if the subscription fails. */
  const collect = (from: bigint, onLive?: () => void): { received: RecordedEvent[]; failure: () => unknown } => {
    const received: RecordedEvent[] = [];
    let failure: unknown;
    subscriptions.push(
      isolated.store.subscribeToAll(
        from,
        async (event) => {
          received.push(event);
          await new Promise((resolve) => setImmediate(resolve)); // give writers a chance to interleave
        },
        { onLive, onError: (error) => (failure = error) },
      ),
    );
    return { received, failure: () => failure };
  };

  it('20 concurrent appenders at the same expected revision: exactly one wins per revision, nothing lost or duplicated', async () => {
    const { store } = isolated;
    const stream = newStream();

    const creations = await Promise.allSettled(
      range(20).map(() => store.append(stream, [makeEvent('Created')], 'no-stream')),
    );
    expect(fulfilled(creations)).toHaveLength(1);
    expect(rejected(creations)).toHaveLength(19);
    expect(rejected(creations).every((error) => error instanceof WrongExpectedRevisionError)).toBe(true);

    const moves = await Promise.allSettled(range(20).map(() => store.append(stream, [makeEvent('Moved')], 0)));
    expect(fulfilled(moves).map((result) => result.nextRevision)).toEqual([1]);
    expect(rejected(moves).every((error) => error instanceof WrongExpectedRevisionError && error.actual === 1)).toBe(
      true,
    );

    // Then sustained contention: each of 20 workers lands 5 events, re-reading after every conflict.
    const landed: string[] = [];
    const wonRevisions: number[] = [];
    let conflicts = 0;
    await Promise.all(
      range(20).map(async (worker) => {
        for (let done = 0; done < 5;) {
          const current = (await store.readStream(stream)).at(-1)!.revision;
          const event = makeEvent('Moved', { worker, done });
          try {
            wonRevisions.push((await store.append(stream, [event], current)).nextRevision);
            landed.push(event.metadata.eventId);
            done++;
          } catch (error) {
            if (!(error instanceof WrongExpectedRevisionError)) throw error;
            conflicts++;
          }
        }
      }),
    );

    const events = await store.readStream(stream);
    expect(events.map((event) => event.revision)).toEqual(range(102));
    expect(
      events
        .slice(2)
        .map((event) => event.metadata.eventId)
        .sort(),
    ).toEqual([...landed].sort());
    expect([...wonRevisions].sort((a, b) => a - b)).toEqual(range(100).map((n) => n + 2));
    expect(new Set(events.map((event) => event.metadata.eventId)).size).toBe(102);
    expect(conflicts).toBeGreaterThan(0); // the test did exercise contention
  });

  it('8 workers x 50 appends over 20 streams: subscribers get every committed event once, positions strictly increasing', async () => {
    const { store } = isolated;
    const streams = range(20).map(() => newStream());
    const early = collect(0n);
    let late: ReturnType<typeof collect> | undefined;
    const committed: string[] = [];

    await Promise.all(
      range(8).map(async (worker) => {
        for (let i = 0; i < 50; i++) {
          const stream = streams[(worker * 7 + i * 13) % streams.length]!;
          // Every third append carries two events: multi-event appends must stay contiguous and ordered.
          const events = range(i % 3 === 0 ? 2 : 1).map((n) => makeEvent('Appended', { worker, i, n }));
          await store.append(stream, events, 'any');
          committed.push(...events.map((event) => event.metadata.eventId));
          // Half-way, a second subscriber starts from zero and has to catch up while writers keep going.
          if (worker === 0 && i === 25) late = collect(0n);
        }
      }),
    );

    const total = 8 * 50 + 8 * 17;
    expect(committed).toHaveLength(total);
    for (const subscriber of [early, late!]) {
      await waitFor(
        () => subscriber.received.length >= total || subscriber.failure() !== undefined,
        30_000,
        'subscriber to catch up',
      );
    }
    await pause(500); // duplicates, if any, would arrive now

    const all = await store.readAll(0n);
    for (const subscriber of [early, late!]) {
      expect(subscriber.failure()).toBeUndefined();
      const ids = subscriber.received.map((event) => event.metadata.eventId);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect([...ids].sort()).toEqual([...committed].sort());
      expectStrictlyIncreasing(subscriber.received.map((event) => event.position));
      expect(ids).toEqual(all.map((event) => event.metadata.eventId));
      expectContiguousRevisionsPerStream(subscriber.received);
    }
  });

  describe('an append whose transaction stalls', () => {
    /** Starts an append exactly as the adapter does, in a transaction the test keeps open. */
    const beginStalledAppend = async (event: EventToAppend): Promise<{ client: Client; position: bigint }> => {
      const client = new Client({ connectionString: requireDatabaseUrl() });
      rawClients.push(client);
      await client.connect();
      await client.query('BEGIN');
      const { position } = await isolated.store.appendOn(client, newStream(), [event], 'any');
      return { client, position };
    };

    const startAppendsDuringStall = (): { results: Promise<AppendResult[]>; settled: () => number; ids: string[] } => {
      let settled = 0;
      const events = range(3).map((n) => makeEvent(`AppendedDuringStall${n}`));
      const results = Promise.all(
        events.map((event) =>
          isolated.store.append(newStream(), [event], 'no-stream').finally(() => {
            settled++;
          }),
        ),
      );
      return { results, settled: () => settled, ids: events.map((event) => event.metadata.eventId) };
    };

    it('rolled back: the subscriber never sees it, keeps up, and does not skip what commits after it', async () => {
      const before = [makeEvent('Before1'), makeEvent('Before2')];
      await isolated.store.append(newStream(), before, 'no-stream');
      const subscriber = collect(0n);
      await waitFor(() => subscriber.received.length === 2);

      const stalledEvent = makeEvent('Stalled');
      const stalled = await beginStalledAppend(stalledEvent);
      const during = startAppendsDuringStall();
      await pause(700);
      if (ordering === 'advisory-lock') {
        // Serialised appends: the others wait for the stalled transaction (the measured cost of the technique)...
        expect(during.settled()).toBe(0);
        // ...and meanwhile the subscriber has delivered everything committed.
        expect(await isolated.store.headPosition()).toBe(subscriber.received[1]!.position);
      } else {
        // Transaction ids: the others commit at once, and readers hold them back until the stalled one ends.
        expect(during.settled()).toBe(3);
        expect(await isolated.store.headPosition()).toBeGreaterThan(subscriber.received[1]!.position);
      }
      expect(subscriber.received.map((event) => event.type)).toEqual(['Before1', 'Before2']);

      await stalled.client.query('ROLLBACK');
      const results = await during.results;
      for (const result of results) expect(result.position).toBeGreaterThan(stalled.position); // the gap it leaves is harmless

      await waitFor(() => subscriber.received.length >= 5, 10_000, 'events committed after the stall');
      await pause(300);
      const ids = subscriber.received.map((event) => event.metadata.eventId);
      expect(ids).toHaveLength(5);
      expect(ids.slice(2).sort()).toEqual([...during.ids].sort());
      expect(ids).not.toContain(stalledEvent.metadata.eventId);
      expect((await isolated.store.readAll(0n)).map((event) => event.metadata.eventId)).not.toContain(
        stalledEvent.metadata.eventId,
      );
      expectStrictlyIncreasing(subscriber.received.map((event) => event.position));
      expect(subscriber.failure()).toBeUndefined();
    });

    it('committed late: its lower position is delivered before everything that committed after it (no skip)', async () => {
      await isolated.store.append(newStream(), [makeEvent('Before')], 'no-stream');
      const subscriber = collect(0n);
      await waitFor(() => subscriber.received.length === 1);

      const stalledEvent = makeEvent('Stalled');
      const stalled = await beginStalledAppend(stalledEvent);
      const during = startAppendsDuringStall();
      await pause(700);
      expect(subscriber.received).toHaveLength(1);

      await stalled.client.query('COMMIT');
      await during.results;

      await waitFor(() => subscriber.received.length >= 5, 10_000, 'the stalled event and those after it');
      await pause(300);
      const ids = subscriber.received.map((event) => event.metadata.eventId);
      expect(ids).toHaveLength(5);
      expect(ids[1]).toBe(stalledEvent.metadata.eventId);
      expect(subscriber.received[1]!.position).toBe(stalled.position);
      expect(ids.slice(2).sort()).toEqual([...during.ids].sort());
      expectStrictlyIncreasing(subscriber.received.map((event) => event.position));
    });
  });

  it('delivers live events by NOTIFY, long before the next poll', async () => {
    const listening = new PostgresEventStore({ pool: isolated.pool, schema: isolated.schema, pollIntervalMs: 60_000 });
    try {
      const received: RecordedEvent[] = [];
      const live = deferred();
      const subscription = listening.subscribeToAll(0n, async (event) => void received.push(event), {
        onLive: live.resolve,
      });
      await live.promise;
      await waitFor(() => isListening(isolated.pool, `ats_events_${isolated.schema}`), 5000, 'LISTEN to be in place');
      const startedAt = Date.now();
      await isolated.store.append(newStream(), [makeEvent('Notified')], 'no-stream');
      await waitFor(() => received.length === 1, 5000, 'the notified event');
      expect(Date.now() - startedAt).toBeLessThan(5000);
      await subscription.stop();
    } finally {
      await listening.close();
    }
  });

  it('still delivers by polling when no notification arrives', async () => {
    const deaf = new PostgresEventStore({
      pool: isolated.pool,
      schema: isolated.schema,
      channel: 'ats_events_nobody_sends_here',
      pollIntervalMs: 100,
    });
    try {
      const received: RecordedEvent[] = [];
      const live = deferred();
      const subscription = deaf.subscribeToAll(0n, async (event) => void received.push(event), {
        onLive: live.resolve,
      });
      await live.promise;
      await isolated.store.append(newStream(), [makeEvent('Polled')], 'no-stream');
      await waitFor(() => received.length === 1, 5000, 'the polled event');
      await subscription.stop();
    } finally {
      await deaf.close();
    }
  });

  it('keeps positions exact as bigint beyond Number.MAX_SAFE_INTEGER', async () => {
    if (ordering === 'advisory-lock') {
      await isolated.pool.query(`SELECT setval('"${isolated.schema}".events_global_position_seq', 9007199254740993)`);
    } else {
      await isolated.pool.query(`UPDATE "${isolated.schema}".event_position_base SET position_offset = 9007199254740993`);
      await isolated.store.ensureSchema();
    }
    const result = await isolated.store.append(newStream(), [makeEvent('Far')], 'no-stream');
    expect(result.position).toBeGreaterThan(9007199254740993n);
    if (ordering === 'advisory-lock') expect(result.position).toBe(9007199254740994n);
    const [event] = await isolated.store.readAll(result.position - 1n);
    expect(event!.position).toBe(result.position);
    expect(await isolated.store.headPosition()).toBe(result.position);
    expect(await isolated.store.readAll(result.position)).toEqual([]);
  });

  it('refuses an event id that is already stored', async () => {
    const event = makeEvent('Once');
    await isolated.store.append(newStream(), [event], 'no-stream');
    await expect(isolated.store.append(newStream(), [event], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
  });

  it('an empty append checks the expectation and writes nothing', async () => {
    const stream = newStream();
    await expect(isolated.store.append(stream, [], 'no-stream')).resolves.toEqual({ nextRevision: -1, position: 0n });
    const written = await isolated.store.append(stream, [makeEvent('One')], 'no-stream');
    await expect(isolated.store.append(stream, [], 0)).resolves.toEqual({
      nextRevision: 0,
      position: written.position,
    });
    await expect(isolated.store.append(stream, [], 'no-stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await isolated.store.readStream(stream)).toHaveLength(1);
  });
});

describe('PostgreSQL event store: ensureSchema', () => {
  it('switching ordering either way continues above every stored position (also a store made before ADR 0009)', async () => {
    const schema = randomSchemaName();
    const pool = new Pool({ connectionString: requireDatabaseUrl(), max: 4 });
    try {
      const locked = new PostgresEventStore({ pool, schema, ordering: 'advisory-lock' });
      await locked.ensureSchema();
      // As a store made before the transaction_id column: positions far above what transaction ids give.
      await pool.query(`SELECT setval('"${schema}".events_global_position_seq', 1000000000000000)`);
      const old = await locked.append(newStream(), [makeEvent('Old')], 'no-stream');
      await pool.query(`ALTER TABLE "${schema}".events DROP COLUMN transaction_id`);
      await pool.query(`DROP TABLE "${schema}".event_position_base`);

      const byTransaction = new PostgresEventStore({ pool, schema, ordering: 'transaction-id' });
      await byTransaction.ensureSchema();
      const next = await byTransaction.append(newStream(), [makeEvent('New'), makeEvent('New')], 'no-stream');
      expect(next.position).toBeGreaterThan(old.position);
      expect((await byTransaction.readAll(0n)).map((event) => event.type)).toEqual(['Old', 'New', 'New']);

      const lockedAgain = new PostgresEventStore({ pool, schema, ordering: 'advisory-lock' });
      await lockedAgain.ensureSchema();
      const last = await lockedAgain.append(newStream(), [makeEvent('Last')], 'no-stream');
      expect(last.position).toBeGreaterThan(next.position);
      expectStrictlyIncreasing((await lockedAgain.readAll(0n)).map((event) => event.position));
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });

  it('refuses an append of more events than one transaction may position', async () => {
    const isolated = await createIsolatedPostgresStore();
    try {
      const events = Array.from({ length: EVENTS_PER_TRANSACTION }, () => makeEvent('Many'));
      await expect(isolated.store.append(newStream(), events, 'no-stream')).rejects.toThrow(/at most/);
    } finally {
      await isolated.dispose();
    }
  });

  it('is idempotent and safe when many processes start at once', async () => {
    const schema = randomSchemaName();
    const pool = new Pool({ connectionString: requireDatabaseUrl(), max: 10 });
    try {
      const starters = range(6).map(() => new PostgresEventStore({ pool, schema }));
      await Promise.all(starters.map((store) => store.ensureSchema()));
      await starters[0]!.ensureSchema();
      await starters[1]!.append(newStream(), [makeEvent('AfterSetup')], 'no-stream');
      expect(await starters[2]!.readAll(0n)).toHaveLength(1);
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});

const range = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

const fulfilled = <T>(results: PromiseSettledResult<T>[]): T[] =>
  results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

const rejected = <T>(results: PromiseSettledResult<T>[]): unknown[] =>
  results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));

const expectContiguousRevisionsPerStream = (events: RecordedEvent[]): void => {
  const next = new Map<string, number>();
  for (const event of events) {
    expect(event.revision).toBe(next.get(event.streamId) ?? 0);
    next.set(event.streamId, event.revision + 1);
  }
};

const isListening = async (pool: Pool, channel: string): Promise<boolean> => {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [
    `LISTEN "${channel}"`,
  ]);
  return rows[0]!.n > 0;
};
