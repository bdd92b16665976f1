import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import type { OpenAppend } from './event-store.contract';
import type { EventToAppend } from './event-store.port';
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
  /** An append exactly as the adapter makes it, in a transaction the caller ends. */
  beginAppend: (stream: string, events: EventToAppend[]) => Promise<OpenAppend>;
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
  const open = new Set<Client>();
  const beginAppend = async (stream: string, events: EventToAppend[]): Promise<OpenAppend> => {
    const client = new Client({ connectionString: requireDatabaseUrl() });
    open.add(client);
    await client.connect();
    await client.query('BEGIN');
    const { position } = await store.appendOn(client, stream, events, 'any');
    const end = async (statement: string) => {
      await client.query(statement);
      open.delete(client);
      await client.end();
    };
    return { position, commit: () => end('COMMIT'), rollback: () => end('ROLLBACK') };
  };
  return {
    pool,
    schema,
    store,
    beginAppend,
    dispose: async () => {
      await Promise.all([...open].map((client) => client.end().catch(() => undefined)));
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await pool.end();
    },
  };
};
