import { DomainError } from '../shared';
import { CANDIDATE_MESSAGES } from './candidate-details';

export const CandidateErrors = {
  notFound: () => new DomainError('candidate-not-found', 'Candidate not found', 'not-found'),
  invalidDetails: (message: string) => new DomainError('invalid-candidate-details', message),
  unchanged: () => new DomainError('candidate-unchanged', 'Nothing to change: the candidate already has these details', 'conflict'),
  erased: () => new DomainError('candidate-erased', "The candidate's personal data was erased", 'conflict'),
  merged: () => new DomainError('candidate-merged', 'This candidate was merged into another. Reload and try again.', 'conflict'),
  mergeWithSelf: () => new DomainError('merge-with-self', 'A candidate cannot be merged with themselves', 'conflict'),
  /** The edit names an e-mail another candidate holds: the caller confirms the merge (spec 02 §4.4). */
  mergeRequired: (count: number) =>
    new DomainError('candidate-merge-required', `${CANDIDATE_MESSAGES.duplicate(count)}. Confirm to merge the candidates.`, 'conflict'),
} as const;
