import type { JobBoardId, PostingTier } from '@ats/domain/job-postings/job-boards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import { getAfterWrites } from './jobs-api';

export type { JobBoardId, PostingTier };

/**
 * JobBoardPostingResponseDto (apps/api/src/job-board-postings/job-board-posting-queries), declared here until
 * the generated types catch up: one connection of the publish tab (spec 02 §2.6, §4.2).
 */
export type JobBoardPosting = {
  id: string;
  jobId: string;
  board: JobBoardId;
  boardName: string;
  tier: PostingTier;
  status: 'PENDING' | 'POSTED' | 'FAILED' | 'CLOSED';
  statusMessage: string | null;
  closedHow: 'CLOSED' | 'MARKED' | null;
  attempt: number;
  requestedAt: string;
  postedAt: string | null;
  closedAt: string | null;
  failedAt: string | null;
  url: string | null;
  applicationCount: number;
  hireCount: number;
};

const postingsKey = (jobId: string) => ['company-roles', jobId, 'job-board-postings'] as const;

/** The job's postings; `null` when this API has no job boards (answers 404 for the route). */
export const useJobBoardPostings = (jobId: string) =>
  useQuery({
    queryKey: postingsKey(jobId),
    queryFn: async ({ signal }) => {
      try {
        return await getAfterWrites<JobBoardPosting[]>(
          `/company-roles/${encodeURIComponent(jobId)}/job-board-postings`,
          { signal },
        );
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    meta: { toast: false },
  });

export type PostingAction = 'close' | 'repost' | 'mark-closed';

export type JobBoardCommand =
  | { kind: 'post'; board: JobBoardId; tier: PostingTier }
  | { kind: 'connect'; board: JobBoardId; url: string }
  | { kind: PostingAction; postingId: string };

const commandCall = (jobId: string, command: JobBoardCommand): [string, unknown] => {
  const job = `/company-roles/${encodeURIComponent(jobId)}/job-board-postings`;
  switch (command.kind) {
    case 'post':
      return [job, { board: command.board, tier: command.tier }];
    case 'connect':
      return [`${job}/connect`, { board: command.board, url: command.url }];
    default:
      return [`/job-board-postings/${encodeURIComponent(command.postingId)}/${command.kind}`, undefined];
  }
};

/** Post to a board, connect a posting made by hand, or close, re-post or mark closed one posting; the list is read again after. */
export const useJobBoardCommand = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: JobBoardCommand) => {
      const [path, body] = commandCall(jobId, command);
      return api.post<CommandResult>(path, body, { idempotencyKey: newIdempotencyKey() });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: postingsKey(jobId) });
    },
    meta: { toast: false },
  });
};
