import { deciderSpecification, testContext } from '../testing/decider-specification';
import { candidateErasureDecider, type CandidateErased } from './candidate-erasure';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const admin = { kind: 'user' as const, id: 'user-1', name: 'Rania Haddad' };
const spec = deciderSpecification(candidateErasureDecider, testContext({ actor: admin }));

const added = candidateAddedToJob();
const erased: CandidateErased = { type: 'CandidateErased', data: { applicationId: 'app-1', candidateId: 'cand-1', jobId: 'job-1' } };
const erase = { type: 'EraseCandidatePersonalData' as const, data: {} };

describe('candidate erasure decider', () => {
  it('records the erasure on the application, with nothing personal in it', () => {
    spec.given([added as never]).when(erase).then([erased]);
  });

  it('records it once: a repeat is no new fact', () => {
    spec.given([added as never, erased]).when(erase).thenNothingHappens();
  });

  it('refuses an application that does not exist', () => {
    spec.given([]).when(erase).thenRefuses('application-not-found', 'Candidate application not found');
  });

  it('reads in the history as who erased the data (the entry’s actor), and the added line says erased', () => {
    expect(describeApplicationEvent(erased, admin)).toEqual({
      summary: "The candidate's personal data was erased by Rania Haddad",
      details: { type: 'CandidateErased' },
    });
    const afterErasure = { ...added, data: { ...added.data, personal: null } };
    expect(describeApplicationEvent(afterErasure, admin).details).toMatchObject({ type: 'CandidateAddedToJob', candidateName: 'erased' });
  });
});
