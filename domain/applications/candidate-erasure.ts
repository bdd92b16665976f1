import { assertNever, eventCatalogue, type Decider, type DomainEvent } from '../shared';
import { applicationDecider, type ApplicationState } from './application.decider';
import { ApplicationErrors } from './application.errors';
import { applicationEvents, type ApplicationEvent } from './application.events';

/**
 * Erasure of a candidate's personal data (ADR 0001, crypto-shredding). The candidate's key is destroyed first;
 * this fact is then recorded on each of the candidate's application streams, so the history says who erased
 * the data and when, while every non-personal fact (stages, statuses, who did what) stays readable.
 * It carries no `personal` part: nothing here could be erased again.
 */
export type CandidateErased = DomainEvent<'CandidateErased', { applicationId: string; candidateId: string; jobId: string }>;

export type CandidateErasureEvent = CandidateErased;

export const candidateErasureEvents = eventCatalogue<CandidateErasureEvent>({ CandidateErased: true });

export type EraseCandidatePersonalData = { type: 'EraseCandidatePersonalData'; data: Record<string, never> };

/** The application as its own decider sees it, and whether its candidate's erasure is already recorded on it. */
export type CandidateErasureState = { application: ApplicationState; erased: boolean };

export const evolveCandidateErasure = (
  state: CandidateErasureState,
  event: ApplicationEvent | CandidateErasureEvent | DomainEvent,
): CandidateErasureState => {
  if (applicationEvents.includes(event)) return { ...state, application: applicationDecider.evolve(state.application, event) };
  if (candidateErasureEvents.includes(event)) return { ...state, erased: true };
  return state;
};

export const candidateErasureDecider: Decider<CandidateErasureState, EraseCandidatePersonalData, CandidateErasureEvent> = {
  initialState: () => ({ application: applicationDecider.initialState(), erased: false }),
  evolve: evolveCandidateErasure,
  decide: (command, state) => {
    switch (command.type) {
      case 'EraseCandidatePersonalData': {
        if (!state.application.exists) throw ApplicationErrors.notFound();
        // Erasure is final and idempotent: a second request records nothing twice.
        if (state.erased) return [];
        const { applicationId, candidateId, jobId } = state.application;
        return [{ type: 'CandidateErased', data: { applicationId, candidateId, jobId } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};

/** The history's line for the erasure: no personal data, only who and when (the entry's actor and time). */
export const describeErasureEvent = (event: CandidateErased, byWhom: string): { summary: string; details: { type: 'CandidateErased' } } => ({
  summary: `The candidate's personal data was erased by ${byWhom}`,
  details: { type: event.type },
});
