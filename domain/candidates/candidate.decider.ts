import type { Decider } from '../shared';
import { checkCandidateDetails, mergeCandidateDetails, type CandidateDetails, type TeamMemberRef } from './candidate-details';
import type { CandidateCommand, CandidateSeed } from './candidate.commands';
import { CandidateErrors } from './candidate.errors';
import type { CandidateEvent, CandidateField, CandidateRegistered } from './candidate.events';

export type CandidateState =
  | { exists: false }
  | {
      exists: true;
      candidateId: string;
      /** Null once erased (the key is gone, the details read back null). */
      details: CandidateDetails | null;
      referredBy: TeamMemberRef | null;
      sourcedBy: TeamMemberRef | null;
      mergedInto: string | null;
      absorbedCandidateIds: string[];
      erased: boolean;
    };

export type ExistingCandidate = Extract<CandidateState, { exists: true }>;

export const initialCandidateState = (): CandidateState => ({ exists: false });

export const evolveCandidate = (state: CandidateState, event: CandidateEvent): CandidateState => {
  switch (event.type) {
    case 'CandidateRegistered':
      return {
        exists: true,
        candidateId: event.data.candidateId,
        details: event.data.personal,
        referredBy: event.data.referredBy,
        sourcedBy: event.data.sourcedBy,
        mergedInto: null,
        absorbedCandidateIds: [],
        erased: false,
      };
    case 'CandidateDetailsEdited':
      return state.exists ? { ...state, details: event.data.personal, referredBy: event.data.referredBy, sourcedBy: event.data.sourcedBy } : state;
    case 'CandidateMerged':
      return state.exists
        ? {
            ...state,
            details: event.data.personal,
            referredBy: event.data.referredBy,
            sourcedBy: event.data.sourcedBy,
            absorbedCandidateIds: [...state.absorbedCandidateIds, event.data.absorbedCandidateId],
          }
        : state;
    case 'CandidateMergedInto':
      return state.exists ? { ...state, mergedInto: event.data.intoCandidateId } : state;
    case 'CandidatePersonalDataErased':
      return state.exists ? { ...state, details: null, erased: true } : state;
    default:
      // A newer writer's event: a stored fact, never an error.
      return state;
  }
};

/** The stream's state, started from the seed when there is no stream yet (ADR 0016: lazy creation). */
const started = (state: CandidateState, seed: CandidateSeed): { state: ExistingCandidate; registered: CandidateRegistered[] } => {
  if (state.exists) return { state, registered: [] };
  const registered: CandidateRegistered = {
    type: 'CandidateRegistered',
    data: { candidateId: seed.candidateId, seedApplicationId: seed.applicationId, referredBy: null, sourcedBy: null, personal: seed.details },
  };
  return { state: evolveCandidate(state, registered) as ExistingCandidate, registered: [registered] };
};

/** The candidate as a change may touch it: not merged away, not erased. */
const changeable = (state: ExistingCandidate): CandidateDetails => {
  if (state.mergedInto) throw CandidateErrors.merged();
  if (state.erased || !state.details) throw CandidateErrors.erased();
  return state.details;
};

