import { jobAutoCloseDecider } from '@ats/domain/job-auto-close';
import { jobDecider, JobErrors } from '@ats/domain/jobs';
import { isDomainError, streamId, type Actor } from '@ats/domain/shared';
import type { AutoCloseActivities } from '@ats/workflows/auto-close.types';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';

const automation = (workflowId: string): Actor => ({ kind: 'automation', id: workflowId, name: workflowId });

/** The auto-close workflow's activities: they act only by sending commands, the workflow as the actor. */
export const createAutoCloseActivities = (store: EventStore): AutoCloseActivities => {
  const loadJob = async (companyId: string, jobId: string) => {
    const loaded = await loadAggregate(store, streamId('job', jobId), jobDecider, companyId);
    return loaded?.state.exists && loaded.state.status !== 'DELETED' ? loaded.state : null;
  };
  return {
    async sendAutoCloseReminder(input) {
      const job = await loadJob(input.companyId, input.jobId);
      if (!job) return { sent: false };
      const { events } = await decideAndAppend(
        store,
        { id: streamId('jobautoclose', input.jobId), entityId: input.jobId, notFound: JobErrors.notFound },
        jobAutoCloseDecider,
        {
          type: 'SendAutoCloseReminder',
          data: { jobId: input.jobId, jobName: job.name, ownerId: job.ownerId, autoCloseOn: input.autoCloseOn },
        },
        // One reminder per run and date: a retry finds its command id in the stream and appends nothing.
        { companyId: input.companyId, actor: automation(input.workflowId), commandId: `${input.workflowId}:remind:${input.autoCloseOn}` },
      );
      return { sent: events.length > 0 };
    },

    async closeJobAutomatically(input) {
      const job = await loadJob(input.companyId, input.jobId);
      if (!job) return { closed: false };
      if (job.status === 'PUBLISHED' && job.autoCloseOn !== input.autoCloseOn) return { closed: false, autoCloseOn: job.autoCloseOn };
      try {
        const { events } = await decideAndAppend(
          store,
          { id: streamId('job', input.jobId), entityId: input.jobId, notFound: JobErrors.notFound },
          jobDecider,
          { type: 'CloseJob', data: { jobId: input.jobId, reason: 'AUTO_CLOSE' } },
          { companyId: input.companyId, actor: automation(input.workflowId), commandId: `${input.workflowId}:close` },
        );
        return { closed: events.some((event) => event.type === 'JobClosed') };
      } catch (error) {
        // Deleted meanwhile: nothing to close, and retrying would not change that.
        if (isDomainError(error)) return { closed: false };
        throw error;
      }
    },
  };
};
