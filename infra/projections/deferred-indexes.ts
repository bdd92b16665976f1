import type { DataSource, EntityManager } from 'typeorm';

/**
 * A rebuild writes every row of an emptied read model again. Maintaining each secondary index row by row
 * (the candidate list has eleven, three of them trigram GIN) cost about as much as the rest of the rebuild,
 * while building them once over the finished table is a fraction of it. So the rebuild drops them and builds
 * them again at its end. Primary keys, unique indexes and constraint indexes stay: ON CONFLICT and the
 * integrity checks need them while rows are written.
 *
 * The definitions are kept in `projection_deferred_indexes` in the transaction that drops them, so a rebuild
 * killed half-way loses none: the next rebuild builds them at its end (of the same read model), or at its
 * start (of the others). Only the rebuild uses the table, so it creates it itself, like the event store's tables.
 */
const TABLE = 'projection_deferred_indexes';

const ensureTable = (manager: EntityManager) =>
  manager.query(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (
       index_name text PRIMARY KEY,
       projection text NOT NULL,
       definition text NOT NULL,
       deferred_at timestamptz NOT NULL DEFAULT now()
     )`,
  );

/**
 * Drops the secondary indexes of the tables `reset` has just emptied with TRUNCATE (the relations this
 * transaction holds ACCESS EXCLUSIVE locks on), keeping their definitions. Call it in reset's transaction.
 * A read model reset by DELETE (one keeping some rows) keeps its indexes.
 */
export const deferIndexesOfTruncatedTables = async (manager: EntityManager, projection: string): Promise<string[]> => {
  await ensureTable(manager);
  const indexes: Array<{ name: string; definition: string }> = await manager.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid IN (
             SELECT l.relation FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
             WHERE l.pid = pg_backend_pid() AND l.locktype = 'relation' AND l.mode = 'AccessExclusiveLock' AND l.granted
               AND c.relkind = 'r' AND c.relname <> '${TABLE}')
       AND NOT i.indisunique AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY 1`,
  );
  for (const { name, definition } of indexes) {
    await manager.query(`INSERT INTO ${TABLE} (index_name, projection, definition) VALUES ($1, $2, $3) ON CONFLICT (index_name) DO NOTHING`, [
      name,
      projection,
      definition,
    ]);
    await manager.query(`DROP INDEX ${name}`);
  }
  return indexes.map(({ name }) => name);
};

/** Builds the deferred indexes of `projections` (all when absent) again, in one transaction. */
export const buildDeferredIndexes = async (dataSource: DataSource, projections?: { except: string } | { only: string }): Promise<void> => {
  await dataSource.transaction(async (manager) => {
    await ensureTable(manager);
    const rows: Array<{ definition: string }> = await manager.query(
      // As a SELECT: TypeORM answers a bare DELETE … RETURNING as [rows, count].
      `WITH built AS (
         DELETE FROM ${TABLE} WHERE ($1::text IS NULL OR projection = $1) AND ($2::text IS NULL OR projection <> $2) RETURNING definition
       )
       SELECT definition FROM built`,
      [projections && 'only' in projections ? projections.only : null, projections && 'except' in projections ? projections.except : null],
    );
    // A definition from pg_get_indexdef; IF NOT EXISTS in case one was built by hand meanwhile.
    for (const { definition } of rows) await manager.query(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
  });
};
