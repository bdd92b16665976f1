import type { DataSource, EntityManager } from 'typeorm';
import type { RecordedEvent } from '@ats/domain/shared';
import { readCheckpoint, writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { Projector } from '@ats/projections/projector';
import { RowCarry } from '@ats/projections/row-fold';
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

/** Rows a rebuild carries per table between batches (see `RowCarry`): about 1 KB each, so tens of MB at most. */
const CARRIED_ROWS = 50_000;

/**
 * Empties the read model and replays every event into it; returns how many events were read. The emptied
 * tables' secondary indexes are built once at the end instead of row by row (see deferred-indexes.ts).
 */
export const rebuildProjection = async (
  store: EventStore,
  dataSource: DataSource,
  projector: Projector,
  { batchSize = REBUILD_BATCH, carriedRows = CARRIED_ROWS }: { batchSize?: number; carriedRows?: number } = {},
): Promise<number> => {
  // Left over by a rebuild of another read model that was killed half-way.
  await buildDeferredIndexes(dataSource, { except: projector.name });
  await dataSource.transaction(async (manager) => {
    await projector.reset(manager);
    await deferIndexesOfTruncatedTables(manager, projector.name);
    await writeCheckpoint(manager, projectionCheckpointName(projector), 0n);
  });
  try {
    return projector.carriesRows
      ? await replayCarryingRows(store, dataSource, projector, batchSize, carriedRows)
      : await replayAll(store, dataSource, projector, batchSize);
  } finally {
    // Also after a failure, so the read model is not left without its indexes.
    await buildDeferredIndexes(dataSource, { only: projector.name });
  }
};

const replayAll = async (store: EventStore, dataSource: DataSource, projector: Projector, batchSize: number): Promise<number> => {
  let count = 0;
  for await (const events of batchesOf(store, batchSize)) {
    await applyBatch(dataSource, projector, events.filter((event) => projector.canHandle.has(event.type)), events[events.length - 1].position);
    count += events.length;
  }
  return count;
};

/** Reads the log from its start, the next batch in flight while this one is handled: the rebuild runs at the slower of the two. */
async function* batchesOf(store: EventStore, batchSize: number): AsyncGenerator<RecordedEvent[]> {
  let next = store.readAll(0n, { maxCount: batchSize });
  next.catch(() => undefined);
  for (;;) {
    const events = await next;
    if (events.length === 0) return;
    next = store.readAll(events[events.length - 1].position, { maxCount: batchSize });
    next.catch(() => undefined); // observed at the next turn; no unhandled rejection if this batch fails first
    yield events;
  }
}

/**
 * The rebuild of a projector that `carriesRows`: on one connection, each batch in its own transaction with
 * its checkpoint (as `applyBatch`), but the batch's writes are queued, not awaited, so the next batch is read,
 * decrypted and folded while PostgreSQL writes this one. At most one batch is being written while the next
 * folds; a write that fails stops the rebuild before any later batch commits. Exported for its spec, which
 * replays a slice of the log into an emptied part of the table.
 */
export const replayCarryingRows = async (
  store: EventStore,
  dataSource: DataSource,
  projector: Projector,
  batchSize: number,
  carriedRows: number,
): Promise<number> => {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const carry = new RowCarry(runner.manager, carriedRows);
  const checkpoint = projectionCheckpointName(projector);
  let count = 0;
  let written: Promise<void> = Promise.resolve();
  try {
    for await (const events of batchesOf(store, batchSize)) {
      const through = events[events.length - 1].position;
      carry.enqueue((manager) => manager.query('BEGIN'));
      const handled = events.filter((event) => projector.canHandle.has(event.type));
      if (handled.length > 0) await carry.run(() => projector.handle(handled, runner.manager));
      carry.enqueue(async (manager) => {
        await writeCheckpoint(manager, checkpoint, through);
        await manager.query('COMMIT');
      });
      await written; // the previous batch, written while this one folded
      written = carry.settled();
      count += events.length;
    }
    await written;
    return count;
  } catch (error) {
    // Let the queued steps finish or fail first: a ROLLBACK among them would leave the rest outside a transaction.
    await carry.settled().catch(() => undefined);
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
};

/**
 * Whether a projection has processed `position`. Asked through a transaction's manager, the checkpoint is read
 * on that transaction's connection (each statement sees what is committed by then) instead of another one.
 */
export const hasProjected = async (source: DataSource | EntityManager, projector: Pick<Projector, 'name'>, position: bigint): Promise<boolean> =>
  (await readCheckpoint('manager' in source ? source.manager : source, projectionCheckpointName(projector))) >= position;

/** Waits (bounded) until a projection has processed `position`: read-your-writes for queries. */
export const waitForProjection = async (
  source: DataSource | EntityManager,
  projector: Pick<Projector, 'name'>,
  position: bigint,
  timeoutMs = 5000,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await hasProjected(source, projector, position)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
