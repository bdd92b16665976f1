import type { CandidateAddedToJob } from './application.events';

/**
 * The application the decider specs start from: Layla Nasser added to Backend Engineer, in Sourced, owned
 * by Rania Haddad. Specs override only what their rule is about.
 */
export const candidateAddedToJob = (overrides: Partial<CandidateAddedToJob['data']> = {}): CandidateAddedToJob => ({
  type: 'CandidateAddedToJob',
  data: {
    applicationId: 'app-1',
    candidateId: 'cand-1',
    jobId: 'job-1',
    jobName: 'Backend Engineer',
    stageId: 's0',
    stageName: 'Sourced',
    origin: 'sourced',
    source: null,
    ownerId: 'user-1',
    ownerName: 'Rania Haddad',
    personal: { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', phone: null },
    ...overrides,
  },
});
