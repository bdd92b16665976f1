import { Pool, type ClientConfig, type PoolConfig } from 'pg';
import type { EventMetadata, RecordedEvent } from '../../domain/shared';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from './event-store.port';
import { DuplicateEventIdError, reportSubscriptionError } from './errors';
import { PgNotificationListener, quoteIdentifier } from './pg-notification-listener';

/**
 * PostgreSQL event store (the embedded default).
 *
 * Global order: appends are serialised by a transaction-scoped advisory lock taken just before the global
 * positions are drawn and held until commit, so sequence order equals commit order and a reader that sees
 * position N has already seen every committed position below N. See README.md ("Global order") for the
 * reasoning and the cost.
 */
export type PostgresEventStoreOptions = {
  /** A pool to use (not closed by `close()`), or a connection string for a pool the store owns. */
  pool?: Pool;
  connectionString?: string;
  /** Schema holding the tables; lets tests and tenants isolate stores in one database. Default 'public'. */
  schema?: string;
  /** LISTEN/NOTIFY channel. Default 'ats_events' ('ats_events_<schema>' outside 'public'). */
  channel?: string;
  /** Safety-net polling interval of live subscriptions, in ms. Default 250. */
  pollIntervalMs?: number;
  /** Events read per catch-up batch. Default 500. */
  batchSize?: number;
  /** How long an append waits for the stream row or the append lock before failing, in ms. Default 10000. */
  appendLockTimeoutMs?: number;
  /** Consecutive failed reads after which a subscription gives up and calls onError. Default 10. */
  maxReadRetries?: number;
};

