import { describeEventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/**
 * The same contract against EventStoreDB, when one is reachable: `EVENTSTORE_URL` (e.g.
 * esdb://localhost:2113?tls=false as in docker-compose.yml), or a testcontainers container that the
 * integration global setup starts where a Docker engine exists. Without either the suite is skipped, loudly.
 */
const eventStoreUrl = process.env.EVENTSTORE_URL;

if (eventStoreUrl) {
  describeEventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore({ connectionString: eventStoreUrl });
    return { store, dispose: () => store.close() };
  });
} else {
  console.warn(
    `EventStoreDB contract skipped: no EVENTSTORE_URL, and ${process.env.ATS_EVENTSTOREDB_SKIPPED ?? 'no Docker engine for testcontainers'} ` +
      '(set EVENTSTORE_URL=esdb://localhost:2113?tls=false to run it against an EventStoreDB).',
  );
  describe.skip('EventStoreDB: event store contract (needs EVENTSTORE_URL)', () => {
    it('runs the shared contract', () => undefined);
  });
}
