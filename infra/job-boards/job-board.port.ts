import type { BoardListing, JobBoardId, PostingTier } from '@ats/domain/job-postings';

/** What a board is asked to post: the posting, and where the job's public page is. */
export type BoardPostingRequest = {
  companyId: string;
  jobId: string;
  postingId: string;
  board: JobBoardId;
  tier: PostingTier;
  attempt: number;
};

/**
 * The port the posting workflow's activity calls. `post` answers the board's listing or throws while the
 * board refuses; Temporal's retry policy decides how often it is asked again.
 */
export type JobBoard = {
  post(request: BoardPostingRequest): Promise<BoardListing>;
};

/** A board that did not take the posting this time (retried). */
export class JobBoardUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobBoardUnavailableError';
  }
}
