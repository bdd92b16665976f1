import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
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

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters even for wide rows. */
const ROWS_PER_STATEMENT = 1000;

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
  const repository = manager.getRepository(fold.entity);
  const keys = [...new Set(events.map((event) => fold.rowKey(event)))];
  const rows = new Map<string, Row | null>();
  for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT) {
    const slice = keys.slice(start, start + ROWS_PER_STATEMENT);
    const found = await repository.findBy({ [fold.key]: In(slice) } as never);
    for (const row of found) rows.set(String(row[fold.key]), row);
  }
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
    if (row) upserts.push(storable(row) as Row);
    else deletes.push(key);
  }
  for (let start = 0; start < upserts.length; start += ROWS_PER_STATEMENT) {
    await repository.upsert(upserts.slice(start, start + ROWS_PER_STATEMENT) as never, [fold.key]);
  }
  if (deletes.length > 0) await repository.delete({ [fold.key]: In(deletes) } as never);
};
