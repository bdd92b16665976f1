import { eventCatalogue, type DomainEvent } from '../shared';
import type { JobBoardId, PostingTier } from './job-boards';

/** The posting a board answered for: its id there and where candidates see it, when the board says. */
export type BoardListing = { externalId: string; url: string | null };

type PostingRef = { postingId: string; jobId: string; board: JobBoardId; tier: PostingTier };

/** A posting asked for (attempt 1) and each re-post (attempt n): one posting workflow per attempt. */
export type JobPostingRequested = DomainEvent<'JobPostingRequested', PostingRef & { attempt: number }>;
export type JobPostingReposted = DomainEvent<'JobPostingReposted', PostingRef & { attempt: number }>;
export type JobPostingPosted = DomainEvent<'JobPostingPosted', PostingRef & { attempt: number; listing: BoardListing }>;
/** The board refused the posting after every retry; the job's owner is told (JOB_POSTING_FAILURE_UPDATE). */
export type JobPostingFailed = DomainEvent<
  'JobPostingFailed',
  PostingRef & { attempt: number; reason: string; jobOwnerId: string | null; jobName: string }
>;
/** Connected manually (spec 02 §4.2 "re-connect"): a basic job someone posted on the board themselves, linked here. */
export type JobPostingConnected = DomainEvent<'JobPostingConnected', PostingRef & { attempt: number; listing: BoardListing }>;
/** Closed from here: taken off the board. */
export type JobPostingClosed = DomainEvent<'JobPostingClosed', PostingRef>;
/** Marked as closed: the board closed it (expired, removed there); nothing is sent to the board. */
export type JobPostingMarkedClosed = DomainEvent<'JobPostingMarkedClosed', PostingRef>;

export type JobPostingEvent =
  | JobPostingRequested
  | JobPostingReposted
  | JobPostingPosted
  | JobPostingConnected
  | JobPostingFailed
  | JobPostingClosed
  | JobPostingMarkedClosed;

export const jobPostingEvents = eventCatalogue<JobPostingEvent>({
  JobPostingRequested: true,
  JobPostingReposted: true,
  JobPostingPosted: true,
  JobPostingConnected: true,
  JobPostingFailed: true,
  JobPostingClosed: true,
  JobPostingMarkedClosed: true,
});
