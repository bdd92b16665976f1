import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
import { quoteIdentifier } from './pg-notification-listener';

/** For the int specs only: every store lives in a schema of its own, dropped afterwards. */
export const requireDatabaseUrl = (): string => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL for the event store int specs');
  return url;
};

export const randomSchemaName = (): string => `es_${randomBytes(6).toString('hex')}`;

export type IsolatedPostgresStore = {
  pool: Pool;
  schema: string;
  store: PostgresEventStore;
  dispose: () => Promise<void>;
};

export const createIsolatedPostgresStore = async (
  options: Partial<PostgresEventStoreOptions> = {},
): Promise<IsolatedPostgresStore> => {
  const schema = randomSchemaName();
  // Enough connections for 20 truly concurrent appenders plus the readers.
  const pool = new Pool({ connectionString: requireDatabaseUrl(), max: 30 });
  const store = new PostgresEventStore({ pool, schema, pollIntervalMs: 100, ...options });
  await store.ensureSchema();
  return {
    pool,
    schema,
    store,
    dispose: async () => {
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await pool.end();
    },
  };
};
