import { randomUUID } from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type Subscription } from './event-store.port';

/**
 * The one behaviour every adapter must show (ARCHITECTURE.md, "Event store port"). Each case writes to
 * streams of its own, so the suite also runs against a store shared with other traffic (EventStoreDB).
 */
export type ContractSubject = {
  store: EventStore;
  dispose?: () => Promise<void>;
  /**
   * Runs an append in a transaction it keeps open until `commit` or `rollback`, where the adapter can (the
   * out-of-order commit case is skipped for the others).
   */
  beginAppend?: (stream: string, events: EventToAppend[]) => Promise<OpenAppend>;
};

/** An append whose transaction has not ended yet. */
export type OpenAppend = { position: bigint; commit(): Promise<void>; rollback(): Promise<void> };

export const describeEventStoreContract = (name: string, factory: () => Promise<ContractSubject>): void => {
  describe(`${name}: event store contract`, () => {
    let subject: ContractSubject | undefined;
    const store = (): EventStore => subject!.store;

    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.dispose?.();
    });

    describe('append with an expected revision', () => {
      it("creates a new stream with 'no-stream'", async () => {
        const stream = newStream();
        const result = await store().append(stream, [makeEvent('JobOpened'), makeEvent('JobPublished')], 'no-stream');
        expect(result.nextRevision).toBe(1);
        expect(typeof result.position).toBe('bigint');
        expect(result.position).toBeGreaterThan(0n);
        expect((await store().readStream(stream)).map((event) => event.revision)).toEqual([0, 1]);
      });

      it("refuses a second 'no-stream' append and appends nothing", async () => {
        const stream = newStream();
        await store().append(stream, [makeEvent('JobOpened')], 'no-stream');
        const error = await captureError(store().append(stream, [makeEvent('JobOpened')], 'no-stream'));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ stream, expected: 'no-stream', actual: 0 });
        expect(await store().readStream(stream)).toHaveLength(1);
      });

      it('accepts the exact current revision (number or bigint) and refuses a stale one', async () => {
        const stream = newStream();
        await store().append(stream, [makeEvent('JobOpened')], 'no-stream');
        expect((await store().append(stream, [makeEvent('JobPublished')], 0)).nextRevision).toBe(1);
        expect((await store().append(stream, [makeEvent('JobClosed')], 1n)).nextRevision).toBe(2);
        const stale = await captureError(store().append(stream, [makeEvent('JobReopened')], 1));
        expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
        expect(stale).toMatchObject({ stream, expected: 1, actual: 2 });
        expect((await store().readStream(stream)).map((event) => event.type)).toEqual([
          'JobOpened',
          'JobPublished',
          'JobClosed',
        ]);
      });

      it('refuses an exact revision on a stream that does not exist', async () => {
        const stream = newStream();
        const error = await captureError(store().append(stream, [makeEvent('JobOpened')], 0));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ actual: 'no-stream' });
        expect(await store().readStream(stream)).toEqual([]);
      });

      it("appends with 'any' to a new and to an existing stream", async () => {
        const stream = newStream();
        expect((await store().append(stream, [makeEvent('JobOpened')], 'any')).nextRevision).toBe(0);
        expect(
          (await store().append(stream, [makeEvent('JobPublished'), makeEvent('JobClosed')], 'any')).nextRevision,
        ).toBe(2);
        expect((await store().readStream(stream)).map((event) => [event.revision, event.type])).toEqual([
          [0, 'JobOpened'],
          [1, 'JobPublished'],
          [2, 'JobClosed'],
        ]);
      });
    });

    describe('readStream', () => {
      it('answers [] for a stream that does not exist', async () => {
        expect(await store().readStream(newStream())).toEqual([]);
      });

      it('reads from a revision, at most maxCount events', async () => {
        const stream = newStream();
        await store().append(
          stream,
          ['A', 'B', 'C', 'D'].map((type) => makeEvent(type)),
          'no-stream',
        );
        const events = await store().readStream(stream, { fromRevision: 1, maxCount: 2 });
        expect(events.map((event) => [event.revision, event.type, event.streamId])).toEqual([
          [1, 'B', stream],
          [2, 'C', stream],
        ]);
      });
    });

    describe('readAll and headPosition', () => {
      it('reads after a position (exclusive) in global order across streams', async () => {
        const [first, second] = [newStream(), newStream()];
        const head = await store().headPosition();
        await store().append(first, [makeEvent('A1')], 'no-stream');
        await store().append(second, [makeEvent('B1')], 'no-stream');
        await store().append(first, [makeEvent('A2')], 0);
        const last = await store().append(second, [makeEvent('B2'), makeEvent('B3')], 0);

        const ours = (await store().readAll(head)).filter(
          (event) => event.streamId === first || event.streamId === second,
        );
        expect(ours.map((event) => event.type)).toEqual(['A1', 'B1', 'A2', 'B2', 'B3']);
        expectStrictlyIncreasing(ours.map((event) => event.position));
        expect(ours[0]!.position).toBeGreaterThan(head);
        expect(ours.at(-1)!.position).toBe(last.position);
        expect(await store().headPosition()).toBe(last.position);

        const afterFirst = (await store().readAll(ours[0]!.position)).filter(
          (event) => event.streamId === first || event.streamId === second,
        );
        expect(afterFirst.map((event) => event.type)).toEqual(['B1', 'A2', 'B2', 'B3']);

        const limited = await store().readAll(head, { maxCount: 2 });
        expect(limited).toHaveLength(2);
        expectStrictlyIncreasing([head, ...limited.map((event) => event.position)]);
        expect(await store().readAll(last.position)).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, goes live, then delivers new events: each once, in order', async () => {
        const stream = newStream();
        const start = await store().headPosition();
        await store().append(stream, [makeEvent('E1'), makeEvent('E2')], 'no-stream');
        await store().append(stream, [makeEvent('E3')], 1);

        const received: RecordedEvent[] = [];
        let oursWhenLive = -1;
        const live = deferred();
        const subscription = track(
          store().subscribeToAll(
            start,
            async (event) => {
              received.push(event);
            },
            {
              onLive: () => {
                oursWhenLive = received.filter((event) => event.streamId === stream).length;
                live.resolve();
              },
            },
          ),
        );
        await live.promise;
        expect(oursWhenLive).toBe(3);

        await store().append(stream, [makeEvent('E4')], 2);
        await store().append(stream, [makeEvent('E5')], 3);
        const ours = () => received.filter((event) => event.streamId === stream);
        await waitFor(() => ours().length >= 5);
        await pause(300); // a duplicate would arrive within this window
        expect(ours().map((event) => event.type)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
        expectStrictlyIncreasing([start, ...received.map((event) => event.position)]);
        expect(new Set(received.map((event) => event.metadata.eventId)).size).toBe(received.length);
        await subscription.stop();
      });

      it('starts after the given position (exclusive)', async () => {
        const stream = newStream();
        await store().append(stream, [makeEvent('E1'), makeEvent('E2'), makeEvent('E3')], 'no-stream');
        const [first] = await store().readStream(stream);
        const received: RecordedEvent[] = [];
        const live = deferred();
        const subscription = track(
          store().subscribeToAll(first!.position, async (event) => void received.push(event), { onLive: live.resolve }),
        );
        await live.promise;
        await waitFor(() => received.filter((event) => event.streamId === stream).length >= 2);
        expect(received.filter((event) => event.streamId === stream).map((event) => event.type)).toEqual(['E2', 'E3']);
        await subscription.stop();
      });

      it('stops on a handler error and reports it through onError', async () => {
        const stream = newStream();
        const failure = new Error('projection failed');
        const reported = deferred<unknown>();
        const handled: string[] = [];
        track(
          store().subscribeToAll(
            await store().headPosition(),
            async (event) => {
              if (event.streamId !== stream) return;
              handled.push(event.type);
              throw failure;
            },
            { onError: reported.resolve },
          ),
        );
        await store().append(stream, [makeEvent('E1'), makeEvent('E2')], 'no-stream');
        expect(await reported.promise).toBe(failure);
        await store().append(stream, [makeEvent('E3')], 1);
        await pause(500);
        expect(handled).toEqual(['E1']);
      });

      it('never skips an event committed after later positions were delivered (out-of-order commit)', async () => {
        const begin = subject!.beginAppend;
        if (!begin) return; // the adapter offers no way to hold an append open
        const start = await store().headPosition();
        const received: RecordedEvent[] = [];
        const live = deferred();
        track(store().subscribeToAll(start, async (event) => void received.push(event), { onLive: live.resolve }));
        await live.promise;
        const streams = [newStream(), newStream(), newStream(), newStream()];
        const ours = () => received.filter((event) => streams.includes(event.streamId));

        // The first append takes its position and stays uncommitted while two more append (adapters that
        // serialise appends make them wait; the others let them commit first)...
        const slow = await begin(streams[0]!, [makeEvent('Slow1'), makeEvent('Slow2')]);
        const fast = Promise.all([
          store().append(streams[1]!, [makeEvent('Fast1')], 'no-stream'),
          store().append(streams[2]!, [makeEvent('Fast2')], 'no-stream'),
        ]);
        await pause(400); // the subscriber polls and reads in the meantime
        await slow.commit();
        await fast;
        // ...and one that never commits leaves no trace, nor holds back for good what commits beside it.
        const abandoned = await begin(streams[3]!, [makeEvent('RolledBack')]);
        const after = store().append(streams[1]!, [makeEvent('Fast3')], 0);
        await pause(300);
        await abandoned.rollback();
        await after;

        await waitFor(() => ours().length >= 5, 15_000, 'every committed event');
        await pause(300); // a duplicate would arrive within this window
        expect(ours().map((event) => event.type).sort()).toEqual(['Fast1', 'Fast2', 'Fast3', 'Slow1', 'Slow2']);
        expectStrictlyIncreasing([start, ...received.map((event) => event.position)]);
        const all = (await store().readAll(start)).filter((event) => streams.includes(event.streamId));
        expect(ours().map((event) => event.metadata.eventId)).toEqual(all.map((event) => event.metadata.eventId));
        expect(all.find((event) => event.type === 'Slow2')!.position).toBe(slow.position);
      });

      it('delivers nothing after stop()', async () => {
        const stream = newStream();
        const received: RecordedEvent[] = [];
        const live = deferred();
        const subscription = store().subscribeToAll(
          await store().headPosition(),
          async (event) => void received.push(event),
          {
            onLive: live.resolve,
          },
        );
        await live.promise;
        await subscription.stop();
        await store().append(stream, [makeEvent('E1')], 'no-stream');
        await pause(500);
        expect(received.filter((event) => event.streamId === stream)).toEqual([]);
      });
    });

    describe('metadata and data', () => {
      it('round-trip unchanged through readStream, readAll and subscribeToAll', async () => {
        const stream = newStream();
        const start = await store().headPosition();
        const event = makeEvent('ApplicationMovedToStage', {
          applicationId: randomUUID(),
          stage: { id: randomUUID(), name: 'Entretien téléphonique 📞' },
          tags: ['a', 'b'],
          score: 4.5,
          note: null,
        });
        event.metadata = {
          ...event.metadata,
          actor: { kind: 'automation', id: 'auto-archive:3f0c:stage-2', name: 'Auto-archive' },
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2026-03-01T09:30:00.000Z',
          schemaVersion: 3,
        };
        await store().append(stream, [event], 'no-stream');

        const [fromStream] = await store().readStream(stream);
        const fromAll = (await store().readAll(start)).find((recorded) => recorded.streamId === stream);
        const delivered = deferred<RecordedEvent>();
        const subscription = track(
          store().subscribeToAll(start, async (recorded) => {
            if (recorded.streamId === stream) delivered.resolve(recorded);
          }),
        );
        const fromSubscription = await delivered.promise;
        await subscription.stop();

        for (const recorded of [fromStream, fromAll, fromSubscription]) {
          expect(recorded).toMatchObject({ streamId: stream, revision: 0, type: 'ApplicationMovedToStage' });
          expect(recorded!.data).toEqual(event.data);
          expect(recorded!.metadata).toEqual(event.metadata);
        }
        expect(fromAll!.position).toBe(fromStream!.position);
      });
    });

    const open = new Set<Subscription>();
    const track = (subscription: Subscription): Subscription => {
      open.add(subscription);
      return subscription;
    };
    afterEach(async () => {
      await Promise.all([...open].map((subscription) => subscription.stop()));
      open.clear();
    });
  });
};

/* Helpers shared by the adapter specs. */

export const newStream = (category = 'application'): string => `${category}-${randomUUID()}`;

export const makeMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  eventId: randomUUID(),
  companyId: '5b0d7a2e-8d3c-4c8e-9a51-1f7a2d3c4b5e',
  actor: { kind: 'user', id: randomUUID(), name: 'Rana Haddad' },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
  ...overrides,
});

export const makeEvent = (
  type: string,
  data: unknown = { at: type },
  metadata: Partial<EventMetadata> = {},
): EventToAppend => ({
  type,
  data,
  metadata: makeMetadata(metadata),
});

export const expectStrictlyIncreasing = (positions: bigint[]): void => {
  const offending = positions.findIndex((position, index) => index > 0 && position <= positions[index - 1]!);
  if (offending > 0)
    throw new Error(
      `Positions not strictly increasing at ${offending}: ${positions[offending - 1]} then ${positions[offending]}`,
    );
};

export const captureError = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected a rejection, but the promise resolved');
};

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const waitFor = async (
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(20);
  }
};

export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

export const deferred = <T = void>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};