export const validCandidateDetails = (details: CandidateDetails): CandidateDetails => {
  const checked = checkCandidateDetails(details);
  if ('error' in checked) throw CandidateErrors.invalidDetails(checked.error);
  return checked.details;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Which parts differ, in the order the history lists them. */
export const changedFields = (
  before: { details: CandidateDetails; referredBy: TeamMemberRef | null; sourcedBy: TeamMemberRef | null },
  after: { details: CandidateDetails; referredBy: TeamMemberRef | null; sourcedBy: TeamMemberRef | null },
): CandidateField[] => {
  const fields: Array<[CandidateField, unknown, unknown]> = [
    ['name', [before.details.firstName, before.details.lastName], [after.details.firstName, after.details.lastName]],
    ['emails', before.details.emails, after.details.emails],
    ['phones', before.details.phones, after.details.phones],
    ['links', before.details.links, after.details.links],
    ['referredBy', before.referredBy?.id ?? null, after.referredBy?.id ?? null],
    ['sourcedBy', before.sourcedBy?.id ?? null, after.sourcedBy?.id ?? null],
    ['gender', before.details.gender, after.details.gender],
    ['nationality', before.details.nationality, after.details.nationality],
    ['countryOfResidence', before.details.countryOfResidence, after.details.countryOfResidence],
  ];
  return fields.filter(([, was, is]) => !same(was, is)).map(([field]) => field);
};

export const decideCandidate = (command: CandidateCommand, current: CandidateState): CandidateEvent[] => {
  switch (command.type) {
    case 'EditCandidateDetails': {
      const { state, registered } = started(current, command.data.seed);
      const before = changeable(state);
      const details = validCandidateDetails(command.data.details);
      const { referredBy, sourcedBy } = command.data;
      const changed = changedFields({ details: before, referredBy: state.referredBy, sourcedBy: state.sourcedBy }, { details, referredBy, sourcedBy });
      if (changed.length === 0) throw CandidateErrors.unchanged();
      return [...registered, { type: 'CandidateDetailsEdited', data: { candidateId: state.candidateId, changed, referredBy, sourcedBy, personal: details } }];
    }
    case 'MergeCandidateInto': {
      const { state, registered } = started(current, command.data.seed);
      changeable(state);
      if (command.data.intoCandidateId === state.candidateId) throw CandidateErrors.mergeWithSelf();
      return [
        ...registered,
        {
          type: 'CandidateMergedInto',
          data: { candidateId: state.candidateId, intoCandidateId: command.data.intoCandidateId, applicationIds: command.data.applicationIds },
        },
      ];
    }
    case 'AbsorbCandidate': {
      const { state, registered } = started(current, command.data.seed);
      const holder = changeable(state);
      if (command.data.absorbedCandidateId === state.candidateId) throw CandidateErrors.mergeWithSelf();
      // Step two retried after it was recorded: once is enough.
      if (state.absorbedCandidateIds.includes(command.data.absorbedCandidateId)) return registered;
      const absorbed = validCandidateDetails(command.data.absorbedDetails);
      return [
        ...registered,
        {
          type: 'CandidateMerged',
          data: {
            candidateId: state.candidateId,
            absorbedCandidateId: command.data.absorbedCandidateId,
            absorbedApplicationIds: command.data.absorbedApplicationIds,
            referredBy: state.referredBy ?? command.data.absorbedReferredBy,
            sourcedBy: state.sourcedBy ?? command.data.absorbedSourcedBy,
            personal: mergeCandidateDetails(holder, absorbed),
          },
        },
      ];
    }
    case 'RecordCandidateErasure': {
      // A candidate never registered has no stream to mark: the applications carry the erasure.
      if (!current.exists || current.erased) return [];
      return [{ type: 'CandidatePersonalDataErased', data: { candidateId: current.candidateId } }];
    }
  }
};

export const candidateDecider: Decider<CandidateState, CandidateCommand, CandidateEvent> = {
  initialState: initialCandidateState,
  evolve: evolveCandidate,
  decide: decideCandidate,
};

/** The history's line for a candidate event (no personal data: only what changed, and who took in whom). */
export const describeCandidateEvent = (event: CandidateEvent): string => {
  switch (event.type) {
    case 'CandidateRegistered':
      return 'Candidate record started from their application';
    case 'CandidateDetailsEdited':
      return `Candidate details edited: ${event.data.changed.join(', ')}`;
    case 'CandidateMerged':
      return `Another candidate with ${event.data.absorbedApplicationIds.length} application(s) was merged into this candidate`;
    case 'CandidateMergedInto':
      return 'This candidate was merged into another candidate holding the same email';
    case 'CandidatePersonalDataErased':
      return "The candidate's personal data was erased";
  }
};
