import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from './event-store.port';
import { reportSubscriptionError } from './errors';

/**
 * EventStoreDB adapter (`EVENT_STORE=eventstoredb`). Global positions are $all commit positions, which
 * EventStoreDB orders itself; a position given back to `readAll`/`subscribeToAll` is turned into the
 * $all position { commit, prepare } with prepare = commit, which holds for events written by
 * appendToStream (each event is committed at its own log position).
 */
export type EventStoreDbEventStoreOptions = {
  /** e.g. `esdb://localhost:2113?tls=false`. */
  connectionString: string;
};

/** Events read from $all per request while paging forwards. */
const PAGE_SIZE = 512;
/** Backwards from the end, the last user event is usually within a few system events ($stats, ...). */
const HEAD_PAGE_SIZE = 16;
/** What EventStoreDB answers as the position of an event read from a stream when it does not know it. */
const NO_POSITION = 2n ** 64n - 1n;

export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventStoreDbSubscription>();

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
  }

  async append(stream: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        expectedRevision: toExpectedRevision(expectedRevision),
      });
      return { nextRevision: Number(result.nextExpectedRevision), position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no-stream' : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      }
      throw error;
    }
  }

  async readStream(
    stream: string,
    options: { fromRevision?: number; maxCount?: number } = {},
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: options.fromRevision === undefined ? START : BigInt(options.fromRevision),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of reading) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(fromPosition: bigint, options: { maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let cursor: Position | undefined =
      fromPosition === 0n ? undefined : { commit: fromPosition, prepare: fromPosition };
    // $all holds system events too, which are filtered out here: page until enough user events are found.
    while (events.length < maxCount) {
      const page = await this.readAllPage(cursor ?? START, FORWARDS);
      for (const resolved of page) {
        const position = resolved.event?.position;
        if (!position || (cursor && !isAfter(position, cursor))) continue;
        cursor = position;
        const event = toRecordedEvent(resolved);
        if (event && event.position > fromPosition && events.length < maxCount) events.push(event);
      }
      if (page.length < PAGE_SIZE) break;
    }
    return events;
  }

  /** The last user event's commit position: system events written after it ($stats, ...) do not count. */
  async headPosition(): Promise<bigint> {
    let cursor: Position | undefined;
    for (;;) {
      const page = await this.readAllPage(cursor ?? END, BACKWARDS, HEAD_PAGE_SIZE);
      for (const resolved of page) {
        const position = resolved.event?.position;
        if (!position || (cursor && !isAfter(cursor, position))) continue;
        cursor = position;
        if (toRecordedEvent(resolved)) return position.commit;
      }
      if (page.length < HEAD_PAGE_SIZE) return 0n;
    }
  }

  subscribeToAll(fromPosition: bigint, handler: SubscriptionHandler, options: SubscribeOptions = {}): Subscription {
    const source = this.client.subscribeToAll({
      fromPosition: fromPosition === 0n ? START : { commit: fromPosition, prepare: fromPosition },
      filter: excludeSystemEvents(),
    });
    const subscription = new EventStoreDbSubscription(source, fromPosition, handler, options, () =>
      this.headPosition(),
    );
    this.subscriptions.add(subscription);
    void subscription.done.finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  private async readAllPage(
    fromPosition: ReadPosition,
    direction: typeof FORWARDS | typeof BACKWARDS,
    maxCount = PAGE_SIZE,
  ): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, direction, maxCount })) page.push(resolved);
    return page;
  }
}

/**
 * Delivery comes from EventStoreDB's catch-up subscription, which reads then goes live by itself. It is
 * live when the server says "caughtUp" (servers 23.10+); for older servers, when the events delivered
 * reach the head position read once the subscription was confirmed.
 */
class EventStoreDbSubscription implements Subscription {
  readonly done: Promise<void>;
  private stopRequested = false;
  private live = false;
  private delivered: bigint;
  private headAtConfirmation: bigint | undefined;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly fromPosition: bigint,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscribeOptions,
    readHead: () => Promise<bigint>,
  ) {
    this.delivered = fromPosition;
    source.once('caughtUp', () => this.goLive());
    source.once('confirmation', () => {
      void readHead()
        .then((head) => {
          this.headAtConfirmation = head;
          this.goLiveIfReached();
        })
        .catch(() => undefined);
    });
    this.done = this.run().catch((error: unknown) => this.fail(error));
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    await this.source.unsubscribe().catch(() => undefined);
    await this.done;
  }

  private async run(): Promise<void> {
    for await (const resolved of this.source) {
      if (this.stopRequested) return;
      const event = toRecordedEvent(resolved);
      // The server starts after fromPosition already; this guards the START/0n edge and system events.
      if (!event || event.position <= this.fromPosition) continue;
      await this.handler(event);
      this.delivered = event.position;
      this.goLiveIfReached();
    }
  }

  private goLiveIfReached(): void {
    if (this.headAtConfirmation !== undefined && this.delivered >= this.headAtConfirmation) this.goLive();
  }

  private goLive(): void {
    if (this.live || this.stopRequested) return;
    this.live = true;
    this.options.onLive?.();
  }

  private async fail(error: unknown): Promise<void> {
    if (this.stopRequested) return;
    this.stopRequested = true;
    await this.source.unsubscribe().catch(() => undefined);
    reportSubscriptionError(this.options, error);
  }
}

const toExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'no-stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

const toEventData = (event: EventToAppend) =>
  jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  });

const isSystemEvent = (type: string, stream: string): boolean => type.startsWith('$') || stream.startsWith('$');

const isAfter = (a: Position, b: Position): boolean =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

const toRecordedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || !event.isJson || isSystemEvent(event.type, event.streamId)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    // Stream reads on older servers carry no position (max uint64): 0n says "unknown" there.
    position: commit === undefined || commit >= NO_POSITION ? 0n : commit,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
};
