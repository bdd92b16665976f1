import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../../domain/shared';
import { readCheckpoint, writeCheckpoint } from '../../projections/checkpoints/checkpoints';
import type { Projector } from '../../projections/projector';
import type { EventStore } from '../event-store/event-store.port';
import { startCheckpointedLoop, type RunningLoop } from './checkpointed-loop';

export const projectionCheckpointName = (projector: Projector) => `projection:${projector.name}`;

/** Applies a batch and moves the checkpoint in one transaction: each event takes effect exactly once. */
export const applyBatch = async (dataSource: DataSource, projector: Projector, events: RecordedEvent[]) => {
  await dataSource.transaction(async (manager) => {
    for (const event of events) {
      if (projector.handles.includes(event.type)) await projector.project(event, manager);
    }
    await writeCheckpoint(manager, projectionCheckpointName(projector), events[events.length - 1].position);
  });
};

export const startProjection = (
  store: EventStore,
  dataSource: DataSource,
  projector: Projector,
  onError: (error: unknown) => void,
): RunningLoop =>
  startCheckpointedLoop({
    store,
    loadCheckpoint: () => readCheckpoint(dataSource.manager, projectionCheckpointName(projector)),
    handleBatch: (events) => applyBatch(dataSource, projector, events),
    onError,
  });

/** Empties the read model and replays every event into it; returns how many events were read. */
export const rebuildProjection = async (
  store: EventStore,
  dataSource: DataSource,
  projector: Projector,
  batchSize = 1000,
): Promise<number> => {
  await dataSource.transaction(async (manager) => {
    await projector.reset(manager);
    await writeCheckpoint(manager, projectionCheckpointName(projector), 0n);
  });
  let position = 0n;
  let count = 0;
  for (;;) {
    const events = await store.readAll(position, { maxCount: batchSize });
    if (events.length === 0) return count;
    await applyBatch(dataSource, projector, events);
    position = events[events.length - 1].position;
    count += events.length;
  }
};

/** Waits (bounded) until a projection has processed `position`: read-your-writes for queries. */
export const waitForProjection = async (
  dataSource: DataSource,
  projector: Projector,
  position: bigint,
  timeoutMs = 5000,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoint = await readCheckpoint(dataSource.manager, projectionCheckpointName(projector));
    if (checkpoint >= position) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
