import type { ConsumerCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { EventStore } from '../event-store/event-store.port';

export type ConsumerState = 'ok' | 'failing' | 'stalled';

export type ConsumerHealth = {
  name: string;
  checkpoint: string;
  lag: number | null;
  state: ConsumerState;
  /** Why it is not ok, for the operator: the last error, or how long the oldest unhandled event has waited. */
  reason?: string;
  failures: number;
  failingSince: string | null;
};

export type ConsumerHealthRules = {
  /** Consecutive failed batches from which a consumer counts as failing. */
  failingAfter: number;
  /** How long the oldest event a consumer has not handled may wait before it counts as stalled (a dead process). */
  stalledAfterMs: number;
};

export const DEFAULT_CONSUMER_HEALTH_RULES: ConsumerHealthRules = { failingAfter: 3, stalledAfterMs: 60_000 };

/**
 * Judges every expected downstream consumer: failing (its batches keep failing: which position, why) or
 * stalled (events wait for it and nothing moves: its process is dead or wedged), else ok. A consumer with
 * no checkpoint yet is judged from position 0.
 */
export const judgeConsumers = async (options: {
  expected: readonly string[];
  checkpoints: readonly ConsumerCheckpoint[];
  head: bigint;
  store: Pick<EventStore, 'readAll'>;
  now: Date;
  rules?: ConsumerHealthRules;
}): Promise<ConsumerHealth[]> => {
  const rules = options.rules ?? DEFAULT_CONSUMER_HEALTH_RULES;
  const byName = new Map(options.checkpoints.map((row) => [row.name, row]));
  const waitingSince = new Map<bigint, Promise<Date | null>>();
  /** When the first event after `position` was written; consumers at the same position share one read. */
  const firstUnhandledAt = (position: bigint) => {
    if (!waitingSince.has(position)) {
      waitingSince.set(
        position,
        options.store.readAll(position, { maxCount: 1 }).then(([event]) => (event ? new Date(event.metadata.occurredAt) : null)),
      );
    }
    return waitingSince.get(position)!;
  };
  return Promise.all(
    options.expected.map(async (name): Promise<ConsumerHealth> => {
      const row = byName.get(name);
      const position = row?.position ?? 0n;
      const lag = options.head > position ? Number(options.head - position) : 0;
      const base = { name, checkpoint: position.toString(), lag, failures: row?.failures ?? 0, failingSince: row?.failingSince?.toISOString() ?? null };
      if (row && row.failures >= rules.failingAfter) {
        return { ...base, state: 'failing', reason: `failed ${row.failures} times in a row after position ${position}: ${row.lastError ?? 'unknown error'}` };
      }
      if (lag > 0) {
        const since = await firstUnhandledAt(position);
        const waitedMs = since ? options.now.getTime() - since.getTime() : 0;
        // A consumer catching up on an old backlog moves its checkpoint all the time: that is progress.
        const unmovedMs = row ? options.now.getTime() - row.updatedAt.getTime() : Number.POSITIVE_INFINITY;
        if (waitedMs > rules.stalledAfterMs && unmovedMs > rules.stalledAfterMs) {
          return { ...base, state: 'stalled', reason: `no progress: the event after position ${position} has waited ${Math.round(waitedMs / 1000)} s (${lag} behind)` };
        }
      }
      return { ...base, state: 'ok' };
    }),
  );
};
