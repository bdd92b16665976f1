import type { AtsConfig } from '../config';
import { createEventStore, type EncryptingEventStore } from '../event-store';

/** The configured event store (PostgreSQL by default, EventStoreDB with EVENT_STORE=eventstoredb). */
export const openEventStore = async (config: Pick<AtsConfig, 'databaseUrl'>): Promise<EncryptingEventStore> =>
  createEventStore({
    databaseUrl: config.databaseUrl,
    eventStore: (process.env.EVENT_STORE as 'postgres' | 'eventstoredb' | undefined) ?? 'postgres',
    eventStoreUrl: process.env.EVENTSTORE_URL,
  });