type EventRow = {
  global_position: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

type AppendRow = { next_revision: number; last_position: string };

/** First key of every advisory lock this store takes ('atse'), so other lock users are not hit by accident. */
const ADVISORY_LOCK_NAMESPACE = 0x61747365;
/** SQLSTATE raised by the append function when the expected revision does not hold. */
const WRONG_EXPECTED_REVISION_SQLSTATE = 'ES409';
const UNIQUE_VIOLATION_SQLSTATE = '23505';

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly schema: string;
  private readonly channel: string;
  private readonly tables: { events: string; streams: string; sequence: string; append: string };
  private readonly subscriptions = new Set<PostgresSubscription>();
  private listener: PgNotificationListener | undefined;

  constructor(private readonly options: PostgresEventStoreOptions) {
    if (!options.pool && !options.connectionString)
      throw new Error('PostgresEventStore needs a pool or a connectionString');
    this.pool = options.pool ?? new Pool({ connectionString: options.connectionString });
    this.ownsPool = !options.pool;
    this.schema = options.schema ?? 'public';
    this.channel = options.channel ?? (this.schema === 'public' ? 'ats_events' : `ats_events_${this.schema}`);
    const s = quoteIdentifier(this.schema);
    this.tables = {
      events: `${s}.events`,
      streams: `${s}.streams`,
      sequence: `${s}.events_global_position_seq`,
      append: `${s}.append_events`,
    };
  }

  /** Creates the schema objects if missing. Safe to call from many processes at once (advisory-locked). */
  async ensureSchema(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // CREATE ... IF NOT EXISTS is not safe under concurrency (catalog unique violations): one at a time.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        ADVISORY_LOCK_NAMESPACE,
        `${this.schema}.schema`,
      ]);
      for (const statement of schemaStatements(this.schema, this.tables, this.channel)) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async append(stream: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const expected = expectedRevisionParameter(expectedRevision);
    if (events.length === 0) return this.checkWithoutAppending(stream, expectedRevision);
    try {
      const { rows } = await this.pool.query<AppendRow>(
        `SELECT next_revision, last_position FROM ${this.tables.append}($1, $2, $3, $4)`,
        [
          stream,
          expected,
          JSON.stringify(events.map(toStoredEvent)),
          `${this.options.appendLockTimeoutMs ?? 10_000}ms`,
        ],
      );
      const row = rows[0]!;
      return { nextRevision: row.next_revision, position: BigInt(row.last_position) };
    } catch (error) {
      throw await this.translateAppendError(error, stream, expectedRevision);
    }
  }

  async readStream(
    stream: string,
    options: { fromRevision?: number; maxCount?: number } = {},
  ): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT global_position, stream_id, revision, type, data, metadata FROM ${this.tables.events}
       WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
      [stream, options.fromRevision ?? 0, options.maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(fromPosition: bigint, options: { maxCount?: number } = {}): Promise<RecordedEvent[]> {
    // Safe without any visibility filter: appends commit in position order (see the class comment).
    const { rows } = await this.pool.query<EventRow>(
      `SELECT global_position, stream_id, revision, type, data, metadata FROM ${this.tables.events}
       WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [fromPosition.toString(), options.maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string }>(
      `SELECT coalesce(max(global_position), 0) AS head FROM ${this.tables.events}`,
    );
    return BigInt(rows[0]!.head);
  }

  subscribeToAll(fromPosition: bigint, handler: SubscriptionHandler, options: SubscribeOptions = {}): Subscription {
    const subscription = new PostgresSubscription(this, fromPosition, handler, options, {
      pollIntervalMs: this.options.pollIntervalMs ?? 250,
      batchSize: this.options.batchSize ?? 500,
      maxReadRetries: this.options.maxReadRetries ?? 10,
    });
    this.subscriptions.add(subscription);
    void this.ensureListener();
    void subscription.done.finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.listener?.close();
    this.listener = undefined;
    if (this.ownsPool) await this.pool.end();
  }

  private ensureListener(): Promise<void> {
    this.listener ??= new PgNotificationListener({
      connection: this.pool.options as ClientConfig & PoolConfig,
      channel: this.channel,
      onNotification: () => this.wakeSubscriptions(),
      onReconnected: () => this.wakeSubscriptions(),
    });
    return this.listener.start();
  }

  private wakeSubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.wake();
  }

  /** An empty append writes nothing but still answers whether the expectation holds. */
  private async checkWithoutAppending(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ revision: number; position: string | null }>(
      `SELECT s.revision, (SELECT max(global_position) FROM ${this.tables.events} e WHERE e.stream_id = s.stream_id) AS position
       FROM ${this.tables.streams} s WHERE s.stream_id = $1`,
      [stream],
    );
    const actual = rows[0] ? rows[0].revision : 'no-stream';
    if (!revisionMatches(expected, actual)) throw new WrongExpectedRevisionError(stream, expected, actual);
    return { nextRevision: rows[0]?.revision ?? -1, position: BigInt(rows[0]?.position ?? 0) };
  }

  private async translateAppendError(error: unknown, stream: string, expected: ExpectedRevision): Promise<unknown> {
    const pgError = error as { code?: string; detail?: string; constraint?: string };
    if (pgError.code === WRONG_EXPECTED_REVISION_SQLSTATE) {
      const actual =
        pgError.detail === 'no-stream' || pgError.detail === undefined ? 'no-stream' : Number(pgError.detail);
      return new WrongExpectedRevisionError(stream, expected, actual);
    }
    if (pgError.code === UNIQUE_VIOLATION_SQLSTATE && pgError.constraint === 'events_stream_revision_key') {
      // Belt and braces: the streams row already serialises writers, the unique key catches anything else.
      return new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    }
    if (pgError.code === UNIQUE_VIOLATION_SQLSTATE && pgError.constraint === 'events_event_id_key') {
      return new DuplicateEventIdError(stream);
    }
    return error;
  }

  private async currentRevision(stream: string): Promise<number | 'no-stream'> {
    const { rows } = await this.pool.query<{ revision: number }>(
      `SELECT revision FROM ${this.tables.streams} WHERE stream_id = $1`,
      [stream],
    );
    return rows[0]?.revision ?? 'no-stream';
  }
}

type SubscriptionSettings = { pollIntervalMs: number; batchSize: number; maxReadRetries: number };

/**
 * Catch-up then live, in one loop: read a batch after the last delivered position, hand each event over,
 * and once a batch comes back short, wait for a notification or the poll timer before reading again.
 * Exactly once and in order because a single loop owns the position and awaits the handler.
 */
class PostgresSubscription implements Subscription {
  readonly done: Promise<void>;
  private stopped = false;
  private wakeRequested = false;
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly store: EventStore,
    private position: bigint,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscribeOptions,
    private readonly settings: SubscriptionSettings,
  ) {
    this.done = this.run().catch((error: unknown) => this.fail(error));
  }

  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.done;
  }

  private async run(): Promise<void> {
    let live = false;
    while (!this.stopped) {
      this.wakeRequested = false;
      const batch = await this.readBatch();
      for (const event of batch) {
        if (this.stopped) return;
        await this.handler(event);
        this.position = event.position;
      }
      if (batch.length >= this.settings.batchSize) continue;
      if (!live && !this.stopped) {
        live = true;
        this.options.onLive?.();
      }
      await this.waitForWake();
    }
  }

  /** Transient read failures (a restarting database) are retried with backoff before giving up. */
  private async readBatch(): Promise<RecordedEvent[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.readAll(this.position, { maxCount: this.settings.batchSize });
      } catch (error) {
        if (this.stopped) return [];
        if (attempt >= this.settings.maxReadRetries) throw error;
        await this.sleep(Math.min(100 * 2 ** attempt, 5000));
      }
    }
  }

  private async waitForWake(): Promise<void> {
    if (this.wakeRequested || this.stopped) return;
    await this.sleep(this.settings.pollIntervalMs);
  }

  /** Sleeps until the timer fires or `wake()` is called, whichever comes first. */
  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeUp = finish;
    });
  }

  private fail(error: unknown): void {
    this.stopped = true;
    reportSubscriptionError(this.options, error);
  }
}

const expectedRevisionParameter = (expected: ExpectedRevision): string => {
  if (expected === 'no-stream' || expected === 'any') return expected;
  const revision = Number(expected);
  if (!Number.isSafeInteger(revision) || revision < 0)
    throw new RangeError(`Invalid expected revision ${String(expected)}`);
  return String(revision);
};

const revisionMatches = (expected: ExpectedRevision, actual: number | 'no-stream'): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no-stream') return actual === 'no-stream';
  return actual !== 'no-stream' && Number(expected) === actual;
};

const toStoredEvent = (event: EventToAppend) => ({
  eventId: event.metadata.eventId,
  type: event.type,
  data: event.data ?? null,
  metadata: event.metadata,
});

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  streamId: row.stream_id,
  revision: row.revision,
  // int8 arrives as a string so that no precision is lost: keep it exact as a bigint.
  position: BigInt(row.global_position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
});

const schemaStatements = (
  schema: string,
  tables: { events: string; streams: string; sequence: string; append: string },
  channel: string,
): string[] => [
  `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`,
  `CREATE SEQUENCE IF NOT EXISTS ${tables.sequence} AS bigint`,
  `CREATE TABLE IF NOT EXISTS ${tables.streams} (
     stream_id text PRIMARY KEY,
     revision integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // No default on global_position: only append_events() may draw positions, and only under the lock.
  `CREATE TABLE IF NOT EXISTS ${tables.events} (
     global_position bigint NOT NULL CONSTRAINT events_pkey PRIMARY KEY,
     stream_id text NOT NULL,
     revision integer NOT NULL,
     event_id uuid NOT NULL CONSTRAINT events_event_id_key UNIQUE,
     type text NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
   )`,
  `ALTER SEQUENCE ${tables.sequence} OWNED BY ${tables.events}.global_position`,
  appendFunction(schema, tables, channel),
];

/**
 * The whole append as one server-side function, so the append lock is held for the inserts and the commit
 * only, never across a network round trip to the client.
 *
 * 1. Optimistic check on the streams row (its row lock serialises writers of one stream; a concurrent
 *    writer re-checks the row after the first commits and fails: exactly one writer wins per revision).
 * 2. pg_advisory_xact_lock: one appender at a time draws positions, and keeps the lock until its commit
 *    is visible, so positions become visible in increasing order (no reader can skip one).
 * 3. Insert the events, NOTIFY (delivered by PostgreSQL only after commit).
 */
const appendFunction = (
  schema: string,
  tables: { events: string; streams: string; sequence: string; append: string },
  channel: string,
): string => `
CREATE OR REPLACE FUNCTION ${tables.append}(p_stream text, p_expected text, p_events jsonb, p_lock_timeout text)
RETURNS TABLE (next_revision integer, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_next integer;
  v_current integer;
  v_revision integer;
  v_position bigint;
  v_event jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout, true);
  IF p_expected = 'no-stream' THEN
    INSERT INTO ${tables.streams} (stream_id, revision) VALUES (p_stream, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING revision INTO v_next;
  ELSIF p_expected = 'any' THEN
    INSERT INTO ${tables.streams} AS s (stream_id, revision) VALUES (p_stream, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count, updated_at = now()
      RETURNING s.revision INTO v_next;
  ELSE
    UPDATE ${tables.streams} SET revision = revision + v_count, updated_at = now()
      WHERE stream_id = p_stream AND revision = p_expected::integer
      RETURNING revision INTO v_next;
  END IF;
  IF v_next IS NULL THEN
    SELECT revision INTO v_current FROM ${tables.streams} WHERE stream_id = p_stream;
    RAISE EXCEPTION 'wrong expected revision for %', p_stream
      USING ERRCODE = '${WRONG_EXPECTED_REVISION_SQLSTATE}', DETAIL = coalesce(v_current::text, 'no-stream');
  END IF;

  PERFORM pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${quoteLiteral(`${schema}.append`)}));

  v_revision := v_next - v_count;
  FOR v_event IN SELECT e.value FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    v_revision := v_revision + 1;
    v_position := nextval(${quoteLiteral(tables.sequence)});
    INSERT INTO ${tables.events} (global_position, stream_id, revision, event_id, type, data, metadata)
      VALUES (v_position, p_stream, v_revision, (v_event->>'eventId')::uuid, v_event->>'type', v_event->'data', v_event->'metadata');
  END LOOP;

  PERFORM pg_notify(${quoteLiteral(channel)}, v_position::text);
  RETURN QUERY SELECT v_next, v_position;
END
$fn$`;

const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;
