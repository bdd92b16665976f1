import type { BoardListing, JobBoardId, PostingTier } from '@ats/domain/job-postings';

/** One attempt at putting a posting on its board; the retry policy comes in so tests can shorten it. */
export type JobPostingInput = {
  companyId: string;
  jobId: string;
  postingId: string;
  board: JobBoardId;
  tier: PostingTier;
  attempt: number;
  retry: { initialIntervalMs: number; maximumIntervalMs: number; maximumAttempts: number };
};

export type JobPostingOutcome = 'POSTED' | 'FAILED' | 'NOTHING_TO_DO';

export type JobPostingActivities = {
  /** The `JobBoard` port: answers the board's listing, throws while the board refuses (retried by Temporal). */
  postToJobBoard(input: JobPostingInput): Promise<BoardListing>;
  recordJobPosted(input: JobPostingInput & { workflowId: string; listing: BoardListing }): Promise<{ recorded: boolean }>;
  recordJobPostingFailed(input: JobPostingInput & { workflowId: string; reason: string }): Promise<{ recorded: boolean }>;
  /** Closes every live posting of a job that left the career page; answers how many. */
  closeLivePostingsOfJob(input: WithdrawJobPostingsInput & { workflowId: string }): Promise<{ closed: number }>;
};

export type WithdrawJobPostingsInput = { companyId: string; jobId: string };

/** `withdraw-job-postings:<jobId>:<revision>`: the revision of the job event that took it off the career page. */
export const withdrawJobPostingsWorkflowId = (jobId: string, revision: number) => `withdraw-job-postings:${jobId}:${revision}`;

/** `job-posting:<postingId>:<attempt>`: one run per posting and re-post. */
export const jobPostingWorkflowId = (postingId: string, attempt: number) => `job-posting:${postingId}:${attempt}`;
