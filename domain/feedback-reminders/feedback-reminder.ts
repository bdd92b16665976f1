import { eventCatalogue, type Command, type Decider, type DomainEvent } from '../shared';

/**
 * The pending-feedback reminder process's own record (stream `feedbackreminder-<interviewId>`): the reminders it
 * sent. The interview's stream keeps the interview's facts; a reminder is the process's, and the inbox turns it
 * into PENDING_FEEDBACK_REMINDER for the interviewer (spec 01 §3.8; 03 §8 "24 hours after the interview").
 */
export type PendingFeedbackReminderSent = DomainEvent<
  'PendingFeedbackReminderSent',
  {
    interviewId: string;
    applicationId: string;
    jobId: string;
    interviewerId: string;
    /** The workflow run that sent it: an interviewer removed and added again is reminded by a new run, from 1. */
    runId: string;
    reminderNumber: number;
    interviewTitle: string;
  }
>;
export type FeedbackReminderEvent = PendingFeedbackReminderSent;
export const feedbackReminderEvents = eventCatalogue<FeedbackReminderEvent>({ PendingFeedbackReminderSent: true });

export type SendPendingFeedbackReminder = Command<'SendPendingFeedbackReminder', PendingFeedbackReminderSent['data']>;

/** The reminders already sent, per run and number: one each, however often the workflow's activity retries. */
export type FeedbackReminderState = { sent: string[] };

const key = (data: { interviewerId: string; runId: string; reminderNumber: number }) => `${data.interviewerId}:${data.runId}:${data.reminderNumber}`;

export const feedbackReminderDecider: Decider<FeedbackReminderState, SendPendingFeedbackReminder, FeedbackReminderEvent> = {
  initialState: () => ({ sent: [] }),
  evolve: (state, event) => (event.type === 'PendingFeedbackReminderSent' ? { sent: [...state.sent, key(event.data)] } : state),
  decide: (command, state) => (state.sent.includes(key(command.data)) ? [] : [{ type: 'PendingFeedbackReminderSent', data: command.data }]),
};
