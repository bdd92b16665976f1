import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type Actor,
  type Command,
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type RecordedEvent,
} from '@ats/domain/shared';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port';

/** Who sends a command and under which ids: everything the envelope needs besides the events. */
export type CommandEnvelope = {
  companyId: string;
  actor: Actor;
  commandId: string;
  correlationId?: string;
  causationId?: string;
  /** The revision the caller last saw; a stale one is refused before deciding. */
  expectedRevision?: number;
  now?: Date;
};

export type CommandResult = { id: string; revision: number; position: string };

export const STALE_REVISION_MESSAGE = 'This record was changed by someone else. Reload and try again.';

export const staleRevision = () => new DomainError('wrong-expected-revision', STALE_REVISION_MESSAGE, 'conflict');

/** The stream belongs to another company: answer as if it did not exist. */
const belongsToCaller = (events: RecordedEvent[], companyId: string) =>
  events.length === 0 || events[0].metadata.companyId === companyId;

/**
 * The command, or how to make it from the aggregate's current state: the handler authorises and loads
 * what the decision needs (a job snapshot, say) from the state this call has already read, so a command
 * reads its stream once.
 */
export type CommandSource<S, C> = C | ((state: S) => C | Promise<C>);

/**
 * Load, decide, append (Emmett's `handle`). A command whose id is already in the stream is a retry:
 * it appends nothing and answers what the first attempt wrote — after the same checks as the first
 * attempt, so a replayed key tells nothing to a caller who may not send the command.
 */
export const handleCommand = async <S, C extends Command, E extends DomainEvent>(
  store: EventStore,
  stream: { id: string; entityId: string; notFound: () => DomainError },
  decider: Decider<S, C, E>,
  source: CommandSource<S, C>,
  envelope: CommandEnvelope,
): Promise<CommandResult> => (await decideAndAppend(store, stream, decider, source, envelope)).result;

/** A stream as the decider reads it: every stored event brought to today's shape by the decider's upcaster. */
const readForDecider = async (store: EventStore, streamId: string, decider: Pick<Decider<never, never, never>, 'upcast'>) => {
  const stored = await store.readStream(streamId);
  return decider.upcast ? stored.map((event) => decider.upcast!(event)) : stored;
};

/**
 * `handleCommand`, also answering the events the command wrote (or, for a retry, wrote the first time), so
 * a caller such as a workflow activity learns what happened without reading the stream again.
 */
export const decideAndAppend = async <S, C extends Command, E extends DomainEvent>(
  store: EventStore,
  stream: { id: string; entityId: string; notFound: () => DomainError },
  decider: Decider<S, C, E>,
  source: CommandSource<S, C>,
  envelope: CommandEnvelope,
): Promise<{ result: CommandResult; events: Array<Pick<RecordedEvent, 'type' | 'data' | 'metadata' | 'revision'>> }> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await decideAndAppendOnce(store, stream, decider, source, envelope);
    } catch (error) {
      // Someone appended between our read and our write. A caller who named the revision they saw has a stale
      // view (409); one who did not asks for the command on the stream as it is, so it is decided again on
      // the newer state (Emmett's retry), a few times before giving up.
      if (!(error instanceof WrongExpectedRevisionError) || envelope.expectedRevision !== undefined || attempt >= RACE_RETRIES) {
        throw error instanceof WrongExpectedRevisionError ? staleRevision() : error;
      }
    }
  }
};

/** How many times a command without an expected revision is decided again after losing a race to append. */
const RACE_RETRIES = 5;

const decideAndAppendOnce = async <S, C extends Command, E extends DomainEvent>(
  store: EventStore,
  stream: { id: string; entityId: string; notFound: () => DomainError },
  decider: Decider<S, C, E>,
  source: CommandSource<S, C>,
  envelope: CommandEnvelope,
): Promise<{ result: CommandResult; events: Array<Pick<RecordedEvent, 'type' | 'data' | 'metadata' | 'revision'>> }> => {
  const recorded = await readForDecider(store, stream.id, decider);
  if (!belongsToCaller(recorded, envelope.companyId)) throw stream.notFound();
  const last = recorded.at(-1);
  const revision = last ? last.revision : -1;
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, event as unknown as E),
    decider.initialState(),
  );
  const command = typeof source === 'function' ? await (source as (state: S) => C | Promise<C>)(state) : source;

  const earlier = recorded.filter((event) => event.metadata.commandId === envelope.commandId);
  if (earlier.length > 0) {
    const lastOfCommand = earlier[earlier.length - 1];
    return {
      result: { id: stream.entityId, revision: lastOfCommand.revision, position: lastOfCommand.position.toString() },
      events: earlier,
    };
  }
  if (envelope.expectedRevision !== undefined && envelope.expectedRevision !== revision) throw staleRevision();

  const now = envelope.now ?? new Date();
  const events = decider.decide(command, state, { now, actor: envelope.actor, companyId: envelope.companyId });
  if (events.length === 0) {
    return { result: { id: stream.entityId, revision, position: last ? last.position.toString() : '0' }, events: [] };
  }

  const correlationId = envelope.correlationId ?? envelope.commandId;
  const metadata = (): EventMetadata => ({
    eventId: randomUUID(),
    companyId: envelope.companyId,
    actor: envelope.actor,
    commandId: envelope.commandId,
    correlationId,
    causationId: envelope.causationId ?? envelope.commandId,
    occurredAt: now.toISOString(),
    schemaVersion: 1,
  });
  const appending = events.map((event) => ({ type: event.type, data: event.data, metadata: metadata() }));
  const result = await store.append(stream.id, appending, revision < 0 ? 'no-stream' : revision);
  const firstRevision = result.nextRevision - appending.length + 1;
  return {
    result: { id: stream.entityId, revision: result.nextRevision, position: result.position.toString() },
    events: appending.map((event, index) => ({ ...event, revision: firstRevision + index })),
  };
};

/** Folds a stream into state, refusing streams of other companies. */
export const loadAggregate = async <S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve' | 'upcast'>,
  companyId: string,
): Promise<{ state: S; revision: number; events: RecordedEvent[] } | null> => {
  const recorded = await readForDecider(store, streamId, decider);
  if (recorded.length === 0 || !belongsToCaller(recorded, companyId)) return null;
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, event as unknown as E),
    decider.initialState(),
  );
  return { state, revision: recorded[recorded.length - 1].revision, events: recorded };
};
