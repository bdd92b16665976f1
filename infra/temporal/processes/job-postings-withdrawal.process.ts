import { isLive, jobPostingEvents, jobPostingsDecider, type JobPostingEvent } from '@ats/domain/job-postings';
import type { JobEvent } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { withdrawJobPostingsWorkflowId } from '@ats/workflows/job-posting.types';
import { withdrawJobBoardPostings } from '@ats/workflows/job-posting.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_JOB_ID } from '../search-attributes';

type LeavesCareerPage = Extract<JobEvent, { type: 'JobClosed' | 'JobDeleted' | 'JobMovedToDraft' | 'JobPublicationChanged' }>;

/**
 * A job that leaves the career page takes its live board postings with it (spec 02 §4.2: posting needs the
 * career page): one short run per such job event, `withdraw-job-postings:<jobId>:<revision>`, when the job
 * has a pending or posted posting.
 */
export const jobPostingsWithdrawalProcess = defineProcess<LeavesCareerPage, typeof withdrawJobBoardPostings>({
  name: 'job-postings-withdrawal',
  workflow: withdrawJobBoardPostings,
  canHandle: ['JobClosed', 'JobDeleted', 'JobMovedToDraft', 'JobPublicationChanged'],
  async on(event, steps, context) {
    if (event.type === 'JobPublicationChanged' && event.data.publication.careerPage) return [];
    const { jobId } = event.data;
    const postings = (await context.readStream(streamId('jobpostings', jobId)))
      .filter((stored): stored is RecordedEvent & JobPostingEvent => jobPostingEvents.includes(stored))
      .reduce(jobPostingsDecider.evolve, jobPostingsDecider.initialState());
    if (!postings.postings.some(isLive)) return [];
    return [
      steps.start(withdrawJobPostingsWorkflowId(jobId, event.revision), [{ companyId: event.metadata.companyId, jobId }], {
        searchAttributes: [{ key: ATS_JOB_ID, value: jobId }],
        memo: { because: event.type },
      }),
    ];
  },
});
