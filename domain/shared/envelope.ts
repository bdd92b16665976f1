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

export const streamCategory = (stream: string): string => {
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(0, dash);
};

export const streamEntityId = (stream: string): string => {
  const dash = stream.indexOf('-');
  return dash < 0 ? stream : stream.slice(dash + 1);
};

export type StreamCategory = 'job' | 'jobpostings' | 'jobautoclose' | 'application' | 'candidate' | 'offer' | 'requisition' | 'interview' | 'bulk-action';
