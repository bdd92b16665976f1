import type { NotificationTitleId } from './notification-titles';

/** An inbox notification as it is worded (spec 01 §3.8): its type, the English title recorded, the names it carries. */
export type WordedNotification = {
  type: string;
  /** The English title the inbox recorded: shown when the type has no words or a name they need is missing. */
  title: string;
  candidateName?: string | null;
  roleName?: string | null;
  redirectionData?: Readonly<Record<string, unknown>> | null;
};

/** A notification's title to format in the reader's language: the message and its values. */
export type NotificationMessage = { id: NotificationTitleId; values: Record<string, string | number> };

/** What only the reader's language can say: the automation's name, and a day (YYYY-MM-DD) written out. */
export type WordingContext = { automation: string; day: (isoDate: string) => string | undefined };

type Names = {
  actor?: string;
  candidate?: string;
  job?: string;
  from?: string;
  to?: string;
  reason?: string;
  template?: string;
  arrival?: string;
  teamRole?: string;
  teamChange?: string;
  interview?: string;
  interviewChange?: string;
  board?: string;
  failure?: string;
  closeOn?: string;
  count?: number;
};

type Words = { id: NotificationTitleId; values: Record<string, string | number | undefined> } | null;

const INTERVIEW_CHANGES = ['INVITED', 'REMOVED', 'RESCHEDULED', 'CANCELLED'] as const;
const TEAM_ROLES = ['owner', 'recruiter', 'hiringManager'] as const;
const TEAM_CHANGES = ['ASSIGNED', 'REMOVED'] as const;
const oneOf = <T extends string>(known: readonly T[], value: string | undefined): T | undefined => known.find((item) => item === value);

