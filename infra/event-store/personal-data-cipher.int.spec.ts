import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@ats/domain/shared';
import { CandidateKeyStore } from './candidate-key-store';
import { deferred, makeEvent, newStream, waitFor } from './event-store.contract';
import { CandidateErasedError, PersonalDataIntegrityError } from './errors';
import { EncryptingEventStore, isEncryptedPersonal } from './personal-data-cipher';
import { createIsolatedPostgresStore, type IsolatedPostgresStore } from './postgres-test-support';

describe('Crypto-shredding over the PostgreSQL event store', () => {
  let isolated: IsolatedPostgresStore;
  let keys: CandidateKeyStore;
  let store: EncryptingEventStore;

  beforeEach(async () => {
    isolated = await createIsolatedPostgresStore();
    keys = new CandidateKeyStore({ pool: isolated.pool, schema: isolated.schema });
    await keys.ensureSchema();
    store = new EncryptingEventStore(isolated.store, keys);
  });
  afterEach(async () => {
    await keys.close();
    await isolated.dispose();
  });

  const candidateAdded = (candidateId = randomUUID()) =>
    makeEvent('CandidateAdded', {
      candidateId,
      jobId: randomUUID(),
      source: 'career-site',
      personal: {
        firstName: 'Zofia',
        lastName: 'Kowalska-Nakamura',
        email: 'zofia.kn@example.org',
        phone: '+48 601 234 567',
      },
    });

  const rawData = async (eventId: string): Promise<{ text: string; data: Record<string, unknown> }> => {
    const { rows } = await isolated.pool.query<{ text: string; data: Record<string, unknown> }>(
      `SELECT data::text AS text, data FROM "${isolated.schema}".events WHERE event_id = $1`,
      [eventId],
    );
    return rows[0]!;
  };

  it('stores personal data only encrypted, and nothing else changes', async () => {
    const event = candidateAdded();
    await store.append(newStream('candidate'), [event], 'no-stream');
    const raw = await rawData(event.metadata.eventId);
    for (const secret of ['Zofia', 'Kowalska', 'zofia.kn@example.org', '601 234 567'])
      expect(raw.text).not.toContain(secret);
    expect(isEncryptedPersonal(raw.data.personal)).toBe(true);
    expect(raw.data.personal).toEqual({
      $encrypted: {
        v: 1,
        iv: expect.stringMatching(/^[A-Za-z0-9+/]{16}$/),
        tag: expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/),
        ciphertext: expect.any(String),
      },
    });
    const { personal: _personal, ...rest } = event.data as Record<string, unknown>;
    expect(raw.data).toMatchObject(rest);
  });

  it('reads personal data back decrypted through readStream, readAll and subscribeToAll', async () => {
    const stream = newStream('candidate');
    const event = candidateAdded();
    await store.append(stream, [event], 'no-stream');

    const [fromStream] = await store.readStream(stream);
    const [fromAll] = await store.readAll(0n);
    const delivered = deferred<RecordedEvent>();
    const subscription = store.subscribeToAll(0n, async (recorded) => delivered.resolve(recorded));
    const fromSubscription = await delivered.promise;
    await subscription.stop();

    for (const recorded of [fromStream, fromAll, fromSubscription]) expect(recorded!.data).toEqual(event.data);
  });

  it('after erasure reads personal back as null while the event keeps its shape, in every process', async () => {
    const candidateId = randomUUID();
    const stream = newStream('candidate');
    const added = candidateAdded(candidateId);
    const updated = makeEvent('CandidateDetailsUpdated', { candidateId, personal: { email: 'z.k@example.net' } });
    const unrelated = candidateAdded();
    await store.append(stream, [added, updated], 'no-stream');
    await store.append(newStream('candidate'), [unrelated], 'no-stream');

    // Another process has the key cached before the erasure.
    const otherKeys = new CandidateKeyStore({ pool: isolated.pool, schema: isolated.schema });
    const otherProcess = new EncryptingEventStore(isolated.store, otherKeys);
    try {
      expect((await otherProcess.readStream(stream))[0]!.data).toEqual(added.data);
      const rawBefore = await rawData(added.metadata.eventId);

      await store.eraseCandidate(candidateId);

      const [erasedAdded, erasedUpdated] = await store.readStream(stream);
      const { personal: _personal, ...rest } = added.data as Record<string, unknown>;
      expect(erasedAdded!.data).toEqual({ ...rest, personal: null });
      expect(erasedUpdated!.data).toEqual({ candidateId, personal: null });
      expect(erasedAdded!.metadata).toEqual(added.metadata);
      expect(erasedAdded!.type).toBe('CandidateAdded');
      expect(await rawData(added.metadata.eventId)).toEqual(rawBefore); // the stored event itself is untouched

      const { rows } = await isolated.pool.query(
        `SELECT key, erased_at FROM "${isolated.schema}".candidate_keys WHERE candidate_id = $1`,
        [candidateId],
      );
      expect(rows[0].key).toBeNull();
      expect(rows[0].erased_at).toBeInstanceOf(Date);

      const personalSeenByOther = async (): Promise<unknown> =>
        ((await otherProcess.readStream(stream))[0]!.data as { personal: unknown }).personal;
      await waitFor(
        async () => (await personalSeenByOther()) === null,
        5000,
        'the other process to drop the erased key',
      );

      // Other candidates are untouched.
      const all = await store.readAll(0n);
      expect(all.find((event) => event.metadata.eventId === unrelated.metadata.eventId)!.data).toEqual(unrelated.data);
    } finally {
      await otherKeys.close();
    }
  });

  it('refuses new personal data for an erased candidate, and appends nothing', async () => {
    const candidateId = randomUUID();
    const stream = newStream('candidate');
    await store.append(stream, [candidateAdded(candidateId)], 'no-stream');
    await store.eraseCandidate(candidateId);
    await expect(store.append(stream, [candidateAdded(candidateId)], 0)).rejects.toBeInstanceOf(CandidateErasedError);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('leaves events without personal data as they are', async () => {
    const event = makeEvent('ApplicationMovedToStage', {
      candidateId: randomUUID(),
      applicationId: randomUUID(),
      stageId: 'interview',
    });
    await store.append(newStream(), [event], 'no-stream');
    expect((await rawData(event.metadata.eventId)).data).toEqual(event.data);
  });

  it("refuses a ciphertext moved into another candidate's event", async () => {
    const victim = candidateAdded();
    const other = candidateAdded();
    const otherStream = newStream('candidate');
    await store.append(newStream('candidate'), [victim], 'no-stream');
    await store.append(otherStream, [other], 'no-stream');
    await isolated.pool.query(
      `UPDATE "${isolated.schema}".events SET data = jsonb_set(data, '{personal}', (SELECT data->'personal' FROM "${isolated.schema}".events WHERE event_id = $1))
       WHERE event_id = $2`,
      [victim.metadata.eventId, other.metadata.eventId],
    );
    await expect(store.readStream(otherStream)).rejects.toBeInstanceOf(PersonalDataIntegrityError);
  });

  it('creates exactly one key when a candidate is first used concurrently', async () => {
    const candidateId = randomUUID();
    const events = Array.from({ length: 10 }, () => candidateAdded(candidateId));
    // Separate key stores: no shared cache, so the race reaches the database.
    const racers = Array.from(
      { length: 10 },
      () => new CandidateKeyStore({ pool: isolated.pool, schema: isolated.schema, listenForErasures: false }),
    );
    try {
      await Promise.all(
        events.map((event, i) =>
          new EncryptingEventStore(isolated.store, racers[i]!).append(newStream('candidate'), [event], 'no-stream'),
        ),
      );
      const { rows } = await isolated.pool.query(
        `SELECT count(*)::int AS n FROM "${isolated.schema}".candidate_keys WHERE candidate_id = $1`,
        [candidateId],
      );
      expect(rows[0].n).toBe(1);
      const all = await store.readAll(0n);
      expect(all.map((event) => event.data)).toEqual(expect.arrayContaining(events.map((event) => event.data)));
      expect(all).toHaveLength(10);
    } finally {
      await Promise.all(racers.map((racer) => racer.close()));
    }
  });
});
