import { APPLY_PORTAL_MESSAGES } from '@ats/domain/apply-portal';
import { DomainError } from '@ats/domain/shared';

/** The apply portal's refusals with the spec's words (spec 03 §8 "Candidate portal"). */
export const ApplyPortalErrors = {
  /** Unknown, draft, deleted or not-on-the-career-page jobs: the 'Sorry :(' page. */
  jobNotFound: () => new DomainError('job-not-found', APPLY_PORTAL_MESSAGES.pageNotFound, 'not-found'),
  /** A closed job: the 'Job Closed' page. */
  jobClosed: () => new DomainError('job-closed', APPLY_PORTAL_MESSAGES.jobClosed, 'conflict'),
  cvRequired: () => new DomainError('cv-required', APPLY_PORTAL_MESSAGES.cvRequired),
  cvWrongType: () => new DomainError('cv-type-not-allowed', APPLY_PORTAL_MESSAGES.cvWrongType),
  candidateNotFound: () => new DomainError('candidate-not-found', APPLY_PORTAL_MESSAGES.pageNotFound, 'not-found'),
} as const;
