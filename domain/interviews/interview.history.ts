import { interviewEvents, type InterviewEvent } from './interview.events';

/** The interview events an application's timeline shows (all of them). */
export const INTERVIEW_TIMELINE_EVENTS = [
  'InterviewScheduled',
  'InterviewRescheduled',
  'InterviewersChanged',
  'InterviewCancelled',
  'InterviewCompleted',
  'InterviewNoShowMarked',
  'InterviewFeedbackSubmitted',
] as const satisfies ReadonlyArray<InterviewEvent['type']>;
export type InterviewTimelineEvent = (typeof INTERVIEW_TIMELINE_EVENTS)[number];

/**
 * One event of an interview's stream as a line of its application's history (spec 03 "Interview": the
 * interviewers read the candidate's timeline): which interview, its title and what the web client needs to word
 * it. Feedback itself stays on the interview (its visibility rule): the line says only that it was given.
 */
export type InterviewHistoryEntryDetails = {
  type: 'InterviewEvent';
  interviewEvent: InterviewTimelineEvent;
  interviewId: string;
  title: string;
  /** Scheduled and rescheduled: the start, ISO 8601. */
  startsAt: string | null;
  /** InterviewNoShowMarked: set or cleared. */
  noShow: boolean | null;
  /** InterviewCancelled: the reason given. */
  reason: string | null;
};

const SUMMARIES: Record<InterviewTimelineEvent, string> = {
  InterviewScheduled: 'scheduled an interview',
  InterviewRescheduled: 'rescheduled the interview',
  InterviewersChanged: "changed the interview's interviewers",
  InterviewCancelled: 'cancelled the interview',
  InterviewCompleted: 'marked the interview completed',
  InterviewNoShowMarked: 'changed the no-show mark',
  InterviewFeedbackSubmitted: 'submitted interview feedback',
};

/** An interview event as a history line; `title` comes from the interview's InterviewScheduled. */
export const describeInterviewEvent = (stored: { type: string; data: unknown }, title: string, byWhom: string): { summary: string; details: InterviewHistoryEntryDetails } | null => {
  if (!interviewEvents.includes(stored)) return null;
  const event = stored;
  const details: InterviewHistoryEntryDetails = { type: 'InterviewEvent', interviewEvent: event.type, interviewId: event.data.interviewId, title, startsAt: null, noShow: null, reason: null };
  if (event.type === 'InterviewScheduled' || event.type === 'InterviewRescheduled') details.startsAt = event.data.slot.startsAt;
  if (event.type === 'InterviewNoShowMarked') details.noShow = event.data.noShow;
  if (event.type === 'InterviewCancelled') details.reason = event.data.reason;
  return { summary: `${byWhom} ${SUMMARIES[event.type]}: ${title}`, details };
};
