/**
 * English titles of the notifications (spec 01 §3.8): candidates and applications,
 * e-mail and job team changes; part of domain/notifications/notification-titles. `{actor}` is who acted, `{candidate}` the candidate.
 */
export const notificationTypesEn = {
  'inbox.type.STAGE_CHANGED': '{actor} moved {candidate} from {from} to {to}',
  'inbox.type.CANDIDATE_ARCHIVED': '{actor} archived {candidate}: {reason}',
  'inbox.type.CANDIDATE_UNARCHIVED': '{actor} unarchived {candidate}',
  // CANDIDATE_UNDER_REVIEW, to the job's team, by how the application arrived; the team's APPLICATION_STAGE_MOVEMENTS
  // and APPLICATION_ARCHIVAL are worded as the owner's STAGE_CHANGED and CANDIDATE_ARCHIVED.
  'inbox.type.CANDIDATE_UNDER_REVIEW.APPLIED': '{candidate} applied for {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.AGENCY': '{actor} added agency candidate {candidate} to {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.REFERRAL': '{actor} referred {candidate} for {job}',
  'inbox.type.CANDIDATE_UNDER_REVIEW.ADDED': '{actor} added {candidate} to {job}',
  'inbox.type.CANDIDATE_OWNER_ASSIGNED': '{actor} made you the owner of {candidate}',
  'inbox.type.EMAIL_SENT': '{actor} emailed your candidate {candidate}',
  'inbox.type.BULK_NOTES': '{actor} commented on {count, plural, one {# of your candidates} other {# of your candidates}}',
  'inbox.type.BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED': '{actor} made you the owner of {count, plural, one {# candidate} other {# candidates}}',
  // A bulk action's one STAGE_CHANGED, CANDIDATE_ARCHIVED or CANDIDATE_UNARCHIVED for all the reader's candidates it
  // touched (the spec has no bulk type for these); the stage or reason only when every item shares it.
  'inbox.type.STAGE_CHANGED.BULK': '{actor} moved {count, plural, one {# of your candidates} other {# of your candidates}} to {to}',
  'inbox.type.STAGE_CHANGED.BULK_STAGES': '{actor} moved {count, plural, one {# of your candidates} other {# of your candidates}}',
  'inbox.type.CANDIDATE_ARCHIVED.BULK': '{actor} archived {count, plural, one {# of your candidates} other {# of your candidates}}: {reason}',
  'inbox.type.CANDIDATE_ARCHIVED.BULK_REASONS': '{actor} archived {count, plural, one {# of your candidates} other {# of your candidates}}',
  'inbox.type.CANDIDATE_UNARCHIVED.BULK': '{actor} unarchived {count, plural, one {# of your candidates} other {# of your candidates}}',
  // A bulk action's one EMAIL_SENT (a bulk e-mail, an archive's rejection e-mails); the template only when every e-mail was from it.
  'inbox.type.EMAIL_SENT.BULK': '{actor} emailed {count, plural, one {# of your candidates} other {# of your candidates}}: {template}',
  'inbox.type.EMAIL_SENT.BULK_TEMPLATES': '{actor} emailed {count, plural, one {# of your candidates} other {# of your candidates}}',
  'inbox.type.JOB_POSTING_FAILURE_UPDATE': '{job} could not be posted to {board}: {reason}',
  'inbox.type.AUTO_CLOSE_JOBS_REMINDER': '{job} closes automatically on {date}',
  'inbox.type.JOB_TEAM.ASSIGNED.owner': '{actor} made you the owner of {job}',
  'inbox.type.JOB_TEAM.ASSIGNED.recruiter': '{actor} made you the recruiter of {job}',
  'inbox.type.JOB_TEAM.ASSIGNED.hiringManager': '{actor} made you the hiring manager of {job}',
  'inbox.type.JOB_TEAM.REMOVED.owner': '{actor} removed you as the owner of {job}',
  'inbox.type.JOB_TEAM.REMOVED.recruiter': '{actor} removed you as the recruiter of {job}',
  'inbox.type.JOB_TEAM.REMOVED.hiringManager': '{actor} removed you as the hiring manager of {job}',
  'inbox.actor.automation': 'Automation',
};
