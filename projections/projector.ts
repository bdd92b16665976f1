import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../domain/shared';

/**
 * Folds events into read-model rows. The runner calls `project` inside the transaction that also moves the
 * projector's checkpoint, so each event takes effect exactly once.
 */
export type Projector = {
  name: string;
  handles: readonly string[];
  project(event: RecordedEvent, manager: EntityManager): Promise<void>;
  /** Empties the read model before a rebuild from position 0. */
  reset(manager: EntityManager): Promise<void>;
};
