import { jobPostingEvents, jobPostingsDecider, type JobPostingEvent } from '@ats/domain/job-postings';
import type { RecordedEvent } from '@ats/domain/shared';
import { jobPostingWorkflowId, type JobPostingInput } from '@ats/workflows/job-posting.types';
import { postJobToBoard } from '@ats/workflows/job-posting.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_JOB_ID } from '../search-attributes';

type StartOrStop = Extract<JobPostingEvent, { type: 'JobPostingRequested' | 'JobPostingReposted' | 'JobPostingClosed' | 'JobPostingMarkedClosed' }>;

/**
 * The board call's retry policy in "days" (ATS_DAY_MS): from a minute up to an hour apart, five attempts; in
 * tests (a day of a second) a tenth of a second apart.
 */
export const postingRetry = (dayMs: number): JobPostingInput['retry'] => {
  const initialIntervalMs = Math.max(100, Math.round(dayMs / 1440));
  return { initialIntervalMs, maximumIntervalMs: Math.max(initialIntervalMs, Math.round(dayMs / 24)), maximumAttempts: 5 };
};

/**
 * Job board postings (spec 02 §4.2): one workflow per posting and re-post, `job-posting:<postingId>:<attempt>`;
 * closing a posting (or marking it closed) cancels a run still trying.
 */
export const jobPostingProcess = defineProcess<StartOrStop, typeof postJobToBoard>({
  name: 'job-posting',
  workflow: postJobToBoard,
  canHandle: ['JobPostingRequested', 'JobPostingReposted', 'JobPostingClosed', 'JobPostingMarkedClosed'],
  async on(event, steps, context) {
    const { postingId, jobId, board, tier } = event.data;
    if (event.type === 'JobPostingRequested' || event.type === 'JobPostingReposted') {
      const input: JobPostingInput = {
        companyId: event.metadata.companyId,
        jobId,
        postingId,
        board,
        tier,
        attempt: event.data.attempt,
        retry: postingRetry(context.dayMs),
      };
      return [
        steps.start(jobPostingWorkflowId(postingId, input.attempt), [input], {
          searchAttributes: [{ key: ATS_JOB_ID, value: jobId }],
          memo: { board, tier, attempt: input.attempt },
        }),
      ];
    }
    // The attempt in force when the posting closed: the run to stop.
    const state = (await context.readStream(event.streamId))
      .filter((stored): stored is RecordedEvent & JobPostingEvent => stored.revision < event.revision && jobPostingEvents.includes(stored))
      .reduce(jobPostingsDecider.evolve, jobPostingsDecider.initialState());
    const posting = state.postings.find((candidate) => candidate.postingId === postingId);
    return posting?.status === 'PENDING' ? [steps.cancel(jobPostingWorkflowId(postingId, posting.attempt))] : [];
  },
});
