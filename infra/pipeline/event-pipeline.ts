import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '@ats/domain/shared';
import { readCheckpoint, recordConsumerFailure, writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { EventStore } from '../event-store/event-store.port';

/**
 * Something downstream of the event store that reads the global order from its own checkpoint: a
 * projection, the Kafka relay, a process starter.
 */
export type LogConsumer = {
  /** Its checkpoint's name. */
  name: string;
  /** The types it handles; the others pass by (its checkpoint still moves over them). All when absent. */
  canHandle?: ReadonlySet<string>;
  /**
   * Handles a batch (only the types it can handle, never empty) and stores `through` as its checkpoint,
   * in the same transaction as its rows where it has rows (`writeCheckpoint`).
   */
  handle(events: RecordedEvent[], through: bigint): Promise<void>;
};

export type PipelineOptions = {
  /** The pipeline only ever reads the global order. */
  store: Pick<EventStore, 'readAll'>;
  dataSource: DataSource;
  consumers: readonly LogConsumer[];
  /** Events per read of the log. Default 500. */
  batchSize?: number;
  /** Events kept in memory for consumers a little behind the tail. Default 10,000. */
  cachedEvents?: number;
  /** Pause after a read found nothing new. Default 50 ms. */
  idleMs?: number;
  /** Backoff after a consumer's failed batch: doubles from `firstRetryMs` up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  onError?: (consumer: string, error: unknown, failures: number) => void;
};

export type RunningPipeline = {
  /** Where each consumer is, in memory. */
  positions(): ReadonlyMap<string, bigint>;
  stop(): Promise<void>;
};

/** Index of the first event after `position` in an array sorted by position. */
const firstAfter = (events: readonly RecordedEvent[], position: bigint): number => {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (events[middle].position <= position) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The one reader of the log. It reads the tail once for every consumer at the tail (a single read in flight,
 * whoever asks) and keeps the latest events in memory for those a little behind; only a consumer further
 * behind than that reads for itself. So 30 consumers cost about what 3 do, and a slow one re-reads nothing
 * for the others.
 */
class SharedLogReader {
  private cache: RecordedEvent[] = [];
  /** The cache holds the events in (cacheStart, cacheEnd]. */
  private cacheStart: bigint;
  private cacheEnd: bigint;
  private tailRead: Promise<void> | undefined;

  constructor(
    private readonly store: Pick<EventStore, 'readAll'>,
    start: bigint,
    private readonly options: { batchSize: number; cachedEvents: number; idle: () => Promise<void> },
  ) {
    this.cacheStart = start;
    this.cacheEnd = start;
  }

  async after(position: bigint): Promise<RecordedEvent[]> {
    if (position === this.cacheEnd) await this.readTail();
    if (position >= this.cacheStart && position < this.cacheEnd) {
      const from = firstAfter(this.cache, position);
      return this.cache.slice(from, from + this.options.batchSize);
    }
    if (position === this.cacheEnd) return [];
    // Too far behind (or, briefly, ahead of a tail nobody else is reading): this consumer reads for itself.
    const events = await this.store.readAll(position, { maxCount: this.options.batchSize });
    if (events.length === 0) await this.options.idle();
    return events;
  }

  private readTail(): Promise<void> {
    this.tailRead ??= (async () => {
      const events = await this.store.readAll(this.cacheEnd, { maxCount: this.options.batchSize });
      if (events.length === 0) return this.options.idle();
      this.cache.push(...events);
      this.cacheEnd = events[events.length - 1].position;
      const excess = this.cache.length - this.options.cachedEvents;
      if (excess > 0) {
        this.cacheStart = this.cache[excess - 1].position;
        this.cache = this.cache.slice(excess);
      }
    })().finally(() => {
      this.tailRead = undefined;
    });
    return this.tailRead;
  }
}

/**
 * Runs every consumer from its own checkpoint over one shared reader. Each consumer is its own loop: a
 * failing one backs off and retries from its stored checkpoint (its failures recorded beside it for
 * /api/health) while the others go on.
 */
export const startEventPipeline = async (options: PipelineOptions): Promise<RunningPipeline> => {
  const { dataSource } = options;
  const batchSize = options.batchSize ?? 500;
  const idleMs = options.idleMs ?? 50;
  const firstRetryMs = options.firstRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let stopping = false;
  let wakeOnStop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (wakeOnStop = resolve));
  const pause = (ms: number) => Promise.race([stopped, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

  const positions = new Map<string, bigint>();
  for (const consumer of options.consumers) positions.set(consumer.name, await readCheckpoint(dataSource.manager, consumer.name));
  // The tail starts at the consumer furthest behind, so a fresh start reads the log once for everyone.
  const [first = 0n, ...others] = positions.values();
  const start = others.reduce((lowest, position) => (position < lowest ? position : lowest), first);
  const reader = new SharedLogReader(options.store, start, {
    batchSize,
    cachedEvents: options.cachedEvents ?? 10_000,
    idle: () => pause(idleMs),
  });

  const run = async (consumer: LogConsumer) => {
    let failures = 0;
    while (!stopping) {
      const position = positions.get(consumer.name) ?? 0n;
      try {
        const events = await reader.after(position);
        if (events.length === 0 || stopping) continue;
        const through = events[events.length - 1].position;
        const { canHandle } = consumer;
        const wanted = canHandle ? events.filter((event) => canHandle.has(event.type)) : events;
        if (wanted.length > 0) await consumer.handle(wanted, through);
        else await writeCheckpoint(dataSource.manager, consumer.name, through);
        positions.set(consumer.name, through);
        failures = 0;
      } catch (error) {
        failures += 1;
        options.onError?.(consumer.name, error, failures);
        await recordConsumerFailure(dataSource.manager, consumer.name, error).catch(() => undefined);
        await pause(Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1)));
        // Resume from what was stored: a half-handled batch is either committed whole or not at all.
        positions.set(consumer.name, await readCheckpoint(dataSource.manager, consumer.name).catch(() => position));
      }
    }
  };

  const loops = options.consumers.map(run);
  return {
    positions: () => positions,
    async stop() {
      stopping = true;
      wakeOnStop();
      await Promise.all(loops);
    },
  };
};
