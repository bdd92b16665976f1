import type { Command } from '../shared';
import type { JobBoardId, PostingTier } from './job-boards';
import type { BoardListing } from './job-posting.events';

/**
 * The job as its own stream says now, read by the handler: posting needs it published on the career page; the
 * professional network also needs its location and a description of 100 characters (spec 02 §5.13).
 */
export type PostedJob = {
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED' | 'DELETED';
  careerPage: boolean;
  hasLocation: boolean;
  descriptionLength: number;
};

export type RequestJobPosting = Command<
  'RequestJobPosting',
  { postingId: string; jobId: string; board: JobBoardId; tier: PostingTier; job: PostedJob }
>;
/** A basic job posted on the board by hand, linked by its URL: posted at once, no workflow. */
export type ConnectJobPosting = Command<
  'ConnectJobPosting',
  { postingId: string; jobId: string; board: JobBoardId; url: string; job: PostedJob }
>;
export type RepostJobPosting = Command<'RepostJobPosting', { postingId: string; job: PostedJob }>;
export type CloseJobPosting = Command<'CloseJobPosting', { postingId: string }>;
export type MarkJobPostingClosed = Command<'MarkJobPostingClosed', { postingId: string }>;
/** From the posting workflow: `attempt` ties the answer to its run, so a late one for an older attempt changes nothing. */
export type RecordJobPosted = Command<'RecordJobPosted', { postingId: string; attempt: number; listing: BoardListing }>;
export type RecordJobPostingFailed = Command<
  'RecordJobPostingFailed',
  { postingId: string; attempt: number; reason: string; jobOwnerId: string | null; jobName: string }
>;

/** The job left the career page (closed, deleted, a draft again, or unlisted there): its live postings close. */
export type WithdrawJobPostings = Command<'WithdrawJobPostings', { jobId: string }>;

export type JobPostingCommand =
  | WithdrawJobPostings
  | RequestJobPosting
  | ConnectJobPosting
  | RepostJobPosting
  | CloseJobPosting
  | MarkJobPostingClosed
  | RecordJobPosted
  | RecordJobPostingFailed;
