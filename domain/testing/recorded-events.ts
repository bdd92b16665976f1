import type { RecordedEvent } from '../shared';

/** Events as the store hands them to a consumer: on one stream, revisions from 0, by Rania of company-1. */
export const recordedOn = (streamId: string, events: ReadonlyArray<{ type: string; data: unknown }>): RecordedEvent[] =>
  events.map((event, revision) => ({
    ...event,
    streamId,
    revision,
    position: BigInt(revision + 1),
    metadata: {
      eventId: `e-${revision}`,
      companyId: 'company-1',
      actor: { kind: 'user', id: 'user-1', name: 'Rania' },
      commandId: `c-${revision}`,
      correlationId: `c-${revision}`,
      causationId: `c-${revision}`,
      occurredAt: '2026-01-05T09:00:00.000Z',
      schemaVersion: 1,
    },
  })) as RecordedEvent[];
