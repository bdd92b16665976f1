import { DomainError } from '../shared';

// Messages from spec 02 §5.1, §5.3, §5.5 and §8.
export const JobErrors = {
  notFound: () => new DomainError('job-not-found', 'Job role not found', 'not-found'),
  alreadyExists: () => new DomainError('job-already-exists', 'This job already exists', 'conflict'),
  titleRequired: () => new DomainError('job-title-required', 'Please enter job title'),
  stageNotFound: () => new DomainError('stage-not-found', 'Stage not found', 'not-found'),
  stageNameRequired: () => new DomainError('stage-name-required', 'Stage name cannot be empty'),
  stageNameTaken: () =>
    new DomainError('stage-name-taken', 'Stage name already exists. Please input a different name.'),
  lockedStagesMissing: () =>
    new DomainError(
      'locked-stages-missing',
      'A pipeline starts with the locked Sourced and Application stages and ends with Hired',
    ),
  noJobOwner: () =>
    new DomainError('job-owner-missing', 'Your job does not have any job owners. Please add a job owner.'),
  alreadyPublished: () => new DomainError('job-already-published', 'This job is already published', 'conflict'),
  archiveUnresponsiveDays: () =>
    new DomainError(
      'archive-unresponsive-days',
      'Archive unresponsive after X days should be greater than or equal to 1 day',
    ),
} as const;
