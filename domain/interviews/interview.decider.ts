import { assertNever, type Decider, type DecisionContext } from '../shared';
import type { CalendarFacts, ChangeInterview, InterviewCommand, ScheduleInterview, SubmitInterviewFeedback } from './interview.commands';
import {
  InterviewErrors,
  MAX_CANCEL_REASON_LENGTH,
  MAX_FEEDBACK_NOTES_LENGTH,
  MAX_FIXED_ATTENDEES,
  MAX_INTERVIEW_DESCRIPTION_LENGTH,
  MAX_INTERVIEW_LOCATION_LENGTH,
  MAX_INTERVIEW_MINUTES,
  MAX_INTERVIEW_TITLE_LENGTH,
  MAX_INTERVIEWERS,
  MIN_INTERVIEW_MINUTES,
} from './interview.errors';
import type { InterviewEvent, InterviewSlot, InvitationIdentity } from './interview.events';
import { noShowInTime, noShowMarkable } from './no-show';
import { evolveInterview, initialInterviewState, type ExistingInterviewState, type InterviewState } from './interview.state';

/**
 * The interview (spec 03 "Interview / calendar event", "Interview", §5 "Scheduling"): scheduled on the
 * interviewers' calendars, rescheduled or its interviewers changed, cancelled, completed; a no-show flag;
 * feedback per interviewer. The calendar invitation keeps one UID and bumps its SEQUENCE on each change.
 */

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

const checkSlot = (slot: InterviewSlot, durationMinutes: number, context: DecisionContext) => {
  if (!Number.isInteger(durationMinutes) || durationMinutes < MIN_INTERVIEW_MINUTES || durationMinutes > MAX_INTERVIEW_MINUTES) {
    throw InterviewErrors.invalidDuration();
  }
  const start = Date.parse(slot.startsAt);
  const end = Date.parse(slot.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) throw InterviewErrors.invalidSlot();
  if (start < context.now.getTime()) throw InterviewErrors.inThePast();
};

/**
 * Refuses a slot that meets an interviewer's busy time. `ownSlot` is the interview's current time: on a
 * reschedule the interviewers' calendars still hold it, and it is not a conflict with itself.
 */
const checkCalendars = (interviewerIds: readonly string[], slot: InterviewSlot, calendars: CalendarFacts, ownSlot: InterviewSlot | null) => {
  if (interviewerIds.some((id) => calendars.notIntegratedUserIds.includes(id))) throw InterviewErrors.notIntegrated();
  const wanted = { start: slot.startsAt, end: slot.endsAt };
  for (const { userId, name, blocks } of calendars.busy) {
    if (!interviewerIds.includes(userId)) continue;
    const own = (block: { start: string; end: string }) =>
      ownSlot !== null && Date.parse(block.start) === Date.parse(ownSlot.startsAt) && Date.parse(block.end) === Date.parse(ownSlot.endsAt);
    if (blocks.some((block) => !own(block) && overlaps(block, wanted))) throw InterviewErrors.interviewerBusy(name);
  }
};

const checkInterviewers = (interviewerIds: readonly string[]) => {
  if (interviewerIds.length === 0) throw InterviewErrors.interviewerRequired();
  if (interviewerIds.length > MAX_INTERVIEWERS) throw InterviewErrors.tooManyInterviewers();
};

const bumped = (invitation: InvitationIdentity): InvitationIdentity => ({ uid: invitation.uid, sequence: invitation.sequence + 1 });

const scheduleInterview = ({ data }: ScheduleInterview, context: DecisionContext): InterviewEvent[] => {
  const title = data.title?.trim() ?? '';
  if (!title) throw InterviewErrors.titleRequired();
  if (title.length > MAX_INTERVIEW_TITLE_LENGTH) throw InterviewErrors.titleTooLong();
  const location = data.location?.trim() ?? '';
  if (!location) throw InterviewErrors.locationRequired();
  if (location.length > MAX_INTERVIEW_LOCATION_LENGTH) throw InterviewErrors.locationTooLong();
  const description = data.description?.trim() || null;
  if (description && description.length > MAX_INTERVIEW_DESCRIPTION_LENGTH) throw InterviewErrors.descriptionTooLong();
  const interviewerIds = [...new Set(data.interviewerIds)];
  checkInterviewers(interviewerIds);
  if (data.fixedAttendees.length > MAX_FIXED_ATTENDEES) throw InterviewErrors.tooManyAttendees();
  checkSlot(data.slot, data.durationMinutes, context);
  if (data.calendars.notIntegratedUserIds.includes(data.organizerId)) throw InterviewErrors.notIntegrated();
  checkCalendars(interviewerIds, data.slot, data.calendars, null);
  return [
    {
      type: 'InterviewScheduled',
      data: {
        interviewId: data.interviewId,
        applicationId: data.applicationId,
        jobId: data.jobId,
        title,
        location,
        description,
        organizerId: data.organizerId,
        interviewerIds,
        fixedAttendees: [],
        candidateId: data.candidateId,
        personal: { fixedAttendees: data.fixedAttendees },
        slot: data.slot,
        durationMinutes: data.durationMinutes,
        meetingType: data.meetingType,
        meetingLink: data.meetingLink,
        feedbackTemplateId: data.feedbackTemplateId,
        recordMeeting: data.recordMeeting,
        bookingLinkId: data.bookingLinkId,
        invitation: { uid: data.invitationUid, sequence: 0 },
      },
    },
  ];
};

