import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '@ats/domain/shared';
import { readCheckpoint, writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { Projector } from '@ats/projections/projector';
import type { EventStore } from '../event-store/event-store.port';
import type { LogConsumer } from '../pipeline/event-pipeline';
import { buildDeferredIndexes, deferIndexesOfTruncatedTables } from './deferred-indexes';

export const projectionCheckpointName = (projector: Pick<Projector, 'name'>) => `projection:${projector.name}`;

/**
 * Applies the events a projection handles (already picked by `canHandle`) and moves its checkpoint to
 * `through` in one transaction: each event takes effect exactly once.
 */
export const applyBatch = async (
  dataSource: DataSource,
  projector: Projector,
  handled: readonly RecordedEvent[],
  through: bigint,
): Promise<void> => {
  await dataSource.transaction(async (manager) => {
    if (handled.length > 0) await projector.handle(handled, manager);
    await writeCheckpoint(manager, projectionCheckpointName(projector), through);
  });
};

/** A projection as one consumer of the event pipeline. */
export const projectionConsumer = (dataSource: DataSource, projector: Projector): LogConsumer => ({
  name: projectionCheckpointName(projector),
  canHandle: projector.canHandle,
  handle: (events, through) => applyBatch(dataSource, projector, events, through),
});

/** Events per batch of a rebuild: larger than the live pipeline's, since nobody waits for any one of them. */
const REBUILD_BATCH = 5000;

/**
 * Empties the read model and replays every event into it; returns how many events were read. The emptied
 * tables' secondary indexes are built once at the end instead of row by row (see deferred-indexes.ts).
 */
export const rebuildProjection = async (
  store: EventStore,
  dataSource: DataSource,
  projector: Projector,
  batchSize = REBUILD_BATCH,
): Promise<number> => {
  // Left over by a rebuild of another read model that was killed half-way.
  await buildDeferredIndexes(dataSource, { except: projector.name });
  await dataSource.transaction(async (manager) => {
    await projector.reset(manager);
    await deferIndexesOfTruncatedTables(manager, projector.name);
    await writeCheckpoint(manager, projectionCheckpointName(projector), 0n);
  });
  try {
    return await replayAll(store, dataSource, projector, batchSize);
  } finally {
    // Also after a failure, so the read model is not left without its indexes.
    await buildDeferredIndexes(dataSource, { only: projector.name });
  }
};

const replayAll = async (store: EventStore, dataSource: DataSource, projector: Projector, batchSize: number): Promise<number> => {
  let position = 0n;
  let count = 0;
  // Reading the next batch overlaps writing this one: the rebuild runs at the slower of the two.
  let next = store.readAll(position, { maxCount: batchSize });
  next.catch(() => undefined);
  for (;;) {
    const events = await next;
    if (events.length === 0) return count;
    position = events[events.length - 1].position;
    next = store.readAll(position, { maxCount: batchSize });
    next.catch(() => undefined); // observed at the next turn; no unhandled rejection if this batch fails first
    await applyBatch(dataSource, projector, events.filter((event) => projector.canHandle.has(event.type)), position);
    count += events.length;
  }
};

/** Whether a projection has processed `position`. */
export const hasProjected = async (dataSource: DataSource, projector: Pick<Projector, 'name'>, position: bigint): Promise<boolean> =>
  (await readCheckpoint(dataSource.manager, projectionCheckpointName(projector))) >= position;

/** Waits (bounded) until a projection has processed `position`: read-your-writes for queries. */
export const waitForProjection = async (
  dataSource: DataSource,
  projector: Pick<Projector, 'name'>,
  position: bigint,
  timeoutMs = 5000,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await hasProjected(dataSource, projector, position)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
