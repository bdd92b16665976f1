import type { Actor } from './actor';

/**
 * Metadata stored beside every event. `commandId` makes commands idempotent: a retried command whose id
 * is already in the stream appends nothing.
 */
export type EventMetadata = {
  eventId: string;
  companyId: string;
  actor: Actor;
  commandId: string;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  schemaVersion: number;
};

/** An event as read back from the store: its stream, where it sits, and what it says. */
export type RecordedEvent<Data = unknown, Type extends string = string> = {
  streamId: string;
  revision: number;
  position: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

/** Stream ids are `<category>-<uuid>` (ARCHITECTURE.md). */
export const streamId = (category: StreamCategory, id: string): string => `${category}-${id}`;

// A category may hold a dash itself ('bulk-action'): the entity id is the trailing UUID.
const TRAILING_UUID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const streamCategory = (stream: string): string => {
  const uuid = TRAILING_UUID.exec(stream);
  if (uuid) return stream.slice(0, uuid.index);
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(0, dash);
};

export const streamEntityId = (stream: string): string => {
  const uuid = TRAILING_UUID.exec(stream);
  if (uuid) return uuid[1]!;
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(dash + 1);
};

export type StreamCategory = 'job' | 'jobpostings' | 'jobautoclose' | 'application' | 'candidate' | 'offer' | 'requisition' | 'interview' | 'feedbackreminder' | 'bulk-action' | 'candidatetask' | 'candidatereminder';
