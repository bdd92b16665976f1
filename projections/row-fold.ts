import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { RecordedEvent } from '@ats/domain/shared';

/** How events change the rows of one table, one row per key (an application, a job, …). */
export type RowFold<Row extends ObjectLiteral, E> = {
  entity: EntityTarget<Row>;
  /** The primary-key property. */
  key: keyof Row & string;
  /** Which row an event changes. */
  rowKey(event: RecordedEvent & E): string;
  /** The row after the event: `undefined` leaves it as it is, `null` deletes it. */
  evolve(row: Row | undefined, event: RecordedEvent & E): Row | null | undefined;
};

/** Rows per statement (per jsonb parameter, or per key list). */
const ROWS_PER_STATEMENT = 2000;

/** How one column of an entity goes into the jsonb parameter, worked out once per entity. */
type ColumnPlan = { column: ColumnMetadata; property: string; name: string; json: boolean; plain: boolean; member: string };
const columnPlans = new WeakMap<EntityMetadata, ColumnPlan[]>();
const planOf = (metadata: EntityMetadata): ColumnPlan[] => {
  let plan = columnPlans.get(metadata);
  if (!plan) {
    plan = metadata.columns.map((column) => ({
      column,
      property: column.propertyName,
      name: column.databaseName,
      json: column.type === 'jsonb' || column.type === 'json',
      // A column straight on the entity: its value is row[property] (else TypeORM's getEntityValue finds it).
      plain: !column.embeddedMetadata && !column.relationMetadata && !column.referencedColumn,
      member: `${JSON.stringify(column.databaseName)}:`,
    }));
    columnPlans.set(metadata, plan);
  }
  return plan;
};

/** Marks a column the row leaves unset (its property undefined): it keeps its default, or its stored value. */
const UNSET = Symbol('unset');

/** A row's values as the driver binds them (JSON columns as they are), UNSET where it leaves a column unset. */
const boundCells = (row: ObjectLiteral, plan: readonly ColumnPlan[], driver: EntityManager['connection']['driver']) => {
  const values: unknown[] = new Array(plan.length);
  let skipped = '';
  for (let index = 0; index < plan.length; index += 1) {
    const column = plan[index];
    const value = (column.plain ? row[column.property] : column.column.getEntityValue(row)) as unknown;
    if (value === undefined) {
      values[index] = UNSET;
      skipped += `${index},`;
    } else values[index] = column.json ? value : driver.preparePersistentValue(value, column.column);
  }
  return { values, skipped };
};

/**
 * One row as the JSON object `JSON.stringify` would make of its record (column name → value as the driver
 * binds it), written straight as text: building a 25-key record per row and stringifying it cost the rebuild
 * more than PostgreSQL's insert. `skipped` lists the columns the row leaves unset (usually none).
 */
const rowJson = (row: ObjectLiteral, plan: readonly ColumnPlan[], driver: EntityManager['connection']['driver']) => {
  const { values, skipped } = boundCells(row, plan, driver);
  let json = '{';
  for (let index = 0; index < plan.length; index += 1) {
    const bound = values[index];
    if (bound === UNSET) continue;
    json += `${json.length > 1 ? ',' : ''}${plan[index].member}${bound === undefined ? 'null' : JSON.stringify(bound)}`;
  }
  return { json: `${json}}`, skipped };
};

/**
 * Multi-row upsert with the rows as ONE jsonb parameter (`jsonb_populate_recordset`): PostgreSQL parses it,
 * so a batch costs one short statement however many rows it has. (TypeORM's `upsert` builds a parameter per
 * cell and spends more CPU on that than the database spends writing: it was the rebuild's bottleneck.)
 * Rows are grouped by the columns they set, so an unset column keeps its default on insert and its value
 * on update, as with `upsert`. A NUL in any string is stored as U+FFFD (see `storable`).
 * `fresh`: the caller knows none of the rows exists yet (a rebuild's first sight of them): COPY where it can
 * (`copied`), else a plain INSERT without ON CONFLICT's speculative insertion.
 */
