/** The permission strings of interview feedback templates and scores (spec 03 §6), spelt verbatim. */
export const FEEDBACK_TEMPLATE_PERMISSIONS = {
  list: 'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::LIST',
  add: 'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::ADD',
  edit: 'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::EDIT',
  delete: 'COMPANY::INTERVIEW_FEEDBACK_TEMPLATE::DELETE',
  /** Interviewers read the interview's template to score it. */
  viewAndSubmitScores: 'COMPANY::VIEW_AND_SUBMIT_SCORES',
  /** Schedulers pick the interview's template (spec 03 §2.1 "Interview scheduling"). */
  scheduleInterviews: 'COMPANY::INTERVIEWS::CALENDAR_INTERVIEW_SCHEDULING',
} as const;
