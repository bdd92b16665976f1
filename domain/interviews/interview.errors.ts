import { DomainError } from '../shared';

/** Bounds of an interview's free texts and lists (the API's DTOs state the same). */
export const MAX_INTERVIEW_TITLE_LENGTH = 200;
export const MAX_INTERVIEW_LOCATION_LENGTH = 500;
export const MAX_INTERVIEW_DESCRIPTION_LENGTH = 5000;
export const MAX_INTERVIEWERS = 20;
export const MAX_FIXED_ATTENDEES = 20;
export const MIN_INTERVIEW_MINUTES = 5;
export const MAX_INTERVIEW_MINUTES = 8 * 60;
export const MAX_FEEDBACK_NOTES_LENGTH = 10_000;
export const MAX_CANCEL_REASON_LENGTH = 500;

/**
 * Spec 03 §5 "Scheduling", §8 "Interviews and calendars", §2.1, in the spec's words where it gives them;
 * the others are ours in the spec's style.
 */
export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  interviewerRequired: 'Please select at least one interviewer',
  titleRequired: 'Please input the interview title',
  titleTooLong: `The title must be at most ${MAX_INTERVIEW_TITLE_LENGTH} characters`,
  locationRequired: 'Please input the interview location',
  locationTooLong: `The location must be at most ${MAX_INTERVIEW_LOCATION_LENGTH} characters`,
  descriptionTooLong: `The description must be at most ${MAX_INTERVIEW_DESCRIPTION_LENGTH} characters`,
  tooManyInterviewers: `At most ${MAX_INTERVIEWERS} interviewers`,
  tooManyAttendees: `At most ${MAX_FIXED_ATTENDEES} fixed attendees`,
  invalidDuration: `The duration must be between ${MIN_INTERVIEW_MINUTES} and ${MAX_INTERVIEW_MINUTES} minutes`,
  invalidSlot: 'The interview must end after it starts',
  inThePast: 'The interview cannot start in the past',
  interviewerBusy: 'An interviewer is busy at this time: {name}',
  notIntegrated: 'Attendees whose calendar is not integrated must be removed before saving',
  calendarUnreachable: "Interviewer added but we can't access the interviewer calendar",
  memberNotFound: 'Please select interviewers and an organizer from your team',
  notScheduled: 'This interview is no longer scheduled',
  cancelled: 'This interview has been cancelled',
  noShowAfterFeedback: 'No-show cannot be marked: another interviewer has already submitted feedback',
  noShowBeforeStart: 'No-show can be marked only once the interview has started',
  notAnInterviewer: 'Only an interviewer of this interview can submit feedback',
  feedbackAlreadySubmitted: 'You have already submitted feedback for this interview',
  notesTooLong: `Notes must be at most ${MAX_FEEDBACK_NOTES_LENGTH} characters`,
  reasonTooLong: `The reason must be at most ${MAX_CANCEL_REASON_LENGTH} characters`,
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');
const conflict = (code: string, message: string) => new DomainError(code, message, 'conflict');

export const InterviewErrors = {
  notFound: () => new DomainError('interview-not-found', INTERVIEW_MESSAGES.notFound, 'not-found'),
  alreadyExists: () => conflict('interview-already-exists', 'This interview already exists'),
  interviewerRequired: () => validation('interview-interviewer-required', INTERVIEW_MESSAGES.interviewerRequired),
  titleRequired: () => validation('interview-title-required', INTERVIEW_MESSAGES.titleRequired),
  titleTooLong: () => validation('interview-title-too-long', INTERVIEW_MESSAGES.titleTooLong),
  locationRequired: () => validation('interview-location-required', INTERVIEW_MESSAGES.locationRequired),
  locationTooLong: () => validation('interview-location-too-long', INTERVIEW_MESSAGES.locationTooLong),
  descriptionTooLong: () => validation('interview-description-too-long', INTERVIEW_MESSAGES.descriptionTooLong),
  tooManyInterviewers: () => validation('interview-too-many-interviewers', INTERVIEW_MESSAGES.tooManyInterviewers),
  tooManyAttendees: () => validation('interview-too-many-attendees', INTERVIEW_MESSAGES.tooManyAttendees),
  invalidDuration: () => validation('interview-invalid-duration', INTERVIEW_MESSAGES.invalidDuration),
  invalidSlot: () => validation('interview-invalid-slot', INTERVIEW_MESSAGES.invalidSlot),
  inThePast: () => validation('interview-in-the-past', INTERVIEW_MESSAGES.inThePast),
  interviewerBusy: (name: string) => conflict('interview-interviewer-busy', INTERVIEW_MESSAGES.interviewerBusy.replace('{name}', name)),
  notIntegrated: () => validation('interview-attendee-calendar-not-integrated', INTERVIEW_MESSAGES.notIntegrated),
  calendarUnreachable: () => conflict('interview-calendar-unreachable', INTERVIEW_MESSAGES.calendarUnreachable),
  memberNotFound: () => validation('interview-member-not-found', INTERVIEW_MESSAGES.memberNotFound),
  notScheduled: () => conflict('interview-not-scheduled', INTERVIEW_MESSAGES.notScheduled),
  cancelled: () => conflict('interview-cancelled', INTERVIEW_MESSAGES.cancelled),
  noShowAfterFeedback: () => conflict('interview-no-show-after-feedback', INTERVIEW_MESSAGES.noShowAfterFeedback),
  noShowBeforeStart: () => conflict('interview-no-show-before-start', INTERVIEW_MESSAGES.noShowBeforeStart),
  notAnInterviewer: () => new DomainError('interview-not-an-interviewer', INTERVIEW_MESSAGES.notAnInterviewer, 'forbidden'),
  feedbackAlreadySubmitted: () => conflict('interview-feedback-already-submitted', INTERVIEW_MESSAGES.feedbackAlreadySubmitted),
  notesTooLong: () => validation('interview-notes-too-long', INTERVIEW_MESSAGES.notesTooLong),
  reasonTooLong: () => validation('interview-cancel-reason-too-long', INTERVIEW_MESSAGES.reasonTooLong),
} as const;
