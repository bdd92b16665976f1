import type { DataSource } from 'typeorm';
import { candidateErasureDecider } from '@ats/domain/applications';
import { candidateDecider } from '@ats/domain/candidates';
import { DomainError, streamId, type Actor } from '@ats/domain/shared';
import { applicationIdsOfCandidate } from '@ats/projections/candidate-list/candidate-list.personal-data';
import type { PersonalDataHolder } from '@ats/projections/personal-data-holder';
import type { BlobStore } from '../blob-store/blob-store.port';
import { handleCommand } from '../commands/handle-command';
import { recordAudit } from '../db/audited';
import { candidateFamily } from './candidate-family';
import type { EventStore } from '../event-store/event-store.port';
import { waitForProjection } from '../projections/projection-runner';
import { PERSONAL_DATA_HOLDERS } from './personal-data-holders';

export const ERASURE_AUDIT_ENTITY = 'candidate-personal-data';

export type CandidateErasure = { candidateId: string; applicationIds: string[]; erasedAt: string; position: string };

export type EraseCandidateInput = {
  companyId: string;
  actor: Actor;
  commandId: string;
  /** The application the request named: its candidate is erased, in all of their applications. */
  applicationId: string;
  notFound: () => DomainError;
};

/** The event store's crypto-shredding edge (EncryptingEventStore), which the configured store always is. */
type ShreddingStore = EventStore & { eraseCandidate(candidateId: string): Promise<void> };

const canShred = (store: EventStore): store is ShreddingStore =>
  typeof (store as Partial<ShreddingStore>).eraseCandidate === 'function';

/** How long the erasure waits for a read model to pass it before scrubbing (a retry finishes the job). */
const READ_MODEL_WAIT_MS = 15_000;

export const readModelsBehind = () =>
  new DomainError(
    'erasure-read-models-behind',
    'The personal data is erased from the history; some lists are still catching up. Please try again in a moment.',
    'conflict',
  );

/**
 * Erases a candidate's personal data (ADR 0001): destroys their key first — from then on every copy inside the
 * event log reads back as null — records `CandidateErased` on each of their application streams, then, once
 * the read models have passed that point, removes their blobs and scrubs every holder's rows in one transaction
 * with the audit entry. Each step is idempotent, so a repeated or retried request finishes what one began and
 * records nothing twice.
 */
export const eraseCandidate = async (
  deps: { store: EventStore; dataSource: DataSource; blobs: BlobStore; holders?: readonly PersonalDataHolder[] },
  input: EraseCandidateInput,
): Promise<CandidateErasure> => {
  const { store, dataSource, blobs } = deps;
  const holders = deps.holders ?? PERSONAL_DATA_HOLDERS;
  if (!canShred(store)) throw new Error('The event store does not encrypt personal data: erasure is impossible');
  const stream = (applicationId: string) => ({ id: streamId('application', applicationId), entityId: applicationId, notFound: input.notFound });

  const named = await store.readStream(streamId('application', input.applicationId), { maxCount: 1 });
  const first = named[0];
  if (!first || first.metadata.companyId !== input.companyId) throw input.notFound();
  const candidateId = (first.data as { candidateId?: unknown }).candidateId;
  if (typeof candidateId !== 'string') throw input.notFound();

  // The person may be several candidate ids after merges (ADR 0016): every one's key goes.
  const family = await candidateFamily(store, input.companyId, candidateId);
  for (const id of family) await store.eraseCandidate(id);

  const applicationIds = [input.applicationId];
  for (const id of family) applicationIds.push(...(await applicationIdsOfCandidate(dataSource.manager, input.companyId, id)));
  applicationIds.splice(0, applicationIds.length, ...new Set(applicationIds));
  let position = 0n;
  for (const applicationId of applicationIds) {
    const result = await handleCommand(
      store,
      stream(applicationId),
      candidateErasureDecider,
      { type: 'EraseCandidatePersonalData', data: {} },
      // One command per application stream: a retried request (same Idempotency-Key) appends nothing twice.
      { companyId: input.companyId, actor: input.actor, commandId: `${input.commandId}:${applicationId}` },
    );
    if (BigInt(result.position) > position) position = BigInt(result.position);
  }
  for (const id of family) {
    const result = await handleCommand(
      store,
      { id: streamId('candidate', id), entityId: id, notFound: input.notFound },
      candidateDecider,
      { type: 'RecordCandidateErasure', data: { candidateId: id } },
      { companyId: input.companyId, actor: input.actor, commandId: `${input.commandId}:candidate:${id}` },
    );
    if (BigInt(result.position) > position) position = BigInt(result.position);
  }

  // One deadline for all of them: a stopped projector costs the request 15 s, not 15 s per read model.
  const deadline = Date.now() + READ_MODEL_WAIT_MS;
  for (const holder of holders) {
    const caughtUp = !holder.projector || (await waitForProjection(dataSource, holder.projector, position, Math.max(0, deadline - Date.now())));
    if (!caughtUp) throw readModelsBehind();
  }

  // Read after the key was destroyed: every personal part is null, which is what the holders project again.
  // The candidate streams' events too, in log order, so a read model re-projects edits and merges where they fell.
  const streams = [...applicationIds.map((applicationId) => streamId('application', applicationId)), ...family.map((id) => streamId('candidate', id))];
  const events = (await Promise.all(streams.map((stream) => store.readStream(stream)))).flat().sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const subjects = family.map((id) => ({ companyId: input.companyId, candidateId: id, applicationIds, events }));
  for (const holder of holders) {
    for (const subject of subjects) for (const blob of (await holder.blobs?.(dataSource.manager, subject)) ?? []) await blobs.delete(blob);
  }

  const erasedAt = await dataSource.transaction(async (manager) => {
    for (const holder of holders) for (const subject of subjects) await holder.scrub(manager, subject);
    const recorded = async () =>
      ((await manager.query(`SELECT at FROM audit_log WHERE company_id = $1 AND entity = $2 AND entity_id = $3 ORDER BY at LIMIT 1`, [
        input.companyId,
        ERASURE_AUDIT_ENTITY,
        candidateId,
      ])) as Array<{ at: Date }>)[0]?.at;
    // One audit entry per candidate: the first erasure's, with who and when; a repeat answers it.
    const earlier = await recorded();
    if (earlier) return earlier;
    await recordAudit(manager, {
      companyId: input.companyId,
      actorId: input.actor.id,
      entity: ERASURE_AUDIT_ENTITY,
      entityId: candidateId,
      action: 'delete',
      before: null,
      after: { applicationIds, candidateIds: family, scrubbed: holders.map((holder) => holder.name), actorName: input.actor.name },
    });
    return (await recorded())!;
  });

  return { candidateId, applicationIds, erasedAt: new Date(erasedAt).toISOString(), position: position.toString() };
};