const changeInterview = (state: ExistingInterviewState, { data }: ChangeInterview, context: DecisionContext): InterviewEvent[] => {
  if (state.status === 'CANCELLED') throw InterviewErrors.cancelled();
  if (state.status !== 'SCHEDULED') throw InterviewErrors.notScheduled();
  const { interviewId, applicationId, jobId } = state;
  const events: InterviewEvent[] = [];
  let invitation = state.invitation;
  const durationMinutes = data.durationMinutes ?? state.durationMinutes;
  const slot = data.slot ?? state.slot;
  const interviewerIds = data.interviewerIds ? [...new Set(data.interviewerIds)] : state.interviewerIds;
  checkInterviewers(interviewerIds);
  const moved =
    data.slot !== null &&
    (Date.parse(slot.startsAt) !== Date.parse(state.slot.startsAt) || Date.parse(slot.endsAt) !== Date.parse(state.slot.endsAt) || durationMinutes !== state.durationMinutes);
  if (moved) checkSlot(slot, durationMinutes, context);
  const added = interviewerIds.filter((id) => !state.interviewerIds.includes(id));
  const removed = state.interviewerIds.filter((id) => !interviewerIds.includes(id));
  // A new time is checked against everyone; the same time only against the interviewers just added.
  checkCalendars(moved ? interviewerIds : added, slot, data.calendars, state.slot);
  if (moved) {
    invitation = bumped(invitation);
    events.push({ type: 'InterviewRescheduled', data: { interviewId, applicationId, slot, durationMinutes, invitation } });
  }
  if (added.length > 0 || removed.length > 0) {
    invitation = bumped(invitation);
    events.push({ type: 'InterviewersChanged', data: { interviewId, applicationId, jobId, added, removed, invitation } });
  }
  return events;
};

const submitFeedback = (state: ExistingInterviewState, { data }: SubmitInterviewFeedback, context: DecisionContext): InterviewEvent[] => {
  const interviewerId = context.actor.id;
  if (!state.interviewerIds.includes(interviewerId)) throw InterviewErrors.notAnInterviewer();
  if (state.status === 'CANCELLED') throw InterviewErrors.cancelled();
  if (state.feedbackBy.includes(interviewerId)) throw InterviewErrors.feedbackAlreadySubmitted();
  const notes = data.notes?.trim() || null;
  const confidentialNotes = data.confidentialNotes?.trim() || null;
  const tooLong = (text: string | null) => text !== null && text.length > MAX_FEEDBACK_NOTES_LENGTH;
  if (tooLong(notes) || tooLong(confidentialNotes) || data.scores.some((score) => tooLong(score.notes))) throw InterviewErrors.notesTooLong();
  return [
    {
      type: 'InterviewFeedbackSubmitted',
      data: {
        interviewId: state.interviewId,
        applicationId: state.applicationId,
        jobId: state.jobId,
        interviewerId,
        feedbackTemplateId: data.feedbackTemplateId,
        scores: data.scores,
        notes,
        confidentialNotes,
        proceedToNextStage: data.proceedToNextStage,
        totalScore: data.totalScore,
        totalPercentage: data.totalPercentage,
      },
    },
  ];
};

const decideExisting = (command: InterviewCommand, state: ExistingInterviewState, context: DecisionContext): InterviewEvent[] => {
  const { interviewId, applicationId } = state;
  switch (command.type) {
    case 'ScheduleInterview':
      throw InterviewErrors.alreadyExists();
    case 'ChangeInterview':
      return changeInterview(state, command, context);
    case 'CancelInterview': {
      if (state.status !== 'SCHEDULED') throw state.status === 'CANCELLED' ? InterviewErrors.cancelled() : InterviewErrors.notScheduled();
      const reason = command.data.reason?.trim() || null;
      if (reason && reason.length > MAX_CANCEL_REASON_LENGTH) throw InterviewErrors.reasonTooLong();
      return [{ type: 'InterviewCancelled', data: { interviewId, applicationId, reason, invitation: bumped(state.invitation) } }];
    }
    case 'CompleteInterview':
      if (state.status !== 'SCHEDULED') throw state.status === 'CANCELLED' ? InterviewErrors.cancelled() : InterviewErrors.notScheduled();
      return [{ type: 'InterviewCompleted', data: { interviewId, applicationId } }];
    case 'MarkInterviewNoShow': {
      if (state.status === 'CANCELLED') throw InterviewErrors.cancelled();
      if (!noShowMarkable(state.feedbackBy, context.actor.id)) throw InterviewErrors.noShowAfterFeedback();
      if (state.noShow === command.data.noShow) return [];
      if (!noShowInTime(state.slot.startsAt, context.now, command.data.noShow)) throw InterviewErrors.noShowBeforeStart();
      return [{ type: 'InterviewNoShowMarked', data: { interviewId, applicationId, noShow: command.data.noShow } }];
    }
    case 'SubmitInterviewFeedback':
      return submitFeedback(state, command, context);
    default:
      return assertNever(command);
  }
};

export const interviewDecider: Decider<InterviewState, InterviewCommand, InterviewEvent> = {
  initialState: initialInterviewState,
  evolve: evolveInterview,
  decide: (command, state, context) => {
    if (!state.exists) {
      if (command.type !== 'ScheduleInterview') throw InterviewErrors.notFound();
      return scheduleInterview(command, context);
    }
    return decideExisting(command, state, context);
  },
};
