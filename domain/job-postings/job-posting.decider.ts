import { assertNever, type Decider } from '../shared';
import { isJobBoardId, JOB_BOARDS, PROFESSIONAL_NETWORK_MIN_DESCRIPTION, type JobBoardId, type PostingTier } from './job-boards';
import type { JobPostingCommand, PostedJob } from './job-posting.commands';
import { JobPostingErrors } from './job-posting.errors';
import type { JobPostingEvent } from './job-posting.events';

export type JobPostingStatus = 'PENDING' | 'POSTED' | 'FAILED' | 'CLOSED';

export type JobPosting = {
  postingId: string;
  jobId: string;
  board: JobBoardId;
  tier: PostingTier;
  status: JobPostingStatus;
  /** 1 for the first posting, one more per re-post: the workflow run it belongs to. */
  attempt: number;
};

/** A job's board postings, one stream per job (`jobpostings-<jobId>`): the exclusivity rules span them. */
export type JobPostingsState = { postings: JobPosting[] };

export const initialJobPostingsState = (): JobPostingsState => ({ postings: [] });

/** A posting that holds its board: pending or posted. */
export const isLive = (posting: Pick<JobPosting, 'status'>) => posting.status === 'PENDING' || posting.status === 'POSTED';

const withPosting = (state: JobPostingsState, postingId: string, change: Partial<JobPosting>): JobPostingsState => ({
  postings: state.postings.map((posting) => (posting.postingId === postingId ? { ...posting, ...change } : posting)),
});

export const evolveJobPostings = (state: JobPostingsState, event: JobPostingEvent): JobPostingsState => {
  switch (event.type) {
    case 'JobPostingRequested': {
      const { postingId, jobId, board, tier, attempt } = event.data;
      return { postings: [...state.postings, { postingId, jobId, board, tier, status: 'PENDING', attempt }] };
    }
    case 'JobPostingReposted':
      return withPosting(state, event.data.postingId, { status: 'PENDING', attempt: event.data.attempt });
    case 'JobPostingPosted':
      return withPosting(state, event.data.postingId, { status: 'POSTED' });
    case 'JobPostingConnected': {
      const { postingId, jobId, board, tier, attempt } = event.data;
      return { postings: [...state.postings, { postingId, jobId, board, tier, status: 'POSTED', attempt }] };
    }
    case 'JobPostingFailed':
      return withPosting(state, event.data.postingId, { status: 'FAILED' });
    case 'JobPostingClosed':
    case 'JobPostingMarkedClosed':
      return withPosting(state, event.data.postingId, { status: 'CLOSED' });
    default:
      // A type this version does not know (a newer writer's) changes nothing.
      return state;
  }
};

/**
 * Spec 02 §4.2, §5.13: the job is on the career page (the professional network also needs its location and a
 * description of 100 characters); one live posting per board and tier; basic and promoted exclusive.
 */
const checkPostable = (state: JobPostingsState, job: PostedJob, board: JobBoardId, tier: PostingTier, except?: string) => {
  if (job.status !== 'PUBLISHED' || !job.careerPage) throw JobPostingErrors.notOnCareerPage();
  if (board === 'professional-network') {
    if (!job.hasLocation) throw JobPostingErrors.locationMissing(board);
    if (job.descriptionLength < PROFESSIONAL_NETWORK_MIN_DESCRIPTION) throw JobPostingErrors.descriptionTooShort(board);
  }
  const live = state.postings.filter((posting) => posting.board === board && posting.postingId !== except && isLive(posting));
  if (live.some((posting) => posting.tier === tier)) throw JobPostingErrors.alreadyConnected(board);
  const other = live.find((posting) => posting.tier !== tier);
  if (other) throw JobPostingErrors.tierConflict(board, tier, other.tier);
};

const postingOf = (state: JobPostingsState, postingId: string): JobPosting => {
  const posting = state.postings.find((candidate) => candidate.postingId === postingId);
  if (!posting) throw JobPostingErrors.notFound();
  return posting;
};

