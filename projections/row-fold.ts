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
type ColumnPlan = { column: ColumnMetadata; property: string; name: string; json: boolean; plain: boolean };
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
    }));
    columnPlans.set(metadata, plan);
  }
  return plan;
};

/**
 * Multi-row upsert with the rows as ONE jsonb parameter (`jsonb_populate_recordset`): PostgreSQL parses it,
 * so a batch costs one short statement however many rows it has. (TypeORM's `upsert` builds a parameter per
 * cell and spends more CPU on that than the database spends writing: it was the rebuild's bottleneck.)
 * Rows are grouped by the columns they set, so an unset column keeps its default on insert and its value
 * on update, as with `upsert`. A NUL in any string is stored as U+FFFD (see `storable`).
 */
export const upsertRows = async <Row extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  key: string,
  rows: readonly Row[],
): Promise<void> => {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const plan = planOf(metadata);
  const groups = new Map<string, { columns: ColumnPlan[]; records: Record<string, unknown>[] }>();
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    const columns: ColumnPlan[] = [];
    let signature = '';
    for (const column of plan) {
      const value = (column.plain ? row[column.property] : column.column.getEntityValue(row)) as unknown;
      if (value === undefined) continue;
      columns.push(column);
      signature += `${column.name},`;
      // JSON columns go in as JSON; everything else as the driver would bind it.
      record[column.name] = column.json ? value : driver.preparePersistentValue(value, column.column);
    }
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { columns, records: [] }));
    group.records.push(record);
  }
  const keyColumn = metadata.findColumnWithPropertyName(key)!.databaseName;
  const table = metadata.tablePath.split('.').map(quote).join('.');
  for (const { columns, records } of groups.values()) {
    const names = columns.map((column) => quote(column.name)).join(', ');
    const updates = columns.filter((column) => column.name !== keyColumn).map((column) => `${quote(column.name)} = EXCLUDED.${quote(column.name)}`);
    for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
      const chunk = records.slice(start, start + ROWS_PER_STATEMENT);
      let json = JSON.stringify(chunk);
      // PostgreSQL text cannot hold U+0000 (JSON's \u0000): only then are the rows copied with it replaced.
      if (json.includes('\\u0000')) json = JSON.stringify(storable(chunk));
      await manager.query(
        `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
         ON CONFLICT (${quote(keyColumn)}) ${updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING'}`,
        [json],
      );
    }
  }
};

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
  const keys = [...new Set(events.map((event) => fold.rowKey(event)))];
  const rows = new Map<string, Row | null>(await findRows(manager, fold.entity, fold.key, keys));
  const changed = new Set<string>();
  for (const event of events) {
    const key = fold.rowKey(event);
    const next = fold.evolve(rows.get(key) ?? undefined, event);
    if (next === undefined) continue;
    rows.set(key, next);
    changed.add(key);
  }
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
