import { DomainError } from '../shared';
import { MAX_ASSIGNED_AGENCIES } from './job.commands';

// Messages from spec 02 §4, §5.1–§5.6 and §8; where the spec shows none, the wording is ours.
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
  stageLocked: () => new DomainError('stage-locked', 'Sourced, Application and Hired stages cannot be changed or deleted'),
  stageOrder: () => new DomainError('stage-order-invalid', 'The new order must list every stage once, locked stages in place'),
  stageHasCandidates: () =>
    new DomainError(
      'stage-has-candidates',
      'This stage cannot be deleted while it has candidates. Move candidates and delete stage.',
      'conflict',
    ),
  moveTargetInvalid: () => new DomainError('stage-move-target-invalid', 'Please select the stage to move the candidates to'),
  pipelineTemplateRequired: () => new DomainError('pipeline-template-required', 'Please select a stage pipeline template'),
  unmappedStageWithCandidates: (stage: string) =>
    new DomainError('stage-mapping-required', `Please map the ${stage} stage: it has candidates`),
  noJobOwner: () =>
    new DomainError('job-owner-missing', 'Your job does not have any job owners. Please add a job owner.'),
  recruiterRequired: () => new DomainError('job-recruiter-required', 'Please select recruiter'),
  stageWithoutTask: (stage: string) =>
    new DomainError('stage-without-task', `You have not added any candidate task in the ${stage} stage`),
  noPublishTarget: () =>
    new DomainError('publish-target-required', 'Choose the career page or the employee portal to publish the job'),
  alreadyPublished: () => new DomainError('job-already-published', 'This job is already published', 'conflict'),
  notPublished: () => new DomainError('job-not-published', 'Only a published job can be closed', 'conflict'),
  alreadyDraft: () => new DomainError('job-already-draft', 'This job is already a draft', 'conflict'),
  hasCandidates: () =>
    new DomainError(
      'job-has-candidates',
      'Cannot delete this job. Please move the candidates to another job and try again.',
      'conflict',
    ),
  autoCloseInPast: () => new DomainError('auto-close-in-past', 'The auto-close date must be in the future'),
  autoCloseClosed: () => new DomainError('auto-close-closed-job', 'A closed job cannot be given an auto-close date', 'conflict'),
  customLinkSource: () => new DomainError('custom-link-source-required', 'Source name is required'),
  customLinkUrl: () => new DomainError('custom-link-invalid', 'Please enter a valid link'),
  customLinkTaken: () => new DomainError('custom-link-taken', 'A custom link with this source already exists', 'conflict'),
  customLinkNotFound: () => new DomainError('custom-link-not-found', 'Custom link not found', 'not-found'),
  cloneDisplayName: () => new DomainError('clone-display-name-required', 'Please enter job display name'),
  cloneOwner: () => new DomainError('clone-owner-required', 'Please select job owner'),
  cloneDepartment: () => new DomainError('job-department-required', 'Please select department'),
  cloneLocation: () => new DomainError('job-location-required', 'Please select location'),
  tooManyAgencies: () => new DomainError('job-agencies-too-many', `A job can have at most ${MAX_ASSIGNED_AGENCIES} agencies`),
  talentPoolExists: () => new DomainError('talent-pool-exists', 'Your company already has a talent pool', 'conflict'),
  taskIdsRepeated: () => new DomainError('task-ids-repeated', 'Each candidate task appears once'),
} as const;
