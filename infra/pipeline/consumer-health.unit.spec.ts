import type { RecordedEvent } from '../../domain/shared';
import type { ConsumerCheckpoint } from '../../projections/checkpoints/checkpoints';
import { judgeConsumers } from './consumer-health';

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

const rules = { failingAfter: 3, stalledAfterMs: 60_000 };

describe('judging the consumers of the event log', () => {
  it('calls a consumer at the head ok, however long ago it last moved', async () => {
    const [judged] = await judgeConsumers({
      expected: ['projection:jobs'],
      checkpoints: [checkpoint('projection:jobs', 10n, { updatedAt: secondsAgo(3600) })],
      head: 10n,
      store: logWritten(3600, 10n),
      now: NOW,
      rules,
    });
    expect(judged).toMatchObject({ state: 'ok', lag: 0 });
  });

  it('calls a consumer behind ok while the events have waited less than the limit', async () => {
    const [judged] = await judgeConsumers({
      expected: ['kafka-relay'],
      checkpoints: [checkpoint('kafka-relay', 7n, { updatedAt: secondsAgo(3600) })],
      head: 10n,
      store: logWritten(5, 10n),
      now: NOW,
      rules,
    });
    expect(judged).toMatchObject({ state: 'ok', lag: 3 });
  });

  it('calls a consumer stalled when events wait for it past the limit and it has not moved (a dead process)', async () => {
    const [judged] = await judgeConsumers({
      expected: ['projection:candidate-list'],
      checkpoints: [checkpoint('projection:candidate-list', 7n, { updatedAt: secondsAgo(600) })],
      head: 10n,
      store: logWritten(120, 10n),
      now: NOW,
      rules,
    });
    expect(judged.state).toBe('stalled');
    expect(judged.reason).toContain('position 7');
  });

  it('does not call a consumer stalled while it catches up on an old backlog', async () => {
    const [judged] = await judgeConsumers({
      expected: ['projection:candidate-list'],
      checkpoints: [checkpoint('projection:candidate-list', 7n, { updatedAt: secondsAgo(1) })],
      head: 100_000n,
      store: logWritten(86_400, 100_000n),
      now: NOW,
      rules,
    });
    expect(judged.state).toBe('ok');
  });

  it('calls a consumer that never wrote a checkpoint stalled once the first event has waited too long', async () => {
    const [judged] = await judgeConsumers({ expected: ['process-starter:auto-archive'], checkpoints: [], head: 4n, store: logWritten(120, 4n), now: NOW, rules });
    expect(judged).toMatchObject({ state: 'stalled', checkpoint: '0', lag: 4 });
  });

  it('calls a consumer failing after repeated failures, with where and why', async () => {
    const [judged] = await judgeConsumers({
      expected: ['projection:jobs'],
      checkpoints: [checkpoint('projection:jobs', 7n, { failures: 3, failingSince: secondsAgo(30), lastError: 'value too long' })],
      head: 10n,
      store: logWritten(30, 10n),
      now: NOW,
      rules,
    });
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
      rules,
    });
    expect(judged.map((consumer) => consumer.name)).toEqual(['projection:jobs']);
  });
});
