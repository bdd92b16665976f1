import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '@ats/domain/shared';
import type { Projector } from './projector';

/**
 * Whose personal data an erasure removes: one candidate of one company, their applications, and the events
 * of those applications' streams as read after the key was destroyed (every `personal` part null).
 */
export type ErasureSubject = {
  companyId: string;
  candidateId: string;
  applicationIds: readonly string[];
  events: readonly RecordedEvent[];
};

/** A blob to remove from the blob store (the port's key: company and a generated id). */
export type HeldBlob = { companyId: string; blobId: string };

/**
 * Every table or blob owner that keeps a candidate's personal data in plain text implements this, and is
 * listed in `PERSONAL_DATA_HOLDERS` (infra/personal-data): the erasure calls each one, so a new place that
 * keeps a name, an address, a text or a file cannot be forgotten by the erasure, only by that list.
 * The erasure integration spec scans every text column and the blob directory to prove the list complete.
 */
export type PersonalDataHolder = {
  /** Shown in the audit entry of each erasure. */
  name: string;
  /**
   * The read model this holder scrubs, when a projector writes it from the log: the erasure waits until the
   * projector has passed the erasure's position, so a batch decrypted just before the key was destroyed
   * cannot write the data back after the scrub (later batches decrypt to null).
   */
  projector?: Projector;
  /** Blobs of the subject to remove; asked before `scrub`, which may forget which they were. */
  blobs?(manager: EntityManager, subject: ErasureSubject): Promise<HeldBlob[]>;
  /** Removes or blanks the subject's personal data, in the erasure's transaction. Idempotent. */
  scrub(manager: EntityManager, subject: ErasureSubject): Promise<void>;
};

/**
 * A read model with a `candidate_id` column, scrubbed by projecting the candidate's events again: their rows
 * are deleted and rebuilt from the log, where the personal parts now read as null. The rows come out exactly
 * as a full rebuild would write them, whatever personal columns the read model grows later.
 */
export const reprojectedHolder = (projector: Projector, table: string): PersonalDataHolder => ({
  name: projector.name,
  projector,
  async scrub(manager, { companyId, candidateId, events }) {
    await manager.query(`DELETE FROM ${table} WHERE company_id = $1 AND candidate_id = $2`, [companyId, candidateId]);
    await projector.handle(
      events.filter((event) => projector.canHandle.has(event.type)),
      manager,
    );
  },
});
