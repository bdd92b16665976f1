/**
 * English titles of the interview notifications (spec 01 §3.8 INTERVIEWS, INTERVIEW_SCORES,
 * PENDING_FEEDBACK_REMINDER); part of domain/notifications/notification-titles. `{actor}` is who acted, `{interview}` the interview's title.
 */
export const interviewNotificationsEn = {
  'inbox.type.INTERVIEWS.INVITED': '{actor} invited you to {interview} with {candidate}',
  'inbox.type.INTERVIEWS.REMOVED': '{actor} removed you from {interview} with {candidate}',
  'inbox.type.INTERVIEWS.RESCHEDULED': '{actor} rescheduled {interview} with {candidate}',
  'inbox.type.INTERVIEWS.CANCELLED': '{actor} cancelled {interview} with {candidate}',
  'inbox.type.INTERVIEW_SCORES': '{actor} submitted feedback on {candidate} for {interview}',
  'inbox.type.PENDING_FEEDBACK_REMINDER': 'Your feedback on {candidate} for {interview} is pending',
};
