import { jobPostingsDecider, JobPostingErrors, type JobBoardId } from '@ats/domain/job-postings';
import { jobDecider } from '@ats/domain/jobs';
import { streamId, type Actor } from '@ats/domain/shared';
import type { JobPostingActivities } from '@ats/workflows/job-posting.types';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import type { JobBoard } from '../job-boards/job-board.port';

const automation = (workflowId: string): Actor => ({ kind: 'automation', id: workflowId, name: workflowId });

export const jobPostingsStream = (jobId: string) => ({
  id: streamId('jobpostings', jobId),
  entityId: jobId,
  notFound: JobPostingErrors.notFound,
});

/** The posting workflow's activities: the `JobBoard` port, and the commands that record what the board said. */
export const createJobPostingActivities = (store: EventStore, boardFor: (board: JobBoardId) => JobBoard): JobPostingActivities => ({
  postToJobBoard: (input) => boardFor(input.board).post(input),

  async recordJobPosted(input) {
    const { events } = await decideAndAppend(
      store,
      jobPostingsStream(input.jobId),
      jobPostingsDecider,
      { type: 'RecordJobPosted', data: { postingId: input.postingId, attempt: input.attempt, listing: input.listing } },
      { companyId: input.companyId, actor: automation(input.workflowId), commandId: `${input.workflowId}:posted` },
    );
    return { recorded: events.length > 0 };
  },

  async recordJobPostingFailed(input) {
    // Whom to tell: the job's owner as the job's stream says now.
    const job = (await loadAggregate(store, streamId('job', input.jobId), jobDecider, input.companyId))?.state;
    const { events } = await decideAndAppend(
      store,
      jobPostingsStream(input.jobId),
      jobPostingsDecider,
      {
        type: 'RecordJobPostingFailed',
        data: {
          postingId: input.postingId,
          attempt: input.attempt,
          reason: input.reason,
          jobOwnerId: job?.exists ? job.ownerId : null,
          jobName: job?.exists ? job.name : '',
        },
      },
      { companyId: input.companyId, actor: automation(input.workflowId), commandId: `${input.workflowId}:failed` },
    );
    return { recorded: events.length > 0 };
  },

  async closeLivePostingsOfJob(input) {
    const { events } = await decideAndAppend(
      store,
      jobPostingsStream(input.jobId),
      jobPostingsDecider,
      { type: 'WithdrawJobPostings', data: { jobId: input.jobId } },
      { companyId: input.companyId, actor: automation(input.workflowId), commandId: input.workflowId },
    );
    return { closed: events.length };
  },
});
