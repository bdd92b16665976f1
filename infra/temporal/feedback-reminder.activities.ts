import { Context } from '@temporalio/activity';
import type { DataSource } from 'typeorm';
import { feedbackReminderDecider } from '@ats/domain/feedback-reminders';
import { interviewDecider, InterviewErrors, type InterviewScheduled } from '@ats/domain/interviews';
import { streamId } from '@ats/domain/shared';
import type { FeedbackReminderActivities } from '@ats/workflows/feedback-reminder.types';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import { feedbackReminderCadenceDays } from '../db/feedback-template-rows';
import type { EventStore } from '../event-store/event-store.port';

/**
 * The pending-feedback reminder's activity: reads the interview's own stream (the truth, not a lagging read
 * model) and, while the interviewer still owes feedback, records PendingFeedbackReminderSent on the process's
 * stream with the workflow as the actor; the inbox tells the interviewer from it.
 */
export const createFeedbackReminderActivities = (store: EventStore, dataSource: DataSource): FeedbackReminderActivities => ({
  async sendPendingFeedbackReminder(input) {
    const cadenceDays = await feedbackReminderCadenceDays(dataSource.manager, input.companyId);
    const loaded = await loadAggregate(store, streamId('interview', input.interviewId), interviewDecider, input.companyId);
    const interview = loaded?.state;
    const pending =
      interview?.exists === true &&
      interview.status !== 'CANCELLED' &&
      interview.interviewerIds.includes(input.interviewerId) &&
      !interview.feedbackBy.includes(input.interviewerId);
    if (!pending || !loaded) return { pending: false, cadenceDays };
    // the run, so an interviewer added again (a new run under a new id) is reminded from 1 again
    const runId = Context.current().info.workflowExecution?.runId ?? input.workflowId;
    const scheduled = loaded.events.find((event) => event.type === 'InterviewScheduled')?.data as InterviewScheduled['data'] | undefined;
    await decideAndAppend(
      store,
      { id: streamId('feedbackreminder', input.interviewId), entityId: input.interviewId, notFound: InterviewErrors.notFound },
      feedbackReminderDecider,
      {
        type: 'SendPendingFeedbackReminder',
        data: {
          interviewId: input.interviewId,
          applicationId: input.applicationId,
          jobId: input.jobId,
          interviewerId: input.interviewerId,
          runId,
          reminderNumber: input.reminderNumber,
          interviewTitle: scheduled?.title ?? '',
        },
      },
      // One reminder per run and number: a retry finds its command id in the stream and appends nothing.
      {
        companyId: input.companyId,
        actor: { kind: 'automation', id: input.workflowId, name: 'Feedback reminder' },
        commandId: `${input.workflowId}:${runId}:remind:${input.reminderNumber}`,
      },
    );
    return { pending: true, cadenceDays };
  },
});