/** An http(s) link under the spec's 1000 characters (02 §9). */
const isLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.length < 1000;
  } catch {
    return false;
  }
};

const ref = ({ postingId, jobId, board, tier }: JobPosting) => ({ postingId, jobId, board, tier });

export const decideJobPostings = (command: JobPostingCommand, state: JobPostingsState): JobPostingEvent[] => {
  switch (command.type) {
    case 'WithdrawJobPostings':
      return state.postings.filter(isLive).map((posting) => ({ type: 'JobPostingClosed', data: ref(posting) }));
    case 'RequestJobPosting': {
      const { postingId, jobId, board, tier, job } = command.data;
      if (state.postings.some((posting) => posting.postingId === postingId)) throw JobPostingErrors.alreadyExists();
      if (!isJobBoardId(board)) throw JobPostingErrors.unknownBoard();
      if (!JOB_BOARDS[board].tiers.includes(tier)) throw JobPostingErrors.tierUnavailable(board);
      checkPostable(state, job, board, tier);
      return [{ type: 'JobPostingRequested', data: { postingId, jobId, board, tier, attempt: 1 } }];
    }
    case 'ConnectJobPosting': {
      const { postingId, jobId, board, url, job } = command.data;
      if (state.postings.some((posting) => posting.postingId === postingId)) throw JobPostingErrors.alreadyExists();
      if (!isJobBoardId(board)) throw JobPostingErrors.unknownBoard();
      if (!isLink(url)) throw JobPostingErrors.connectUrl();
      checkPostable(state, job, board, 'BASIC');
      return [{ type: 'JobPostingConnected', data: { postingId, jobId, board, tier: 'BASIC', attempt: 1, listing: { externalId: url, url } } }];
    }
    case 'RepostJobPosting': {
      const posting = postingOf(state, command.data.postingId);
      // Search-engine job postings can be re-posted while live (spec 02 §4.2); others once closed or failed.
      const refreshable = posting.board === 'search-engine' && posting.status === 'POSTED';
      if (isLive(posting) && !refreshable) throw JobPostingErrors.notRepostable();
      checkPostable(state, command.data.job, posting.board, posting.tier, posting.postingId);
      return [{ type: 'JobPostingReposted', data: { ...ref(posting), attempt: posting.attempt + 1 } }];
    }
    case 'CloseJobPosting': {
      const posting = postingOf(state, command.data.postingId);
      if (!isLive(posting)) throw JobPostingErrors.notClosable();
      return [{ type: 'JobPostingClosed', data: ref(posting) }];
    }
    case 'MarkJobPostingClosed': {
      const posting = postingOf(state, command.data.postingId);
      return posting.status === 'CLOSED' ? [] : [{ type: 'JobPostingMarkedClosed', data: ref(posting) }];
    }
    case 'RecordJobPosted': {
      const posting = postingOf(state, command.data.postingId);
      // Closed or re-posted meanwhile: the answer belongs to a run that no longer counts.
      if (posting.status !== 'PENDING' || posting.attempt !== command.data.attempt) return [];
      return [{ type: 'JobPostingPosted', data: { ...ref(posting), attempt: posting.attempt, listing: command.data.listing } }];
    }
    case 'RecordJobPostingFailed': {
      const posting = postingOf(state, command.data.postingId);
      if (posting.status !== 'PENDING' || posting.attempt !== command.data.attempt) return [];
      const { reason, jobOwnerId, jobName } = command.data;
      return [{ type: 'JobPostingFailed', data: { ...ref(posting), attempt: posting.attempt, reason, jobOwnerId, jobName } }];
    }
    default:
      return assertNever(command);
  }
};

export const jobPostingsDecider: Decider<JobPostingsState, JobPostingCommand, JobPostingEvent> = {
  initialState: initialJobPostingsState,
  evolve: evolveJobPostings,
  decide: decideJobPostings,
};