export const upsertRows = async <Row extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  key: string,
  rows: readonly Row[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> => {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const plan = planOf(metadata);
  const table = metadata.tablePath.split('.').map(quote).join('.');
  if (fresh && (await copied(manager, table, plan, rows, driver))) return;
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const made = rowJson(row, plan, driver);
    const skipped = made.skipped;
    let json = made.json;
    // PostgreSQL text cannot hold U+0000 (JSON's \u0000): only then is the row copied with it replaced.
    if (json.includes('\\u0000')) json = rowJson(storable({ ...row }), plan, driver).json;
    let group = groups.get(skipped);
    if (!group) groups.set(skipped, (group = []));
    group.push(json);
  }
  const keyColumn = metadata.findColumnWithPropertyName(key)!.databaseName;
  for (const [skipped, records] of groups) {
    const unset = new Set(skipped.split(',').filter(Boolean).map(Number));
    const columns = plan.filter((_, index) => !unset.has(index));
    const names = columns.map((column) => quote(column.name)).join(', ');
    const updates = columns.filter((column) => column.name !== keyColumn).map((column) => `${quote(column.name)} = EXCLUDED.${quote(column.name)}`);
    const onConflict = fresh ? '' : `ON CONFLICT (${quote(keyColumn)}) ${updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING'}`;
    for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
      await manager.query(
        `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ${onConflict}`,
        [`[${records.slice(start, start + ROWS_PER_STATEMENT).join(',')}]`],
      );
    }
  }
};

/**
 * Rows none of which exists yet, written with `COPY … FROM STDIN`: PostgreSQL takes them in at a third of
 * the cost of parsing the same rows from jsonb (measured on the candidate list's 10k-row rebuild). Each value
 * goes in as the text `jsonb_populate_recordset` would have made of its JSON, so both paths store the same
 * rows. Answers false, having written nothing, when a value has no such plain form here (a Buffer, an object
 * outside a JSON column, an array of objects) or the manager has no connection of its own: the caller INSERTs.
 */
const copied = async (
  manager: EntityManager,
  table: string,
  plan: readonly ColumnPlan[],
  rows: readonly ObjectLiteral[],
  driver: EntityManager['connection']['driver'],
): Promise<boolean> => {
  if (!manager.queryRunner || manager.connection.driver.options.type !== 'postgres') return false;
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const { values, skipped } = boundCells(row, plan, driver);
    let line = '';
    let first = true;
    for (let index = 0; index < plan.length; index += 1) {
      if (values[index] === UNSET) continue;
      const text = copyText(values[index], plan[index].json);
      if (text === undefined) return false;
      line += first ? text : `\t${text}`;
      first = false;
    }
    let group = groups.get(skipped);
    if (!group) groups.set(skipped, (group = []));
    group.push(line);
  }
  const client = (await manager.queryRunner.connect()) as PoolClient;
  for (const [skipped, lines] of groups) {
    const unset = new Set(skipped.split(',').filter(Boolean).map(Number));
    const names = plan.filter((_, index) => !unset.has(index)).map((column) => quote(column.name)).join(', ');
    await pipeline(Readable.from([`${lines.join('\n')}\n`]), client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN`)));
  }
  return true;
};

/** A value in COPY's text format (\\N for null), or undefined when it has no plain form here. */
const copyText = (value: unknown, json: boolean): string | undefined => {
  if (value === null) return '\\N';
  if (json) {
    const text = JSON.stringify(value);
    // JSON's \u0000 is refused by jsonb as by text.
    return copyEscape(text.includes('\\u0000') ? JSON.stringify(storable(value)) : text);
  }
  if (typeof value === 'string') return copyEscape(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) {
    const elements: string[] = [];
    for (const element of value) {
      if (element === null) elements.push('NULL');
      else if (typeof element === 'string' || typeof element === 'number') elements.push(`"${String(element).replace(/[\\"]/g, '\\$&')}"`);
      else return undefined;
    }
    return copyEscape(`{${elements.join(',')}}`);
  }
  return undefined;
};

/** COPY's text escapes; a NUL, which PostgreSQL text cannot hold, becomes U+FFFD (see `storable`). */
const copyEscape = (text: string): string => {
  const storableText = text.includes('\u0000') ? text.split('\u0000').join('\uFFFD') : text;
  return COPY_SPECIAL.test(storableText) ? storableText.replace(COPY_SPECIALS, (character) => COPY_ESCAPES[character]!) : storableText;
};
const COPY_SPECIAL = /[\\\n\r\t]/;
const COPY_SPECIALS = /[\\\n\r\t]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The rows of `entity` whose `key` is one of `keys`, by key: one statement per chunk, the keys as one array. */
export const findRows = async <Row extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  key: keyof Row & string,
  keys: readonly string[],
): Promise<Map<string, Row>> => {
  const rows = new Map<string, Row>();
  for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT) {
    // One array parameter, not one per key (TypeORM's In() is slow to build for thousands).
    const found = await manager
      .getRepository(entity)
      .createQueryBuilder('row')
      .where(`row.${key} = ANY(:keys)`, { keys: keys.slice(start, start + ROWS_PER_STATEMENT) })
      .getMany();
    for (const row of found) rows.set(String(row[key]), row);
  }
  return rows;
};

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/**
 * PostgreSQL text cannot hold U+0000. An event the store accepted must still project (one event must never
 * jam a read model), so a NUL that slipped past validation is shown as U+FFFD instead.
 */
