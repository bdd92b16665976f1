import { eventCatalogue, type Command, type Decider, type DomainEvent } from '../shared';

/**
 * The auto-close process's own record (stream `jobautoclose-<jobId>`): the reminders it sent. The job's
 * stream keeps the job's facts; a reminder is the process's, and the inbox turns it into
 * AUTO_CLOSE_JOBS_REMINDER for the job's owner (spec 01 §3.8, 02 §4.1).
 */
export type JobAutoCloseReminderSent = DomainEvent<
  'JobAutoCloseReminderSent',
  { jobId: string; jobName: string; ownerId: string | null; autoCloseOn: string }
>;
export type JobAutoCloseEvent = JobAutoCloseReminderSent;
export const jobAutoCloseEvents = eventCatalogue<JobAutoCloseEvent>({ JobAutoCloseReminderSent: true });

export type SendAutoCloseReminder = Command<
  'SendAutoCloseReminder',
  { jobId: string; jobName: string; ownerId: string | null; autoCloseOn: string }
>;

/** The dates already reminded of: one reminder per date, however often the workflow asks. */
export type JobAutoCloseState = { remindedFor: string[] };

export const jobAutoCloseDecider: Decider<JobAutoCloseState, SendAutoCloseReminder, JobAutoCloseEvent> = {
  initialState: () => ({ remindedFor: [] }),
  evolve: (state, event) =>
    event.type === 'JobAutoCloseReminderSent' ? { remindedFor: [...state.remindedFor, event.data.autoCloseOn] } : state,
  decide: (command, state) =>
    state.remindedFor.includes(command.data.autoCloseOn) ? [] : [{ type: 'JobAutoCloseReminderSent', data: command.data }],
};

/** The notification's title; the spec shows none, the wording is ours. */
export const autoCloseReminderTitle = (jobName: string, autoCloseOn: string) =>
  `${jobName} closes automatically on ${autoCloseOn.slice(0, 10)}`;
