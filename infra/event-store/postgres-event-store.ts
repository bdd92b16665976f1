import { Pool, type ClientConfig, type PoolConfig } from 'pg';
import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';
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
 * How the global order is kept gap-free for readers (README.md, "Global order"; ADR 0009):
 * - 'transaction-id' (default): no append lock. Each event records `pg_current_xact_id()` and its position
 *   is derived from it (transaction id × 65536 + index in the append), so position order is transaction-id
 *   order; readers read only rows whose transaction id is below `pg_snapshot_xmin(pg_current_snapshot())`,
 *   i.e. rows of transactions that have all ended. A transaction still running (or committing late) has an
 *   id at or above that bound, so its events are read later and at higher positions: nothing is skipped.
 * - 'advisory-lock': appends are serialised by a transaction-scoped advisory lock held until commit and draw
 *   positions from a sequence, so sequence order is commit order. Kept to measure against (tests/bench).
 * A schema may switch between them: `ensureSchema` moves the next position above every stored one.
 */
export type GlobalOrdering = 'transaction-id' | 'advisory-lock';

/** Positions per transaction in the 'transaction-id' ordering: an append holds at most this many events. */
export const EVENTS_PER_TRANSACTION = 65_536;

/** PostgreSQL event store (the embedded default). */
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
  /** How readers are kept from skipping events committed out of order. Default 'transaction-id'. */
  ordering?: GlobalOrdering;
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
  private readonly tables: Tables;
  private readonly ordering: GlobalOrdering;
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
      positionBase: `${s}.event_position_base`,
      append: `${s}.append_events`,
    };
    this.ordering = options.ordering ?? 'transaction-id';
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
      for (const statement of schemaStatements(this.schema, this.tables)) await client.query(statement);
      const offset = await preparePositions(client, this.tables, this.ordering);
      await client.query(appendFunction(this.schema, this.tables, this.channel, this.ordering, offset));
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
    // 'transaction-id': only events of transactions that have all ended (see GlobalOrdering). The statement's
    // snapshot is the one pg_current_snapshot() answers, so the bound and the rows read agree.
    // 'advisory-lock': no filter needed, appends commit in position order.
    const visible =
      this.ordering === 'transaction-id' ? 'AND transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))' : '';
    const { rows } = await this.pool.query<EventRow>(
      `SELECT global_position, stream_id, revision, type, data, metadata FROM ${this.tables.events}
       WHERE global_position > $1 ${visible} ORDER BY global_position LIMIT $2`,
      [fromPosition.toString(), options.maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * The highest committed position, whether or not readers may read it yet: a command's answered position is
   * never beyond it. Readers reach it once the transactions older than it have ended.
   */
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

type Tables = { events: string; streams: string; sequence: string; positionBase: string; append: string };

const schemaStatements = (schema: string, tables: Tables): string[] => [
  `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`,
  `CREATE SEQUENCE IF NOT EXISTS ${tables.sequence} AS bigint`,
  `CREATE TABLE IF NOT EXISTS ${tables.streams} (
     stream_id text PRIMARY KEY,
     revision integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // No default on global_position: only append_events() may draw positions.
  `CREATE TABLE IF NOT EXISTS ${tables.events} (
     global_position bigint NOT NULL CONSTRAINT events_pkey PRIMARY KEY,
     transaction_id xid8 NOT NULL,
     stream_id text NOT NULL,
     revision integer NOT NULL,
     event_id uuid NOT NULL CONSTRAINT events_event_id_key UNIQUE,
     type text NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
   )`,
  // Migration of a store made before ADR 0009: its events were all committed by transactions long ended.
  `ALTER TABLE ${tables.events} ADD COLUMN IF NOT EXISTS transaction_id xid8 NOT NULL DEFAULT '0'`,
  `ALTER TABLE ${tables.events} ALTER COLUMN transaction_id DROP DEFAULT`,
  `ALTER SEQUENCE ${tables.sequence} OWNED BY ${tables.events}.global_position`,
  // 'transaction-id' positions are transaction id × 65536 + index + offset; the offset only ever grows.
  `CREATE TABLE IF NOT EXISTS ${tables.positionBase} (
     id boolean PRIMARY KEY DEFAULT true CHECK (id),
     position_offset bigint NOT NULL
   )`,
];

/**
 * Makes the next position of the chosen ordering exceed every stored one (a schema switching ordering, a
 * store made before ADR 0009, a database restored into a cluster whose transaction ids start lower), and
 * answers the offset of 'transaction-id' positions. Runs under the schema lock.
 */
const preparePositions = async (
  client: { query: Pool['query'] },
  tables: Tables,
  ordering: GlobalOrdering,
): Promise<bigint> => {
  const { rows } = await client.query<{ head: string; xid: string; offset: string | null }>(
    `SELECT (SELECT coalesce(max(global_position), 0) FROM ${tables.events}) AS head,
            pg_current_xact_id()::text AS xid,
            (SELECT position_offset FROM ${tables.positionBase}) AS offset`,
  );
  const head = BigInt(rows[0]!.head);
  const stored = rows[0]!.offset === null ? null : BigInt(rows[0]!.offset);
  if (ordering === 'advisory-lock') {
    if (head > 0n) await client.query(`SELECT setval('${tables.sequence}', greatest($1::bigint, (SELECT last_value FROM ${tables.sequence})))`, [head.toString()]);
    return stored ?? 0n;
  }
  // Every later transaction has a higher id than this one, so its positions start above `needed`.
  const needed = head + 1n - BigInt(rows[0]!.xid) * BigInt(EVENTS_PER_TRANSACTION);
  const offset = stored === null ? (needed > 0n ? needed : 0n) : needed > stored ? needed : stored;
  if (offset !== stored)
    await client.query(
      `INSERT INTO ${tables.positionBase} (position_offset) VALUES ($1) ON CONFLICT (id) DO UPDATE SET position_offset = EXCLUDED.position_offset`,
      [offset.toString()],
    );
  return offset;
};

/**
 * The whole append as one server-side function call in autocommit: no round trip inside the transaction.
 *
 * 1. Optimistic check on the streams row (its row lock serialises writers of one stream; a concurrent
 *    writer re-checks the row after the first commits and fails: exactly one writer wins per revision).
 * 2. Positions:
 *    - 'transaction-id': from the transaction id (no lock; see GlobalOrdering);
 *    - 'advisory-lock': pg_advisory_xact_lock, then the sequence; the lock is kept until the commit is
 *      visible, so positions become visible in increasing order.
 * 3. Insert the events, NOTIFY (delivered by PostgreSQL only after commit).
 */
const appendFunction = (
  schema: string,
  tables: Tables,
  channel: string,
  ordering: GlobalOrdering,
  offset: bigint,
): string => `
CREATE OR REPLACE FUNCTION ${tables.append}(p_stream text, p_expected text, p_events jsonb, p_lock_timeout text)
RETURNS TABLE (next_revision integer, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_next integer;
  v_current integer;
  v_xid xid8;
  v_base bigint;
  v_position bigint;
  v_revision integer;
  v_event jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout, true);
  IF v_count > ${EVENTS_PER_TRANSACTION - 1} THEN
    RAISE EXCEPTION 'an append holds at most ${EVENTS_PER_TRANSACTION - 1} events, not %', v_count USING ERRCODE = '54000';
  END IF;
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

  v_xid := pg_current_xact_id();
${
  ordering === 'transaction-id'
    ? `  v_base := v_xid::text::bigint * ${EVENTS_PER_TRANSACTION} + ${offset};
  INSERT INTO ${tables.events} (global_position, transaction_id, stream_id, revision, event_id, type, data, metadata)
    SELECT v_base + e.n - 1, v_xid, p_stream, v_next - v_count + e.n::integer, (e.value->>'eventId')::uuid,
           e.value->>'type', e.value->'data', e.value->'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, n);
  v_position := v_base + v_count - 1;`
    : `  PERFORM pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${quoteLiteral(`${schema}.append`)}));
  v_revision := v_next - v_count;
  FOR v_event IN SELECT e.value FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    v_revision := v_revision + 1;
    v_position := nextval(${quoteLiteral(tables.sequence)});
    INSERT INTO ${tables.events} (global_position, transaction_id, stream_id, revision, event_id, type, data, metadata)
      VALUES (v_position, v_xid, p_stream, v_revision, (v_event->>'eventId')::uuid, v_event->>'type', v_event->'data', v_event->'metadata');
  END LOOP;`
}

  PERFORM pg_notify(${quoteLiteral(channel)}, v_position::text);
  RETURN QUERY SELECT v_next, v_position;
END
$fn$`;

const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;