export const storable = <T>(value: T): T => storableValue(value) as T;

const storableValue = (value: unknown): unknown => {
  if (typeof value === 'string') return value.includes('\u0000') ? value.split('\u0000').join('\uFFFD') : value;
  if (Array.isArray(value)) return value.map(storableValue);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, storableValue(inner)]));
  }
  return value;
};

/** Folds `events` into `rows` (null: deleted); answers the keys whose row changed. */
const evolveRows = <Row extends ObjectLiteral, E>(fold: RowFold<Row, E>, rows: Map<string, Row | null>, events: ReadonlyArray<RecordedEvent & E>): Set<string> => {
  const changed = new Set<string>();
  for (const event of events) {
    const key = fold.rowKey(event);
    const next = fold.evolve(rows.get(key) ?? undefined, event);
    if (next === undefined) continue;
    rows.set(key, next);
    changed.add(key);
  }
  return changed;
};

/**
 * Folds a batch into rows in memory and writes it in a few statements: one SELECT of the rows the batch
 * touches, multi-row upserts of the rows it changed, one DELETE of those it removed. Replaying a batch
 * yields the same rows (each row remembers the revision it reflects where the projection needs it).
 */
export const foldIntoRows = async <Row extends ObjectLiteral, E>(
  manager: EntityManager,
  fold: RowFold<Row, E>,
  events: ReadonlyArray<RecordedEvent & E>,
): Promise<void> => {
  if (events.length === 0) return;
  const carry = carrying.getStore();
  if (carry) return foldCarried(carry, manager, fold, events);
  const keys = [...new Set(events.map((event) => fold.rowKey(event)))];
  const rows = new Map<string, Row | null>(await findRows(manager, fold.entity, fold.key, keys));
  const changed = evolveRows(fold, rows, events);
  const upserts: Row[] = [];
  const deletes: string[] = [];
  for (const key of changed) {
    const row = rows.get(key);
    if (row) upserts.push(row); // upsertRows makes a NUL storable
    else deletes.push(key);
  }
  await upsertRows(manager, fold.entity, fold.key, upserts);
  if (deletes.length > 0) await manager.getRepository(fold.entity).delete({ [fold.key]: In(deletes) } as never);
};

/**
 * A rebuild's rows carried from batch to batch (`rebuildProjection` of a projector declared with
 * `carriesRows`), so that folding the next batch overlaps writing this one:
 * - the table started empty (its `reset` truncated it), so a key the carry has never seen has no row, and a
 *   key it holds has exactly the carried row: the fold reads nothing back from PostgreSQL while it is complete;
 * - writes are queued on the rebuild's one connection in fold order and run while the next batch folds; a
 *   fold that must read (a key evicted, or changed by another statement) first waits for the queue;
 * - rows first seen go in with COPY (`insertFresh`), not an upsert;
 * - at most `limit` rows per table are carried (oldest touched first out); past that, keys it no longer holds
 *   are looked up as outside a rebuild, so memory stays bounded for any log.
 * Carrying rows across batches folds exactly as one larger batch would, which a projection must already allow.
 */
export class RowCarry {
  private queue: Promise<void> = Promise.resolve();
  private readonly tables = new Map<EntityTarget<ObjectLiteral>, CarriedTable>();

  constructor(
    private readonly manager: EntityManager,
    private readonly limit: number,
  ) {}

  /** Runs `step` on the rebuild's connection after every step queued before it; a failure skips the rest. */
  enqueue(step: (manager: EntityManager) => Promise<unknown>): void {
    this.queue = this.queue.then(async () => {
      await step(this.manager);
    });
    this.queue.catch(() => undefined); // observed by whoever awaits `settled()`
  }

  /** Resolves once every queued step has run (rejects with the first failure). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Runs `work` (a projector's handle) with its row folds carried here. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return carrying.run(this, work);
  }

  table(entity: EntityTarget<ObjectLiteral>): CarriedTable {
    let table = this.tables.get(entity);
    if (!table) this.tables.set(entity, (table = { rows: new Map(), stale: new Set(), complete: true }));
    return table;
  }

  /** `key`'s row was changed by another statement: looked up again before it is folded. */
  forget(table: CarriedTable, key: string): void {
    table.rows.delete(key);
    if (!table.complete) return;
    table.stale.add(key);
    if (table.stale.size > this.limit) {
      table.stale.clear();
      table.complete = false;
    }
  }

