import type { EntityManager } from 'typeorm';
import type { DomainEvent, RecordedEvent } from '@ats/domain/shared';

/**
 * A read model's projector as the pipeline runs it: the batch it is given holds only the types it can
 * handle, and the runner applies it in the transaction that also moves its checkpoint (exactly-once effect).
 */
export type Projector = {
  name: string;
  canHandle: ReadonlySet<string>;
  handle(events: readonly RecordedEvent[], manager: EntityManager): Promise<void>;
  /** Empties the read model before a rebuild from position 0. */
  reset(manager: EntityManager): Promise<void>;
  /** See `ProjectionDeclaration.carriesRows`. */
  carriesRows?: boolean;
};

export type ProjectionDeclaration<E extends DomainEvent> = {
  name: string;
  /** Types from the aggregates' event unions (their catalogues): a renamed or unknown type does not compile. */
  canHandle: ReadonlyArray<E['type']>;
  /** Folds a whole batch; write it with multi-row statements (see `foldIntoRows`), not a round trip per event. */
  handle(events: ReadonlyArray<RecordedEvent & E>, manager: EntityManager): Promise<void>;
  reset(manager: EntityManager): Promise<void>;
  /**
   * A rebuild may carry the folded rows from batch to batch and write one batch while folding the next
   * (`RowCarry` in row-fold.ts). Only when `reset` empties every table `foldIntoRows` writes, and any other
   * statement on those tables in `handle` is preceded by `settleCarriedRows()` and followed by `forgetCarriedRows`.
   */
  carriesRows?: boolean;
};

/** Declares a projection in one file; the projector app and `projections:rebuild` pick it up from PROJECTORS. */
export const defineProjection = <E extends DomainEvent>(declaration: ProjectionDeclaration<E>): Projector => ({
  name: declaration.name,
  canHandle: new Set<string>(declaration.canHandle),
  reset: declaration.reset,
  carriesRows: declaration.carriesRows ?? false,
  // The runner filters by canHandle, so every event here is one of E's listed types.
  handle: (events, manager) => declaration.handle(events as ReadonlyArray<RecordedEvent & E>, manager),
});