/** Each worded type: its title and the names it takes. */
const WORDING: Record<string, (names: Names) => Words> = {
  APPROVAL_REQUEST: () => ({ id: 'hiringPlan.inbox.APPROVAL_REQUEST', values: {} }),
  APPROVAL_REMINDER: () => ({ id: 'hiringPlan.inbox.APPROVAL_REMINDER', values: {} }),
  REQUISITION_APPROVED: () => ({ id: 'hiringPlan.inbox.REQUISITION_APPROVED', values: {} }),
  REQUISITION_REJECTED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_REJECTED', values: { actor } }),
  REQUISITION_RECRUITER_ASSIGNED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_RECRUITER_ASSIGNED', values: { actor } }),
  REQUISITION_RECRUITER_REMOVED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_RECRUITER_REMOVED', values: { actor } }),
  MENTIONS: ({ actor, candidate }) => ({ id: 'inbox.type.MENTIONS', values: { actor, candidate } }),
  MENTIONS_REPLY: ({ actor, candidate }) => ({ id: 'inbox.type.MENTIONS_REPLY', values: { actor, candidate } }),
  NOTES: ({ actor, candidate }) => ({ id: 'inbox.type.NOTES', values: { actor, candidate } }),
  // A bulk action tells each reader once (spec 01 §3.8), with how many of their candidates it touched.
  BULK_MENTIONS: ({ actor, count }) => ({ id: 'inbox.type.BULK_MENTIONS', values: { actor, count } }),
  BULK_NOTES: ({ actor, count }) => ({ id: 'inbox.type.BULK_NOTES', values: { actor, count } }),
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: ({ actor, count }) => ({ id: 'inbox.type.BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED', values: { actor, count } }),
  REPLY_FROM_CANDIDATE: ({ candidate }) => ({ id: 'inbox.type.REPLY_FROM_CANDIDATE', values: { candidate } }),
  // A bulk action's one notice of these (bulkCount) counts the reader's candidates; it names the stage or the
  // reason only when every item shared it.
  STAGE_CHANGED: ({ actor, candidate, from, to, count }) => {
    if (count === undefined) return { id: 'inbox.type.STAGE_CHANGED', values: { actor, candidate, from, to } };
    return to ? { id: 'inbox.type.STAGE_CHANGED.BULK', values: { actor, count, to } } : { id: 'inbox.type.STAGE_CHANGED.BULK_STAGES', values: { actor, count } };
  },
  CANDIDATE_ARCHIVED: ({ actor, candidate, reason, count }) => {
    if (count === undefined) return { id: 'inbox.type.CANDIDATE_ARCHIVED', values: { actor, candidate, reason } };
    return reason
      ? { id: 'inbox.type.CANDIDATE_ARCHIVED.BULK', values: { actor, count, reason } }
      : { id: 'inbox.type.CANDIDATE_ARCHIVED.BULK_REASONS', values: { actor, count } };
  },
  CANDIDATE_UNARCHIVED: ({ actor, candidate, count }) =>
    count === undefined
      ? { id: 'inbox.type.CANDIDATE_UNARCHIVED', values: { actor, candidate } }
      : { id: 'inbox.type.CANDIDATE_UNARCHIVED.BULK', values: { actor, count } },
  // The job team's notices: a new application to review, worded by how it arrived (an applicant is named as the
  // candidate); a teammate's move or archive worded as the owner's.
  CANDIDATE_UNDER_REVIEW: ({ actor, candidate, job, arrival }) => {
    if (arrival === 'APPLIED') return { id: 'inbox.type.CANDIDATE_UNDER_REVIEW.APPLIED', values: { candidate, job } };
    if (arrival === 'AGENCY' || arrival === 'REFERRAL' || arrival === 'ADDED') {
      return { id: `inbox.type.CANDIDATE_UNDER_REVIEW.${arrival}`, values: { actor, candidate, job } };
    }
    return null;
  },
  APPLICATION_STAGE_MOVEMENTS: ({ actor, candidate, from, to }) => ({ id: 'inbox.type.STAGE_CHANGED', values: { actor, candidate, from, to } }),
  APPLICATION_ARCHIVAL: ({ actor, candidate, reason }) => ({ id: 'inbox.type.CANDIDATE_ARCHIVED', values: { actor, candidate, reason } }),
  CANDIDATE_OWNER_ASSIGNED: ({ actor, candidate }) => ({ id: 'inbox.type.CANDIDATE_OWNER_ASSIGNED', values: { actor, candidate } }),
  // A bulk action's one EMAIL_SENT counts the reader's candidates; it names the template while every e-mail was from it.
  EMAIL_SENT: ({ actor, candidate, template, count }) => {
    if (count === undefined) return { id: 'inbox.type.EMAIL_SENT', values: { actor, candidate } };
    return template
      ? { id: 'inbox.type.EMAIL_SENT.BULK', values: { actor, count, template } }
      : { id: 'inbox.type.EMAIL_SENT.BULK_TEMPLATES', values: { actor, count } };
  },
  // Interviews: what happened to the reader's interview, the feedback in, the feedback owed.
  INTERVIEWS: ({ actor, candidate, interview, interviewChange }) => {
    const change = oneOf(INTERVIEW_CHANGES, interviewChange);
    return change ? { id: `inbox.type.INTERVIEWS.${change}`, values: { actor, candidate, interview } } : null;
  },
  INTERVIEW_SCORES: ({ actor, candidate, interview }) => ({ id: 'inbox.type.INTERVIEW_SCORES', values: { actor, candidate, interview } }),
  PENDING_FEEDBACK_REMINDER: ({ candidate, interview }) => ({ id: 'inbox.type.PENDING_FEEDBACK_REMINDER', values: { candidate, interview } }),
  // Offers: the row's chips name the candidate and the job.
  OFFER_APPROVAL_REQUEST: ({ candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_REQUEST', values: { candidate } }),
  OFFER_APPROVAL_APPROVED: ({ candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_APPROVED', values: { candidate } }),
  OFFER_APPROVAL_REJECTED: ({ actor, candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_REJECTED', values: { actor, candidate } }),
  OFFER_SENT: ({ actor, candidate }) => ({ id: 'inbox.type.OFFER_SENT', values: { actor, candidate } }),
  OFFER_ACCEPTED: ({ candidate }) => ({ id: 'inbox.type.OFFER_ACCEPTED', values: { candidate } }),
  OFFER_REJECTED: ({ candidate }) => ({ id: 'inbox.type.OFFER_REJECTED', values: { candidate } }),
  // Job notifications, which lead to the job's publish tab.
  JOB_POSTING_FAILURE_UPDATE: ({ job, board, failure }) => ({ id: 'inbox.type.JOB_POSTING_FAILURE_UPDATE', values: { job, board, reason: failure } }),
  AUTO_CLOSE_JOBS_REMINDER: ({ job, closeOn }) => ({ id: 'inbox.type.AUTO_CLOSE_JOBS_REMINDER', values: { job, date: closeOn } }),
  JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: ({ actor, job, teamRole, teamChange }) => {
    const role = oneOf(TEAM_ROLES, teamRole);
    const change = oneOf(TEAM_CHANGES, teamChange);
    return role && change ? { id: `inbox.type.JOB_TEAM.${change}.${role}`, values: { actor, job } } : null;
  },
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Which title a notification takes in the reader's language, and its values, where its type is worded and it
 * carries every name the title needs; null otherwise (the recorded English title is shown).
 */
export const notificationMessage = (notification: WordedNotification, context: WordingContext): NotificationMessage | null => {
  const data = notification.redirectionData ?? {};
  const actorName = text(data.actorName);
  const closeOn = text(data.autoCloseOn);
  const words = WORDING[notification.type]?.({
    // The automation's own name is worded too.
    actor: actorName === 'Automation' ? context.automation : actorName,
    candidate: text(notification.candidateName) ?? text(data.candidateName),
    job: text(data.jobName) ?? text(notification.roleName),
    from: text(data.fromStageName),
    to: text(data.toStageName),
    reason: text(data.archiveReason),
    template: text(data.emailTemplateName),
    arrival: text(data.arrival),
    teamRole: text(data.teamRole),
    teamChange: text(data.teamChange),
    interview: text(data.interviewTitle),
    interviewChange: text(data.interviewChange),
    count: typeof data.bulkCount === 'number' ? data.bulkCount : undefined,
    board: text(data.boardName),
    failure: text(data.failureReason),
    closeOn: closeOn && context.day(closeOn),
  });
  if (!words) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values)) {
    if (value === undefined) return null;
    values[name] = value;
  }
  return { id: words.id, values };
};
