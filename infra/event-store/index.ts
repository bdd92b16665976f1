import { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { CandidateKeyStore } from './candidate-key-store';
import { EncryptingEventStore } from './personal-data-cipher';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

export * from './event-store.port';
export * from './errors';
export * from './candidate-key-store';
export * from './personal-data-cipher';
export * from './postgres-event-store';
export * from './eventstoredb-event-store';

export type EventStoreKind = 'postgres' | 'eventstoredb';

export type CreateEventStoreOptions = {
  /** PostgreSQL: the events themselves (postgres kind) and, for every kind, the candidates' keys. */
  databaseUrl: string;
  /** Default: EVENT_STORE, else 'postgres'. */
  eventStore?: string;
  /** Default: EVENTSTORE_URL. Required for 'eventstoredb'. */
  eventStoreUrl?: string;
  /** Schema for the PostgreSQL tables. Default 'public'. */
  schema?: string;
};

/**
 * The event store the apps use: the configured adapter, behind crypto-shredding. Creates the tables it
 * needs (idempotent, safe when several apps start at once). `close()` releases everything it opened.
 */
export const createEventStore = async (options: CreateEventStoreOptions): Promise<EncryptingEventStore> => {
  // Configuration errors surface before anything touches a database.
  const kind = parseKind(options.eventStore ?? process.env.EVENT_STORE ?? 'postgres');
  const eventStoreUrl = options.eventStoreUrl ?? process.env.EVENTSTORE_URL;
  if (kind === 'eventstoredb' && !eventStoreUrl)
    throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false)');

  const pool = new Pool({ connectionString: options.databaseUrl });
  try {
    const keys = new CandidateKeyStore({ pool, schema: options.schema });
    await keys.ensureSchema();
    const inner = await createAdapter(kind, pool, options.schema, eventStoreUrl);
    return new EncryptingEventStore(inner, keys, { onClose: () => pool.end() });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
};

const createAdapter = async (
  kind: EventStoreKind,
  pool: Pool,
  schema: string | undefined,
  eventStoreUrl: string | undefined,
): Promise<EventStore> => {
  if (kind === 'eventstoredb') return new EventStoreDbEventStore({ connectionString: eventStoreUrl! });
  const store = new PostgresEventStore({ pool, schema });
  await store.ensureSchema();
  return store;
};

const parseKind = (value: string): EventStoreKind => {
  if (value === 'postgres' || value === 'eventstoredb') return value;
  throw new Error(`Unknown EVENT_STORE "${value}": use "postgres" or "eventstoredb"`);
};
