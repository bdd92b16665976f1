import type { AtsConfig } from '../config';
import type { EventStore } from '../event-store/event-store.port';
import { createEventStore } from '../event-store';

/** The configured event store (PostgreSQL by default, EventStoreDB with EVENT_STORE=eventstoredb). */
export const openEventStore = async (config: Pick<AtsConfig, 'databaseUrl'>): Promise<EventStore> =>
  createEventStore({
    databaseUrl: config.databaseUrl,
    eventStore: (process.env.EVENT_STORE as 'postgres' | 'eventstoredb' | undefined) ?? 'postgres',
    eventStoreUrl: process.env.EVENTSTORE_URL,
  });
