import { DomainError } from '../shared';

export const ApplicationErrors = {
  notFound: () => new DomainError('application-not-found', 'Candidate application not found', 'not-found'),
  alreadyExists: () => new DomainError('application-already-exists', 'This application already exists', 'conflict'),
  jobClosed: () => new DomainError('job-closed', 'Candidates cannot be added to a closed job', 'conflict'),
  stageNotFound: () => new DomainError('stage-not-found', 'Stage not found', 'not-found'),
  alreadyInStage: () => new DomainError('already-in-stage', 'The candidate is already in this stage', 'conflict'),
  archivedCannotMove: () =>
    new DomainError('application-archived', 'Unarchive the candidate before moving them to another stage', 'conflict'),
  alreadyArchived: () => new DomainError('already-archived', 'The candidate is already archived', 'conflict'),
  notArchived: () => new DomainError('not-archived', 'The candidate is not archived', 'conflict'),
  archivalReasonRequired: () => new DomainError('archival-reason-required', 'Please select archive reason'),
  firstNameRequired: () => new DomainError('first-name-required', 'Please input first name'),
  lastNameRequired: () => new DomainError('last-name-required', 'Please input last name'),
  invalidContact: (message: string) => new DomainError('invalid-contact', message),
} as const;
