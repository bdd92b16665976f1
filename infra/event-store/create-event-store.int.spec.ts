import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { makeEvent, newStream } from './event-store.contract';
import { createEventStore } from './index';
import { EncryptingEventStore } from './personal-data-cipher';
import { randomSchemaName, requireDatabaseUrl } from './postgres-test-support';

describe('createEventStore', () => {
  const databaseUrl = requireDatabaseUrl();
  const admin = new Pool({ connectionString: databaseUrl, max: 2 });
  afterAll(() => admin.end());

  it('builds the PostgreSQL store behind crypto-shredding, with its tables, and closes cleanly', async () => {
    const schema = randomSchemaName();
    const store = await createEventStore({ databaseUrl, eventStore: 'postgres', schema });
    try {
      expect(store).toBeInstanceOf(EncryptingEventStore);
      const candidateId = randomUUID();
      const stream = newStream('candidate');
      const event = makeEvent('CandidateAdded', {
        candidateId,
        personal: { firstName: 'Lea', lastName: 'Moreau', email: 'lea@example.org', phone: null },
      });
      await store.append(stream, [event], 'no-stream');

      const { rows } = await admin.query(`SELECT data::text AS text FROM "${schema}".events`);
      expect(rows[0].text).not.toContain('Moreau');
      expect((await store.readStream(stream))[0]!.data).toEqual(event.data);

      await store.eraseCandidate(candidateId);
      expect(((await store.readStream(stream))[0]!.data as { personal: unknown }).personal).toBeNull();
    } finally {
      await store.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  });

  it('refuses an unknown kind and an EventStoreDB without its URL', async () => {
    await expect(createEventStore({ databaseUrl, eventStore: 'mongodb' })).rejects.toThrow(
      /Unknown EVENT_STORE "mongodb"/,
    );
    const previous = process.env.EVENTSTORE_URL;
    delete process.env.EVENTSTORE_URL;
    try {
      await expect(
        createEventStore({ databaseUrl, eventStore: 'eventstoredb', schema: randomSchemaName() }),
      ).rejects.toThrow(/needs EVENTSTORE_URL/);
    } finally {
      if (previous !== undefined) process.env.EVENTSTORE_URL = previous;
    }
  });
});
