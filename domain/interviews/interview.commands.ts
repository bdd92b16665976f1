import type { Command } from '../shared';
import type { InterviewScheduled, InterviewSlot, SkillScore } from './interview.events';

/**
 * What the handler read from the calendars before deciding (free/busy per interviewer, and who is not
 * integrated): the decider judges, the handler only fetches.
 */
/** A busy interval of a calendar, ISO 8601 UTC, end exclusive (the calendar port's shape). */
export type BusyInterval = { start: string; end: string };

export type CalendarFacts = {
  /** Busy time of each interviewer around the slot, by user id. */
  busy: Array<{ userId: string; name: string; blocks: BusyInterval[] }>;
  /** Attendees (interviewers, organizer) whose calendar is not integrated. */
  notIntegratedUserIds: string[];
};

/** The scheduled interview as its event records it, but for the invitation, which the decider starts at SEQUENCE 0. */
export type ScheduleInterview = Command<
  'ScheduleInterview',
  Omit<InterviewScheduled['data'], 'invitation' | 'candidateId' | 'personal'> & {
    /** The application's candidate: the fixed attendees are sealed under their key. */
    candidateId: string;
    /** Made once by the handler; kept for the interview's life. */
    invitationUid: string;
    calendars: CalendarFacts;
  }
>;

/** A new time, new interviewers, or both (PUT /interviews/{id}). */
export type ChangeInterview = Command<
  'ChangeInterview',
  { slot: InterviewSlot | null; durationMinutes: number | null; interviewerIds: string[] | null; calendars: CalendarFacts }
>;
export type CancelInterview = Command<'CancelInterview', { reason: string | null }>;
export type CompleteInterview = Command<'CompleteInterview', Record<string, never>>;
export type MarkInterviewNoShow = Command<'MarkInterviewNoShow', { noShow: boolean }>;
export type SubmitInterviewFeedback = Command<
  'SubmitInterviewFeedback',
  {
    feedbackTemplateId: string | null;
    scores: SkillScore[];
    notes: string | null;
    confidentialNotes: string | null;
    proceedToNextStage: boolean;
    /** Scored by the template (domain/interviews/scorecard.ts) before the decider sees it. */
    totalScore: number;
    totalPercentage: number;
  }
>;

export type InterviewCommand =
  | ScheduleInterview
  | ChangeInterview
  | CancelInterview
  | CompleteInterview
  | MarkInterviewNoShow
  | SubmitInterviewFeedback;
