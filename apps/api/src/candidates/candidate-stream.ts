import type { EntityManager } from 'typeorm';
import type { CandidateAddedToJob } from '@ats/domain/applications';
import { candidateDecider, CandidateErrors, detailsFromApplication, type CandidateSeed, type CandidateState } from '@ats/domain/candidates';
import { streamId } from '@ats/domain/shared';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';

export const candidateStream = (candidateId: string) => ({
  id: streamId('candidate', candidateId),
  entityId: candidateId,
  notFound: CandidateErrors.notFound,
});

/**
 * The seed of a candidate's stream (ADR 0016): the first event of one of their applications, read decrypted
 * from the store (null details once erased). `applicationId` names an application of this candidate.
 */
export const seedOf = async (store: EventStore, companyId: string, candidateId: string, applicationId: string): Promise<CandidateSeed> => {
  const [first] = await store.readStream(streamId('application', applicationId), { maxCount: 1 });
  if (!first || first.metadata.companyId !== companyId || first.type !== 'CandidateAddedToJob') throw CandidateErrors.notFound();
  const { personal } = (first as unknown as CandidateAddedToJob).data;
  return { candidateId, applicationId, details: personal && detailsFromApplication(personal) };
};

/** Some application of the candidate (the list holds them under the candidate, merges included). */
export const anApplicationOf = async (manager: EntityManager, companyId: string, candidateId: string): Promise<string | null> => {
  const rows = (await manager.query(
    `SELECT application_id AS "applicationId" FROM rm_candidate_list WHERE company_id = $1 AND candidate_id = $2 ORDER BY applied_at LIMIT 1`,
    [companyId, candidateId],
  )) as Array<{ applicationId: string }>;
  return rows[0]?.applicationId ?? null;
};

export type LoadedCandidate = { candidateId: string; state: CandidateState; revision: number; commandIds: Set<string> };

/** The candidate's stream folded (an empty state and revision -1 when it has none yet). */
export const loadCandidate = async (store: EventStore, companyId: string, candidateId: string): Promise<LoadedCandidate> => {
  const loaded = await loadAggregate(store, candidateStream(candidateId).id, candidateDecider, companyId);
  return {
    candidateId,
    state: loaded?.state ?? candidateDecider.initialState(),
    revision: loaded?.revision ?? -1,
    commandIds: new Set(loaded?.events.map((event) => event.metadata.commandId) ?? []),
  };
};

/** The candidate the id stands for now: merges followed through the streams themselves (authoritative). */
export const currentCandidate = async (store: EventStore, companyId: string, candidateId: string): Promise<LoadedCandidate> => {
  let loaded = await loadCandidate(store, companyId, candidateId);
  // A merge always names a candidate that was live then; a chain is short.
  for (let hop = 0; hop < 10 && loaded.state.exists && loaded.state.mergedInto; hop += 1) {
    loaded = await loadCandidate(store, companyId, loaded.state.mergedInto);
  }
  return loaded;
};
