import {
  interviewEvents,
  type InterviewCancelled,
  type InterviewCompleted,
  type InterviewEvent,
  type InterviewersChanged,
  type InterviewFeedbackSubmitted,
  type InterviewRescheduled,
  type InterviewScheduled,
} from '@ats/domain/interviews';
import type { RecordedEvent } from '@ats/domain/shared';
import { feedbackReminderWorkflowId, type FeedbackReminderInput } from '@ats/workflows/feedback-reminder.types';
import { feedbackReminder, feedbackSubmitted, interviewRescheduled } from '@ats/workflows/feedback-reminder.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID, ATS_USER_ID } from '../search-attributes';

type FeedbackReminderEvent =
  | InterviewScheduled
  | InterviewersChanged
  | InterviewRescheduled
  | InterviewCancelled
  | InterviewCompleted
  | InterviewFeedbackSubmitted;

/** 24 hours after the interview (spec 03 §8): one ATS "day", so tests shortening ATS_DAY_MS shorten it too. */
const FIRST_REMINDER_DAYS = 1;

/**
 * The revision that put each interviewer now on the interview there (its scheduling, or the change that added
 * them), from the interview's events before `beforeRevision`: their run's id carries it, so an interviewer
 * removed and added again gets a new run (workflow ids are never reused).
 */
const interviewersBefore = (stream: readonly RecordedEvent[], beforeRevision: number): Map<string, number> => {
  const on = new Map<string, number>();
  for (const event of stream) {
    if (event.revision >= beforeRevision || !interviewEvents.includes(event)) continue;
    const interview = event as RecordedEvent & InterviewEvent;
    if (interview.type === 'InterviewScheduled') for (const id of interview.data.interviewerIds) on.set(id, event.revision);
    if (interview.type === 'InterviewersChanged') {
      for (const id of interview.data.removed) on.delete(id);
      for (const id of interview.data.added) on.set(id, event.revision);
    }
  }
  return on;
};

/** The interview's slot as it stood before `beforeRevision`: the last reschedule's, else the scheduled one. */
const slotBefore = (stream: readonly RecordedEvent[], beforeRevision: number, scheduled: InterviewScheduled) =>
  (stream.filter((stored) => stored.revision < beforeRevision && stored.type === 'InterviewRescheduled').at(-1) as (RecordedEvent & InterviewRescheduled) | undefined)
    ?.data.slot ?? scheduled.data.slot;

const runId = (interviewId: string, interviewerId: string, addedAt: number) => `${feedbackReminderWorkflowId(interviewId, interviewerId)}:${addedAt}`;

/**
 * Pending-feedback reminders (spec 03 §8, 01 §3.8 PENDING_FEEDBACK_REMINDER): one workflow per interviewer per
 * interview, `feedback-reminder:<interviewId>:<interviewerId>:<revision that added them>`, started when the
 * interview is scheduled or the interviewer added; told of a reschedule (the first reminder follows the new end),
 * of a completion before the planned end (it follows the completion), and of the interviewer's feedback; cancelled with the interview or when the interviewer is removed. Found in
 * the Temporal UI by application, job and interviewer (AtsUserId), and by interview with a WorkflowId prefix.
 */
export const feedbackReminderProcess = defineProcess<FeedbackReminderEvent, typeof feedbackReminder>({
  name: 'feedback-reminder',
  workflow: feedbackReminder,
  canHandle: ['InterviewScheduled', 'InterviewersChanged', 'InterviewRescheduled', 'InterviewCancelled', 'InterviewCompleted', 'InterviewFeedbackSubmitted'],
  async on(event, steps, context) {
    const { interviewId } = event.data;
    if (event.type === 'InterviewScheduled' || event.type === 'InterviewersChanged') {
      const stream = await context.readStream(event.streamId);
      const scheduled = stream.find((stored) => stored.type === 'InterviewScheduled') as (RecordedEvent & InterviewScheduled) | undefined;
      if (!scheduled) return [];
      const before = interviewersBefore(stream, event.revision);
      const slot = slotBefore(stream, event.revision, scheduled);
      const cancelled = stream.some((stored) => stored.revision < event.revision && stored.type === 'InterviewCancelled');
      const added = event.type === 'InterviewScheduled' ? event.data.interviewerIds : event.data.added;
      const removed = event.type === 'InterviewersChanged' ? event.data.removed : [];
      const cancels = removed.flatMap((id) => (before.has(id) ? [steps.cancel(runId(interviewId, id, before.get(id)!))] : []));
      if (cancelled) return cancels;
      const starts = added.map((interviewerId) => {
        const input: FeedbackReminderInput = {
          companyId: event.metadata.companyId,
          interviewId,
          applicationId: scheduled.data.applicationId,
          jobId: scheduled.data.jobId,
          interviewerId,
          endsAt: slot.endsAt,
          firstReminderAfterMs: FIRST_REMINDER_DAYS * context.dayMs,
          dayMs: context.dayMs,
        };
        return steps.start(runId(interviewId, interviewerId, event.revision), [input], {
          searchAttributes: [
            { key: ATS_APPLICATION_ID, value: input.applicationId },
            { key: ATS_JOB_ID, value: input.jobId },
            { key: ATS_USER_ID, value: interviewerId },
          ],
          memo: { interviewId, interviewTitle: scheduled.data.title, endsAt: slot.endsAt },
        });
      });
      return [...cancels, ...starts];
    }
    const stream = await context.readStream(event.streamId);
    const interviewers = interviewersBefore(stream, event.revision);
    switch (event.type) {
      case 'InterviewRescheduled':
        return [...interviewers].map(([id, addedAt]) => steps.signal(runId(interviewId, id, addedAt), interviewRescheduled, event.data.slot.endsAt));
      case 'InterviewCompleted': {
        // Marked completed before its planned end, it ended then: the first reminder follows a day after that.
        const scheduled = stream.find((stored) => stored.type === 'InterviewScheduled') as (RecordedEvent & InterviewScheduled) | undefined;
        const completedAt = event.metadata.occurredAt;
        if (!scheduled || Date.parse(completedAt) >= Date.parse(slotBefore(stream, event.revision, scheduled).endsAt)) return [];
        return [...interviewers].map(([id, addedAt]) => steps.signal(runId(interviewId, id, addedAt), interviewRescheduled, completedAt));
      }
      case 'InterviewCancelled':
        return [...interviewers].map(([id, addedAt]) => steps.cancel(runId(interviewId, id, addedAt)));
      case 'InterviewFeedbackSubmitted': {
        const addedAt = interviewers.get(event.data.interviewerId);
        return addedAt === undefined ? [] : [steps.signal(runId(interviewId, event.data.interviewerId, addedAt), feedbackSubmitted)];
      }
    }
  },
});
