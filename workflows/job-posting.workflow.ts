import { ActivityFailure, isCancellation, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { JobPostingActivities, JobPostingInput, JobPostingOutcome, WithdrawJobPostingsInput } from './job-posting.types';

const { recordJobPosted, recordJobPostingFailed, closeLivePostingsOfJob } = proxyActivities<JobPostingActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

const reasonOf = (error: unknown): string => {
  const cause = error instanceof ActivityFailure ? (error.cause ?? error) : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/**
 * Posts a job to a job board (spec 02 §4.2): the board call is retried by Temporal's retry policy; when the
 * last attempt fails the posting is recorded FAILED and the job's owner gets JOB_POSTING_FAILURE_UPDATE.
 * Closing a pending posting cancels the run.
 */
export async function postJobToBoard(input: JobPostingInput): Promise<JobPostingOutcome> {
  const { postToJobBoard } = proxyActivities<JobPostingActivities>({
    startToCloseTimeout: '2 minutes',
    retry: {
      initialInterval: input.retry.initialIntervalMs,
      maximumInterval: input.retry.maximumIntervalMs,
      maximumAttempts: input.retry.maximumAttempts,
      backoffCoefficient: 2,
    },
  });
  const { workflowId } = workflowInfo();
  try {
    const listing = await postToJobBoard(input);
    const { recorded } = await recordJobPosted({ ...input, workflowId, listing });
    return recorded ? 'POSTED' : 'NOTHING_TO_DO';
  } catch (error) {
    if (isCancellation(error)) throw error;
    const { recorded } = await recordJobPostingFailed({ ...input, workflowId, reason: reasonOf(error) });
    return recorded ? 'FAILED' : 'NOTHING_TO_DO';
  }
}

/**
 * A job left the career page (closed, deleted, a draft again, unlisted there): its live postings close, which
 * cancels the runs still posting (spec 02 §4.2: posting needs the career page).
 */
export async function withdrawJobBoardPostings(input: WithdrawJobPostingsInput): Promise<number> {
  const { closed } = await closeLivePostingsOfJob({ ...input, workflowId: workflowInfo().workflowId });
  return closed;
}
