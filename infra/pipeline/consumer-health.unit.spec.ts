import type { RecordedEvent } from '@ats/domain/shared';
import type { ConsumerCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import { judgeConsumers, type ConsumerHealth } from './consumer-health';

const NOW = new Date('2026-11-23T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

/** A log whose event after any position was written `waitedSeconds` ago (or none after the head). */
const logWritten = (waitedSeconds: number, head: bigint) => ({
  readAll: async (from: bigint) =>
    from >= head ? [] : [{ position: from + 1n, metadata: { occurredAt: secondsAgo(waitedSeconds).toISOString() } } as RecordedEvent],
});

const checkpoint = (name: string, position: bigint, change: Partial<ConsumerCheckpoint> = {}): ConsumerCheckpoint => ({
  name,
  position,
  updatedAt: secondsAgo(1),
  failures: 0,
  failingSince: null,
  lastError: null,
  ...change,
});

/** Judges one consumer whose checkpoint is `row` (none when null) on a log of `head` events, the next written `waitedSeconds` ago. */
const judgeOne = async (name: string, row: ConsumerCheckpoint | null, head: bigint, waitedSeconds: number): Promise<ConsumerHealth> => {
  const [judged] = await judgeConsumers({
    expected: [name],
    checkpoints: row ? [row] : [],
    head,
    store: logWritten(waitedSeconds, head),
    now: NOW,
    rules: { failingAfter: 3, stalledAfterMs: 60_000 },
  });
  return judged;
};

describe('judging the consumers of the event log', () => {
  it('calls a consumer at the head ok, however long ago it last moved', async () => {
    const judged = await judgeOne('projection:jobs', checkpoint('projection:jobs', 10n, { updatedAt: secondsAgo(3600) }), 10n, 3600);
    expect(judged).toMatchObject({ state: 'ok', lag: 0 });
  });

  it('calls a consumer behind ok while the events have waited less than the limit', async () => {
    const judged = await judgeOne('kafka-relay', checkpoint('kafka-relay', 7n, { updatedAt: secondsAgo(3600) }), 10n, 5);
    expect(judged).toMatchObject({ state: 'ok', lag: 3 });
  });

  it('calls a consumer stalled when events wait for it past the limit and it has not moved (a dead process)', async () => {
    const name = 'projection:candidate-list';
    const judged = await judgeOne(name, checkpoint(name, 7n, { updatedAt: secondsAgo(600) }), 10n, 120);
    expect(judged.state).toBe('stalled');
    expect(judged.reason).toContain('position 7');
  });

  it('does not call a consumer stalled while it catches up on an old backlog', async () => {
    const name = 'projection:candidate-list';
    const judged = await judgeOne(name, checkpoint(name, 7n, { updatedAt: secondsAgo(1) }), 100_000n, 86_400);
    expect(judged.state).toBe('ok');
  });

  it('calls a consumer that never wrote a checkpoint stalled once the first event has waited too long', async () => {
    const judged = await judgeOne('process-starter:auto-archive', null, 4n, 120);
    expect(judged).toMatchObject({ state: 'stalled', checkpoint: '0', lag: 4 });
  });

  it('calls a consumer failing after repeated failures, with where and why', async () => {
    const row = checkpoint('projection:jobs', 7n, { failures: 3, failingSince: secondsAgo(30), lastError: 'value too long' });
    const judged = await judgeOne('projection:jobs', row, 10n, 30);
    expect(judged.state).toBe('failing');
    expect(judged.reason).toContain('after position 7: value too long');
    expect(judged.failingSince).toBe(secondsAgo(30).toISOString());
  });

  it('judges only the expected consumers, not checkpoints of retired ones', async () => {
    const judged = await judgeConsumers({
      expected: ['projection:jobs'],
      checkpoints: [checkpoint('projection:jobs', 10n), checkpoint('projection:retired', 1n, { updatedAt: secondsAgo(9999) })],
      head: 10n,
      store: logWritten(9999, 10n),
      now: NOW,
    });
    expect(judged.map((consumer) => consumer.name)).toEqual(['projection:jobs']);
  });
});
