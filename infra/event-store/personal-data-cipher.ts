import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { RecordedEvent } from '@ats/domain/shared';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  SubscribeOptions,
  Subscription,
  SubscriptionHandler,
} from './event-store.port';
import type { CandidateKey, CandidateKeyStore } from './candidate-key-store';
import { PersonalDataIntegrityError } from './errors';

/** What replaces `data.personal` in the stored event (base64 fields). */
export type EncryptedPersonal = {
  $encrypted: { v: 1; iv: string; tag: string; ciphertext: string };
};

/** The convention of domain/shared/personal-data.ts: a string `candidateId` beside an object `personal`. */
type PersonalDataCarrier = { candidateId: string; personal: object } & Record<string, unknown>;

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

export const carriesPersonalData = (data: unknown): data is PersonalDataCarrier =>
  isObject(data) && typeof data.candidateId === 'string' && isObject(data.personal);

export const isEncryptedPersonal = (value: unknown): value is EncryptedPersonal =>
  isObject(value) && isObject(value.$encrypted) && value.$encrypted.v === 1;

/**
 * AES-256-GCM under the candidate's key. The candidate id is bound in as associated data, so a ciphertext
 * moved into another candidate's event fails authentication instead of decrypting under the wrong name.
 */
export const encryptPersonal = (personal: object, key: CandidateKey, candidateId: string): EncryptedPersonal => {
  const iv = randomBytes(IV_BYTES);
  const cipher = key.use((bytes) => createCipheriv(ALGORITHM, bytes, iv));
  cipher.setAAD(associatedData(candidateId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
  return {
    $encrypted: {
      v: 1,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    },
  };
};

export const decryptPersonal = (encrypted: EncryptedPersonal, key: CandidateKey, candidateId: string): unknown => {
  const { iv, tag, ciphertext } = encrypted.$encrypted;
  try {
    const decipher = key.use((bytes) => createDecipheriv(ALGORITHM, bytes, Buffer.from(iv, 'base64')));
    decipher.setAAD(associatedData(candidateId));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
    return JSON.parse(plaintext.toString('utf8')) as unknown;
  } catch {
    // The crypto error says nothing useful and must not carry key material anywhere: replace it.
    throw new PersonalDataIntegrityError(candidateId);
  }
};

/**
 * Crypto-shredding at the event store edge (ARCHITECTURE.md, "Personal data and erasure"): personal data
 * is encrypted on the way in and decrypted on the way out, for any adapter. After `eraseCandidate` the
 * events keep their shape and `personal` reads back as null.
 */
export class EncryptingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly keys: CandidateKeyStore,
    private readonly options: { onClose?: () => Promise<void> } = {},
  ) {}

  async append(stream: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const encrypted = await Promise.all(events.map((event) => this.encryptEvent(event)));
    return this.inner.append(stream, encrypted, expectedRevision);
  }

  async readStream(stream: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]> {
    return this.decryptEvents(await this.inner.readStream(stream, options));
  }

  async readAll(fromPosition: bigint, options?: { maxCount?: number }): Promise<RecordedEvent[]> {
    return this.decryptEvents(await this.inner.readAll(fromPosition, options));
  }

  headPosition(): Promise<bigint> {
    return this.inner.headPosition();
  }

  subscribeToAll(fromPosition: bigint, handler: SubscriptionHandler, options?: SubscribeOptions): Subscription {
    // A decryption failure throws inside the handler, which stops the subscription and reaches onError.
    return this.inner.subscribeToAll(
      fromPosition,
      async (event) => handler((await this.decryptEvents([event]))[0]!),
      options,
    );
  }

  /**
   * The events as they may leave the process (the Kafka relay, ADR 0017): each `personal` part encrypted again
   * under its candidate's key, so an erasure reaches copies outside the event store too. A candidate erased
   * meanwhile has no key: their part goes out as null. Nothing is ever encrypted under a key made here.
   */
  async sealPersonalData(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const plain = (data: unknown): data is PersonalDataCarrier => carriesPersonalData(data) && !isEncryptedPersonal(data.personal);
    const candidateIds = events.flatMap((event) => (plain(event.data) ? [event.data.candidateId] : []));
    if (candidateIds.length === 0) return events;
    const keys = await this.keys.keysForReading(candidateIds);
    return events.map((event) => {
      if (!plain(event.data)) return event;
      const { candidateId, personal } = event.data;
      const key = keys.get(candidateId) ?? null;
      return { ...event, data: { ...event.data, personal: key ? encryptPersonal(personal, key, candidateId) : null } };
    });
  }

  /** What `sealPersonalData` sealed, read back by a consumer of the copies (null once the candidate is erased). */
  openPersonalData(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return this.decryptEvents(events);
  }

  /** Destroys the candidate's key: all their personal data in all events reads back as null from now on. */
  eraseCandidate(candidateId: string): Promise<void> {
    return this.keys.eraseCandidate(candidateId);
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
    await this.options.onClose?.();
  }

  private async encryptEvent(event: EventToAppend): Promise<EventToAppend> {
    // Already encrypted (an event copied from the store, e.g. by a migration): store it as it is.
    if (!carriesPersonalData(event.data) || isEncryptedPersonal(event.data.personal)) return event;
    const { candidateId, personal } = event.data;
    const key = await this.keys.keyForWriting(candidateId, event.metadata.companyId);
    return { ...event, data: { ...event.data, personal: encryptPersonal(personal, key, candidateId) } };
  }

  private async decryptEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const candidateIds = events.flatMap((event) => (hasEncryptedPersonal(event.data) ? [event.data.candidateId] : []));
    if (candidateIds.length === 0) return events;
    const keys = await this.keys.keysForReading(candidateIds);
    return events.map((event) => {
      if (!hasEncryptedPersonal(event.data)) return event;
      const { candidateId, personal } = event.data;
      const key = keys.get(candidateId) ?? null;
      // Erased: the event keeps its shape, only the personal part is gone.
      const plain = key ? decryptPersonal(personal, key, candidateId) : null;
      return { ...event, data: { ...event.data, personal: plain } };
    });
  }
}

const hasEncryptedPersonal = (data: unknown): data is { candidateId: string; personal: EncryptedPersonal } =>
  carriesPersonalData(data) && isEncryptedPersonal(data.personal);

const associatedData = (candidateId: string): Buffer => Buffer.from(`ats-personal-v1:${candidateId}`, 'utf8');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
