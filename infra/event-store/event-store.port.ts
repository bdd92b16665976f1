import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';

/**
 * Expected revision for an append (the optimistic concurrency check):
 * - 'no-stream': the stream must not exist yet;
 * - 'any': no check;
 * - a number: the revision of the stream's last event (revisions start at 0).
 */
export type ExpectedRevision = 'no-stream' | 'any' | bigint | number;

export type EventToAppend = {
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

export type AppendResult = {
  /** Revision of the last appended event in the stream. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: bigint;
};

export type SubscriptionHandler = (event: RecordedEvent) => Promise<void>;

export type Subscription = {
  /** Resolves once the subscription has stopped. */
  stop(): Promise<void>;
};

export type SubscribeOptions = {
  /** Called once the catch-up is done and delivery is live. */
  onLive?: () => void;
  /** Called when the subscription fails for good; the handler's own errors end the subscription too. */
  onError?: (error: unknown) => void;
};

/**
 * The event store port (ARCHITECTURE.md). Positions are global and strictly increasing in delivery order;
 * `fromPosition` is exclusive: delivery starts after it. Position 0n means "from the beginning".
 */
export type EventStore = {
  append(stream: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** All events of one stream in revision order; an empty array for a stream that does not exist. */
  readStream(stream: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Committed events after `fromPosition`, in global order, at most `maxCount`. */
  readAll(fromPosition: bigint, options?: { maxCount?: number }): Promise<RecordedEvent[]>;
  /** Position of the last committed event visible to subscribers (0n when empty). */
  headPosition(): Promise<bigint>;
  /** Catch-up from `fromPosition` (exclusive), then live. Events reach the handler one at a time, in order. */
  subscribeToAll(fromPosition: bigint, handler: SubscriptionHandler, options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
};

/** Raised when the expected revision does not match the stream. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${stream} is at revision ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
