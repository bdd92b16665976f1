import { createHash } from 'node:crypto';
import { Pool, type ClientConfig, type PoolConfig, type QueryResult, type QueryResultRow } from 'pg';
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
 * How the global order is kept gap-free for readers (README.md, "Global order"; ADR 0010):
 * - 'transaction-id' (default): no append lock. Each event records `pg_current_xact_id()` and its position
 *   is derived from it (transaction id × 65536 + index in the append), so position order is transaction-id
 *   order; readers read only rows whose transaction id is below `pg_snapshot_xmin(pg_current_snapshot())`,
 *   i.e. rows of transactions that have all ended. A transaction still running (or committing late) has an
 *   id at or above that bound, so its events are read later and at higher positions: nothing is skipped.
 * - 'advisory-lock': appends are serialised by a transaction-scoped advisory lock held until commit and draw
 *   positions from a sequence, so sequence order is commit order. Kept to measure against (tests/bench).
 * A schema may switch between them: `ensureSchema` moves the next position above every stored one.
 * Both check the expected revision against the stream's highest stored revision (ADR 0015): the unique key
 * (stream_id, revision) lets exactly one of several concurrent writers of one revision commit.
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
  /** How long an append waits for the append lock ('advisory-lock' ordering) before failing, in ms. Default 10000. */
  appendLockTimeoutMs?: number;
  /** Least time between two NOTIFYs this store sends after its appends commit, in ms. Default 5. */
  notifyIntervalMs?: number;
  /**
   * Group commit ('transaction-id' ordering): at most this many append statements in flight; appends that
   * arrive meanwhile wait and go together in the next one (one transaction, one position block). Default 2;
   * 0 turns grouping off (every append its own statement at once).
   */
  appendsInFlight?: number;
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

/** `next_revision` and `last_position` are null when the expected revision did not hold. */
type AppendRow = { next_revision: number | null; last_position: string | null; current_revision: number };

/** An append waiting for its group's statement. */
type PendingAppend = {
  stream: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
};

/** Events one group statement carries at most (an append larger than that goes alone). */
const EVENTS_PER_GROUP = 1000;

/** Something to run a query on: the pool (autocommit) or a client inside a transaction. */
export type Queryable = {
  query<R extends QueryResultRow>(config: { name?: string; text: string; values?: unknown[] }): Promise<QueryResult<R>>;
};

