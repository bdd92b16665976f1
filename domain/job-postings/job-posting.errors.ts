import { DomainError } from '../shared';
import { JOB_BOARDS, PROFESSIONAL_NETWORK_MIN_DESCRIPTION, type JobBoardId, type PostingTier } from './job-boards';

const tierName = (tier: PostingTier) => (tier === 'PROMOTED' ? 'promoted' : 'basic');

// Spec 02 §4.2 and §8. 'Job board {jobBoard} is already connected' is the spec's; the four basic-versus-promoted
// conflicts (professional network and job-search site, either way round) are worded as §4.2 describes them.
export const JobPostingErrors = {
  notFound: () => new DomainError('job-posting-not-found', 'Job board posting not found', 'not-found'),
  unknownBoard: () => new DomainError('job-board-unknown', 'Please select a job board'),
  tierUnavailable: (board: JobBoardId) =>
    new DomainError('job-board-tier-unavailable', `Promoted postings are not available on ${JOB_BOARDS[board].name}`),
  notOnCareerPage: () =>
    new DomainError(
      'job-not-on-career-page',
      'Publish the job on the career page before posting it to a job board',
      'conflict',
    ),
  /** Spec 02 §8, verbatim. */
  locationMissing: (board: JobBoardId) =>
    new DomainError(
      'job-location-details-missing',
      `Job does not have mandatory location details(country, city), Please add them to post on ${JOB_BOARDS[board].name}`,
    ),
  descriptionTooShort: (board: JobBoardId) =>
    new DomainError(
      'job-description-too-short',
      `The job description needs at least ${PROFESSIONAL_NETWORK_MIN_DESCRIPTION} characters to post on ${JOB_BOARDS[board].name}`,
    ),
  alreadyConnected: (board: JobBoardId) =>
    new DomainError('job-board-already-connected', `Job board ${JOB_BOARDS[board].name} is already connected`, 'conflict'),
  /** Asked for `wanted` while the other tier is live on the same board. */
  tierConflict: (board: JobBoardId, wanted: PostingTier, live: PostingTier) =>
    new DomainError(
      'job-board-tier-conflict',
      `This job already has a ${tierName(live)} job on ${JOB_BOARDS[board].name}. Close or unlink it before posting a ${tierName(wanted)} job.`,
      'conflict',
    ),
  connectUrl: () => new DomainError('job-posting-url-invalid', 'Please enter a valid link'),
  notClosable: () =>
    new DomainError('job-posting-not-closable', 'Only a pending or posted job board posting can be closed', 'conflict'),
  notRepostable: () =>
    new DomainError('job-posting-not-repostable', 'Close the job board posting before posting it again', 'conflict'),
  alreadyExists: () => new DomainError('job-posting-already-exists', 'This job board posting already exists', 'conflict'),
} as const;
