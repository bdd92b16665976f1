import { randomUUID } from 'node:crypto';
import { DomainError, type Decider, type DomainEvent } from '@ats/domain/shared';
import { decideAndAppend } from '@ats/infra/commands/handle-command';
import { createEventStore } from '@ats/infra/event-store';

/**
 * Commands racing on one stream, on the real PostgreSQL event store: a command that names no revision is decided
 * again on the newer state when another append wins the race (each is applied once, none refused); one that names
 * the revision its caller saw is refused 409 once another got there first.
 */
type Counted = DomainEvent<'Counted', { by: string; total: number }>;
type Count = { type: 'Count'; data: { by: string } };
const counter: Decider<{ total: number }, Count, Counted> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => (event.type === 'Counted' ? { total: event.data.total } : state),
  decide: (command, state) => [{ type: 'Counted', data: { by: command.data.by, total: state.total + 1 } }],
};

describe('commands racing on one stream', () => {
  let store: Awaited<ReturnType<typeof createEventStore>>;
  const companyId = randomUUID();
  const envelope = (by: string, expectedRevision?: number) => ({
    companyId,
    actor: { kind: 'user' as const, id: by, name: by },
    commandId: `count:${by}:${randomUUID()}`,
    expectedRevision,
  });
  const stream = () => {
    const id = randomUUID();
    return { id: `candidate-${id}`, entityId: id, notFound: () => new DomainError('not-found', 'Not found', 'not-found') };
  };
  const count = (target: ReturnType<typeof stream>, by: string, expectedRevision?: number) =>
    decideAndAppend(store, target, counter, { type: 'Count', data: { by } }, envelope(by, expectedRevision));

  beforeAll(async () => {
    store = await createEventStore({ databaseUrl: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await store.close();
  });

  it('decides again a command that names no revision, so every one of them counts once', async () => {
    const target = stream();
    await count(target, 'first');
    // Five at once: each round of the race has a winner, so no racer needs more than the five attempts it gets.
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, index) => count(target, `racer-${index}`)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const events = await store.readStream(target.id);
    // Each decided on the state it appended to: the totals run 1..6 with no gap and no repeat.
    expect(events.map((event) => (event.data as Counted['data']).total)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses with 409 the commands that name a revision someone else has passed', async () => {
    const target = stream();
    await count(target, 'first');
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, (_, index) => count(target, `racer-${index}`, 0)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((item): item is PromiseRejectedResult => item.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'wrong-expected-revision', kind: 'conflict' });
    }
    expect(await store.readStream(target.id)).toHaveLength(2);
  });
});
