import type { RecordedEvent } from '../../domain/shared';
import type { EventStore } from '../event-store/event-store.port';

export type CheckpointedLoopOptions = {
  store: EventStore;
  /** Where to resume: the last position fully handled. */
  loadCheckpoint: () => Promise<bigint>;
  /** Handles a batch and persists its last position as the new checkpoint (atomically where possible). */
  handleBatch: (events: RecordedEvent[]) => Promise<void>;
  batchSize?: number;
  idleMs?: number;
  onError?: (error: unknown) => void;
};

export type RunningLoop = { stop(): Promise<void>; readonly position: bigint };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the global order in batches from a checkpoint and hands each batch on. A failing batch is retried
 * from the same checkpoint after a pause, so nothing is skipped and nothing is handled twice.
 */
export const startCheckpointedLoop = (options: CheckpointedLoopOptions): RunningLoop => {
  const batchSize = options.batchSize ?? 500;
  const idleMs = options.idleMs ?? 50;
  let stopping = false;
  let position = 0n;
  const done = (async () => {
    position = await options.loadCheckpoint();
    while (!stopping) {
      try {
        const events = await options.store.readAll(position, { maxCount: batchSize });
        if (events.length === 0) {
          await sleep(idleMs);
          continue;
        }
        await options.handleBatch(events);
        position = events[events.length - 1].position;
      } catch (error) {
        options.onError?.(error);
        await sleep(1000);
        position = await options.loadCheckpoint().catch(() => position);
      }
    }
  })();
  return {
    get position() {
      return position;
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
};
