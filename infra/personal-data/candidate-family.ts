import { candidateDecider, type CandidateState } from '@ats/domain/candidates';
import { streamId } from '@ats/domain/shared';
import { loadAggregate } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';

const stateOf = async (store: EventStore, companyId: string, candidateId: string): Promise<CandidateState> =>
  (await loadAggregate(store, streamId('candidate', candidateId), candidateDecider, companyId))?.state ?? candidateDecider.initialState();

/**
 * Every candidate id that is one person with `candidateId` (ADR 0016): the candidate it was merged into (the
 * one that stands now) first, then every candidate merged into that one, transitively. The applications of
 * each are encrypted under its own key, so an erasure destroys them all. Read from the candidate streams.
 */
export const candidateFamily = async (store: EventStore, companyId: string, candidateId: string): Promise<string[]> => {
  let root = candidateId;
  const seen = new Set<string>([root]);
  for (let state = await stateOf(store, companyId, root); state.exists && state.mergedInto && !seen.has(state.mergedInto); ) {
    root = state.mergedInto;
    seen.add(root);
    state = await stateOf(store, companyId, root);
  }
  const family: string[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (family.includes(id)) continue;
    family.push(id);
    const state = await stateOf(store, companyId, id);
    if (state.exists) queue.push(...state.absorbedCandidateIds);
  }
  // An id met on the way up but not found going down (a merge's second step not recorded yet) is still theirs.
  for (const id of seen) if (!family.includes(id)) family.push(id);
  return family;
};
