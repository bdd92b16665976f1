import { streamCategory, type EventMetadata, type RecordedEvent } from '@ats/domain/shared';
import type { EncryptingEventStore } from '../event-store/personal-data-cipher';

/** Topic per aggregate category (ARCHITECTURE.md): `ats.<category>.v1`. */
export const topicFor = (stream: string): string => `ats.${streamCategory(stream)}.v1`;

/**
 * How personal data crosses Kafka (ADR 0017): sealed under the candidate's key by the relay, opened by a
 * consumer that needs it. A topic never holds a name, an address or a text in clear, and an erasure (the key
 * destroyed) reaches every copy the broker keeps.
 */
export type PersonalDataSeal = Pick<EncryptingEventStore, 'sealPersonalData' | 'openPersonalData'>;

/** The JSON value on the wire: the envelope with the 64-bit position as a string. */
export type WireEvent = {
  streamId: string;
  revision: number;
  position: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

export const toWire = (event: RecordedEvent): WireEvent => ({
  streamId: event.streamId,
  revision: event.revision,
  position: event.position.toString(),
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});

export const fromWire = (wire: WireEvent): RecordedEvent => ({ ...wire, position: BigInt(wire.position) });