/** First key of every advisory lock this store takes ('atse'), so other lock users are not hit by accident. */
const ADVISORY_LOCK_NAMESPACE = 0x61747365;
const UNIQUE_VIOLATION_SQLSTATE = '23505';
/** An 'any' append that loses the race for the next revision takes the one after: this many tries. */
const ANY_REVISION_ATTEMPTS = 10;

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly schema: string;
  private readonly channel: string;
  private readonly tables: Tables;
  private readonly ordering: GlobalOrdering;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private listener: PgNotificationListener | undefined;
  /** The append statement and the name it is prepared under on each connection. */
  private readonly appendStatement: { name: string; text: string };
  private notifying: Promise<void> | undefined;
  private notifyAgain = false;
  private readonly waiting: PendingAppend[] = [];
  private readonly streamsInFlight = new Set<string>();
  private statementsInFlight = 0;
  private closed = false;

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
      lockedAppend: `${s}.append_events_locked`,
    };
    this.ordering = options.ordering ?? 'transaction-id';
    const text =
      this.ordering === 'transaction-id'
        ? appendStatement(this.tables)
        : `SELECT next_revision, last_position, current_revision FROM ${this.tables.lockedAppend}(($1::jsonb->0->>'stream'), ($1::jsonb->0->>'expected')::integer, $1::jsonb->0->'events', '${Math.floor(options.appendLockTimeoutMs ?? 10_000)}ms')`;
    // Prepared once per connection; the name follows the text, so stores of other schemas never clash.
    this.appendStatement = { name: `ats_append_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`, text };
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
      await preparePositions(client, this.tables, this.ordering);
      await client.query(lockedAppendFunction(this.schema, this.tables));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async append(stream: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    expectedRevisionParameter(expectedRevision);
    if (events.length === 0) return this.checkWithoutAppending(stream, expectedRevision);
    if (events.length >= EVENTS_PER_TRANSACTION)
      throw new RangeError(`An append holds at most ${EVENTS_PER_TRANSACTION - 1} events, not ${events.length}`);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await new Promise<AppendResult>((resolve, reject) => {
          this.waiting.push({ stream, events, expected: expectedRevision, resolve, reject });
          this.sendWaitingAppends();
        });
        this.announce();
        return result;
      } catch (error) {
        // 'any' that lost the race for the next revision to a concurrent writer simply takes the one after.
        if (expectedRevision === 'any' && attempt < ANY_REVISION_ATTEMPTS && isRevisionRace(error)) continue;
        throw await this.translateAppendError(error, stream, expectedRevision);
      }
    }
  }

  /**
   * The append exactly as `append` makes it, one statement on `connection`: the pool (autocommit) or a client
   * in a transaction the caller ends (the specs hold one open to commit it out of order). Sends no NOTIFY.
   */
  async appendOn(
    connection: Queryable,
    stream: string,
    events: EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const [outcome] = await this.runAppends(connection, [{ stream, events, expected: expectedRevision }]);
    if (outcome instanceof Error) throw outcome;
    return outcome!;
  }

  /**
   * Group commit: while `appendsInFlight` statements run, appends wait; the next statement takes every waiting
   * append of a stream not already in flight (up to EVENTS_PER_GROUP events), in arrival order. Each append
   * still succeeds or fails on its own: a refused expectation inserts nothing for that append only, and a
   * unique-key failure (a race lost to another process, a reused event id) re-runs the group's appends one by one.
   */
  private sendWaitingAppends(): void {
    const limit = this.ordering === 'transaction-id' ? (this.options.appendsInFlight ?? 2) : 0;
    while (this.waiting.length > 0 && (limit === 0 || this.statementsInFlight < limit)) {
      const group: PendingAppend[] = [];
      const streams = new Set<string>();
      let events = 0;
      for (let index = 0; index < this.waiting.length; ) {
        const pending = this.waiting[index]!;
        const fits = group.length === 0 || (limit > 0 && events + pending.events.length <= EVENTS_PER_GROUP);
        if (!fits) break;
        if (this.streamsInFlight.has(pending.stream) || streams.has(pending.stream)) {
          index++; // waits for the statement writing its stream, keeping its order behind it
          continue;
        }
        this.waiting.splice(index, 1);
        group.push(pending);
        streams.add(pending.stream);
        events += pending.events.length;
      }
      if (group.length === 0) return;
      for (const stream of streams) this.streamsInFlight.add(stream);
      this.statementsInFlight++;
      void this.commitGroup(group).finally(() => {
        this.statementsInFlight--;
        for (const stream of streams) this.streamsInFlight.delete(stream);
        this.sendWaitingAppends();
      });
    }
  }

  private async commitGroup(group: PendingAppend[]): Promise<void> {
    try {
      const outcomes = await this.runAppends(this.pool, group);
      group.forEach((pending, index) => settle(pending, outcomes[index]!));
    } catch (error) {
      if (group.length === 1 || (error as { code?: string }).code !== UNIQUE_VIOLATION_SQLSTATE) {
        for (const pending of group) pending.reject(error);
        return;
      }
      // The statement inserted nothing; one of its appends must not fail the others.
      await Promise.all(
        group.map((pending) =>
          this.runAppends(this.pool, [pending]).then(([outcome]) => settle(pending, outcome!), pending.reject),
        ),
      );
    }
  }

  /** One statement for `appends` (distinct streams): per append, its result or why its expectation failed. */
  private async runAppends(
    connection: Queryable,
    appends: ReadonlyArray<Pick<PendingAppend, 'stream' | 'events' | 'expected'>>,
  ): Promise<Array<AppendResult | WrongExpectedRevisionError>> {
    const { rows } = await connection.query<AppendRow>({
      ...this.appendStatement,
      values: [
        JSON.stringify(
          appends.map(({ stream, events, expected }) => ({
            stream,
            expected: expectedRevisionParameter(expected),
            events: events.map(toStoredEvent),
          })),
        ),
      ],
    });
    return appends.map(({ stream, expected }, index) => {
      const row = rows[index]!;
      if (row.next_revision === null || row.last_position === null)
        return new WrongExpectedRevisionError(stream, expected, row.current_revision < 0 ? 'no-stream' : row.current_revision);
      return { nextRevision: row.next_revision, position: BigInt(row.last_position) };
    });
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
    this.closed = true;
    await this.notifying;
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

  /**
   * After a commit: wakes this store's subscriptions at once and the other processes' by NOTIFY. The NOTIFY
   * is its own short transaction, at most one in flight and one per `notifyIntervalMs`, so a burst of appends
   * costs a few of them. (A NOTIFY inside every append took a cluster-wide lock at each commit: about a third
   * of append throughput, ADR 0015.) Only liveness rides on it: a lost one is covered by the subscribers' poll.
   */
  private announce(): void {
    this.wakeSubscriptions();
    if (this.closed) return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    const interval = this.options.notifyIntervalMs ?? 5;
    this.notifying = this.pool
      .query('SELECT pg_notify($1, $2)', [this.channel, ''])
      .then(
        () => new Promise<void>((resolve) => setTimeout(resolve, interval)),
        () => undefined, // the poll delivers what this would have announced
      )
      .finally(() => {
        this.notifying = undefined;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.announce();
        }
      });
  }

  /** An empty append writes nothing but still answers whether the expectation holds. */
  private async checkWithoutAppending(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ revision: number | null; position: string | null }>(
      `SELECT max(revision) AS revision, max(global_position) AS position FROM ${this.tables.events} WHERE stream_id = $1`,
      [stream],
    );
    const actual = rows[0]?.revision ?? 'no-stream';
    if (!revisionMatches(expected, actual)) throw new WrongExpectedRevisionError(stream, expected, actual);
    return { nextRevision: rows[0]?.revision ?? -1, position: BigInt(rows[0]?.position ?? 0) };
  }

  private async translateAppendError(error: unknown, stream: string, expected: ExpectedRevision): Promise<unknown> {
    const pgError = error as { code?: string; constraint?: string };
    if (isRevisionRace(error)) {
      // A concurrent writer took the revision after the check: it has committed by now (the insert waited).
      return new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    }
    if (pgError.code === UNIQUE_VIOLATION_SQLSTATE && pgError.constraint === 'events_event_id_key') {
      return new DuplicateEventIdError(stream);
    }
    return error;
  }

  private async currentRevision(stream: string): Promise<number | 'no-stream'> {
    const { rows } = await this.pool.query<{ revision: number | null }>(
      `SELECT max(revision) AS revision FROM ${this.tables.events} WHERE stream_id = $1`,
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

/** The revision the stream must be at: -1 for 'no-stream', null for 'any'. */
const expectedRevisionParameter = (expected: ExpectedRevision): number | null => {
  if (expected === 'no-stream') return -1;
  if (expected === 'any') return null;
  const revision = Number(expected);
  if (!Number.isSafeInteger(revision) || revision < 0 || revision > 2_147_483_647)
    throw new RangeError(`Invalid expected revision ${String(expected)}`);
  return revision;
};

const settle = (pending: PendingAppend, outcome: AppendResult | WrongExpectedRevisionError): void =>
  outcome instanceof Error ? pending.reject(outcome) : pending.resolve(outcome);

/** Two writers passed the revision check at once; the unique key let only the first commit. */
const isRevisionRace = (error: unknown): boolean => {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION_SQLSTATE && pgError.constraint === 'events_stream_revision_key';
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

type Tables = { events: string; streams: string; sequence: string; positionBase: string; lockedAppend: string };

const schemaStatements = (schema: string, tables: Tables): string[] => [
  `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`,
  `CREATE SEQUENCE IF NOT EXISTS ${tables.sequence} AS bigint`,
  // Stores made before ADR 0015 kept each stream's last revision in a table of its own; the events hold it.
  `DROP TABLE IF EXISTS ${tables.streams}`,
  `DROP FUNCTION IF EXISTS ${quoteIdentifier(schema)}.append_events(text, text, jsonb, text)`,
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
  // Migration of a store made before ADR 0010: its events were all committed by transactions long ended.
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
 * store made before ADR 0010, a database restored into a cluster whose transaction ids start lower).
 * Runs under the schema lock.
 */
const preparePositions = async (client: { query: Pool['query'] }, tables: Tables, ordering: GlobalOrdering): Promise<void> => {
  const { rows } = await client.query<{ head: string; xid: string; offset: string | null }>(
    `SELECT (SELECT coalesce(max(global_position), 0) FROM ${tables.events}) AS head,
            pg_current_xact_id()::text AS xid,
            (SELECT position_offset FROM ${tables.positionBase}) AS offset`,
  );
  const head = BigInt(rows[0]!.head);
  const stored = rows[0]!.offset === null ? null : BigInt(rows[0]!.offset);
  if (ordering === 'advisory-lock') {
    if (head > 0n) await client.query(`SELECT setval('${tables.sequence}', greatest($1::bigint, (SELECT last_value FROM ${tables.sequence})))`, [head.toString()]);
    return;
  }
  // Every later transaction has a higher id than this one, so its positions start above `needed`.
  const needed = head + 1n - BigInt(rows[0]!.xid) * BigInt(EVENTS_PER_TRANSACTION);
  const offset = stored === null ? (needed > 0n ? needed : 0n) : needed > stored ? needed : stored;
  if (offset !== stored)
    await client.query(
      `INSERT INTO ${tables.positionBase} (position_offset) VALUES ($1) ON CONFLICT (id) DO UPDATE SET position_offset = EXCLUDED.position_offset`,
      [offset.toString()],
    );
};

/**
 * The 'transaction-id' append: one prepared statement in autocommit for a group of appends to distinct streams
 * ($1: [{ stream, expected, events }]), no function call, no lock of ours.
 *
 * 1. Optimistic check per append: the stream's highest stored revision (an index probe of unique
 *    (stream_id, revision)) must be the expected one (-1 for 'no-stream', null for 'any'); if not, nothing is
 *    inserted for that append and its row answers the actual revision. Two writers that pass the check together
 *    insert the same revision: the second waits on the first's index entry and, once the first commits, fails on
 *    the unique key. Revisions stay contiguous: a writer only inserts N + 1 after seeing N committed.
 * 2. Positions: transaction id × 65536 + offset + index in the transaction (see GlobalOrdering), the offset
 *    read in the statement, so an `ensureSchema` that raised it elsewhere takes effect at once.
 * One row per append, in the order given.
 */
const appendStatement = (tables: Tables): string => `
WITH input AS (
  SELECT a.n AS append_no, a.value->>'stream' AS stream_id, (a.value->>'expected')::integer AS expected, a.value->'events' AS events
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(value, n)
),
head AS (
  SELECT input.*, (SELECT coalesce(max(e.revision), -1) FROM ${tables.events} e WHERE e.stream_id = input.stream_id) AS revision
  FROM input
),
accepted AS (
  SELECT head.*, (sum(jsonb_array_length(head.events)) OVER (ORDER BY head.append_no) - jsonb_array_length(head.events))::bigint AS first_index
  FROM head
  WHERE head.expected IS NULL OR head.expected = head.revision
),
appended AS (
  INSERT INTO ${tables.events} (global_position, transaction_id, stream_id, revision, event_id, type, data, metadata)
  SELECT pg_current_xact_id()::text::bigint * ${EVENTS_PER_TRANSACTION} + base.position_offset + accepted.first_index + e.n - 1,
         pg_current_xact_id(), accepted.stream_id, accepted.revision + e.n::integer, (e.value->>'eventId')::uuid,
         e.value->>'type', e.value->'data', e.value->'metadata'
  FROM accepted, ${tables.positionBase} base, jsonb_array_elements(accepted.events) WITH ORDINALITY AS e(value, n)
  RETURNING stream_id, global_position, revision
)
SELECT max(appended.revision) AS next_revision, max(appended.global_position) AS last_position, head.revision AS current_revision
FROM head LEFT JOIN appended ON appended.stream_id = head.stream_id
GROUP BY head.append_no, head.revision
ORDER BY head.append_no`;

/**
 * The 'advisory-lock' append (ADR 0005, kept to measure against): the same revision check, then
 * pg_advisory_xact_lock and the sequence; the lock is kept until the commit is visible, so positions become
 * visible in increasing order. A function, so that the lock is taken before the first position is drawn.
 */
const lockedAppendFunction = (schema: string, tables: Tables): string => `
CREATE OR REPLACE FUNCTION ${tables.lockedAppend}(p_stream text, p_expected integer, p_events jsonb, p_lock_timeout text)
RETURNS TABLE (next_revision integer, last_position bigint, current_revision integer)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_current integer;
  v_revision integer;
  v_position bigint;
  v_xid xid8;
  v_event jsonb;
BEGIN
  SELECT coalesce(max(revision), -1) INTO v_current FROM ${tables.events} WHERE stream_id = p_stream;
  IF p_expected IS NOT NULL AND p_expected <> v_current THEN
    RETURN QUERY SELECT NULL::integer, NULL::bigint, v_current;
    RETURN;
  END IF;
  PERFORM set_config('lock_timeout', p_lock_timeout, true);
  PERFORM pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${quoteLiteral(`${schema}.append`)}));
  v_xid := pg_current_xact_id();
  v_revision := v_current;
  FOR v_event IN SELECT e.value FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    v_revision := v_revision + 1;
    v_position := nextval(${quoteLiteral(tables.sequence)});
    INSERT INTO ${tables.events} (global_position, transaction_id, stream_id, revision, event_id, type, data, metadata)
      VALUES (v_position, v_xid, p_stream, v_revision, (v_event->>'eventId')::uuid, v_event->>'type', v_event->'data', v_event->'metadata');
  END LOOP;
  RETURN QUERY SELECT v_revision, v_position, v_current;
END
$fn$`;

const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;