  remember(table: CarriedTable, key: string, row: ObjectLiteral | null): void {
    table.rows.delete(key); // re-inserted last: the Map's order is the order rows were last touched
    if (row) table.rows.set(key, row);
    for (const oldest of table.rows.keys()) {
      if (table.rows.size <= this.limit) break;
      table.rows.delete(oldest);
      table.complete = false;
    }
  }
}

type CarriedTable = {
  rows: Map<string, ObjectLiteral>;
  /** Keys changed by another statement since carried: looked up again. */
  stale: Set<string>;
  /** Whether every row of the table is carried (a key not held has no row). */
  complete: boolean;
};

const carrying = new AsyncLocalStorage<RowCarry>();

/**
 * Call before writing a table that `foldIntoRows` folds with any other statement inside a projector's handle
 * (a no-op outside a carrying rebuild): the writes queued before it are done.
 */
export const settleCarriedRows = async (): Promise<void> => {
  await carrying.getStore()?.settled();
};

/** After such a statement: the rows it changed are read back before they are folded again. */
export const forgetCarriedRows = (entity: EntityTarget<ObjectLiteral>, keys: readonly string[]): void => {
  const carry = carrying.getStore();
  if (!carry || keys.length === 0) return;
  const table = carry.table(entity);
  for (const key of keys) carry.forget(table, key);
};

/**
 * Rows the rebuild sees first, by COPY; if one exists after all (a projector app left running meanwhile wrote
 * it: the rebuild's precondition is to stop it), they are upserted as outside a rebuild instead of failing it.
 */
const insertFresh = async <Row extends ObjectLiteral, E>(writer: EntityManager, fold: RowFold<Row, E>, rows: Row[]): Promise<void> => {
  await writer.query('SAVEPOINT rebuild_fresh_rows');
  try {
    await upsertRows(writer, fold.entity, fold.key, rows, { fresh: true });
  } catch (error) {
    const failure = error as { code?: string; driverError?: { code?: string } };
    if ((failure.code ?? failure.driverError?.code) !== '23505') throw error; // unique_violation
    await writer.query('ROLLBACK TO SAVEPOINT rebuild_fresh_rows');
    await upsertRows(writer, fold.entity, fold.key, rows);
  }
  await writer.query('RELEASE SAVEPOINT rebuild_fresh_rows');
};

const foldCarried = async <Row extends ObjectLiteral, E>(
  carry: RowCarry,
  manager: EntityManager,
  fold: RowFold<Row, E>,
  events: ReadonlyArray<RecordedEvent & E>,
): Promise<void> => {
  const table = carry.table(fold.entity);
  const keys = [...new Set(events.map((event) => fold.rowKey(event)))];
  const rows = new Map<string, Row | null>();
  const lookUp: string[] = [];
  for (const key of keys) {
    const carried = table.rows.get(key) as Row | undefined;
    if (carried) rows.set(key, carried);
    else if (!table.complete || table.stale.has(key)) lookUp.push(key);
  }
  if (lookUp.length > 0) {
    await carry.settled(); // read what the queued writes leave
    for (const [key, row] of await findRows(manager, fold.entity, fold.key, lookUp)) rows.set(key, row);
    for (const key of lookUp) table.stale.delete(key);
  }
  // No row before this batch: neither carried nor found.
  const absent = new Set(keys.filter((key) => !rows.has(key)));
  const changed = evolveRows(fold, rows, events);
  const inserts: Row[] = [];
  const updates: Row[] = [];
  const deletes: string[] = [];
  for (const key of changed) {
    const row = rows.get(key);
    if (!row) {
      if (!absent.has(key)) deletes.push(key);
    } else (absent.has(key) ? inserts : updates).push(row);
  }
  if (inserts.length > 0) carry.enqueue((writer) => insertFresh(writer, fold, inserts));
  if (updates.length > 0) carry.enqueue((writer) => upsertRows(writer, fold.entity, fold.key, updates));
  if (deletes.length > 0) carry.enqueue((writer) => writer.getRepository(fold.entity).delete({ [fold.key]: In(deletes) } as never));
  for (const [key, row] of rows) carry.remember(table, key, row);
};
