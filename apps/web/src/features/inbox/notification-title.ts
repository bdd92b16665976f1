import type { IntlShape } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';
import type { MessageId } from '../../app/i18n/messages';

/** Names a title needs, from the notification and its link data; undefined when one is missing. */
type Names = Record<string, string | undefined>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Each worded type: its message and the names it takes. */
const WORDING: Record<string, (names: Names) => { id: MessageId; values: Record<string, string | number | undefined> } | null> = {
  // Requisitions (spec 01 §3.8): the row's chips carry the requisition's name and opening ID.
  APPROVAL_REQUEST: () => ({ id: 'hiringPlan.inbox.APPROVAL_REQUEST', values: {} }),
  APPROVAL_REMINDER: () => ({ id: 'hiringPlan.inbox.APPROVAL_REMINDER', values: {} }),
  REQUISITION_APPROVED: () => ({ id: 'hiringPlan.inbox.REQUISITION_APPROVED', values: {} }),
  REQUISITION_REJECTED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_REJECTED', values: { actor } }),
  REQUISITION_RECRUITER_ASSIGNED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_RECRUITER_ASSIGNED', values: { actor } }),
  REQUISITION_RECRUITER_REMOVED: ({ actor }) => ({ id: 'hiringPlan.inbox.REQUISITION_RECRUITER_REMOVED', values: { actor } }),
  MENTIONS: ({ actor, candidate }) => ({ id: 'inbox.type.MENTIONS', values: { actor, candidate } }),
  MENTIONS_REPLY: ({ actor, candidate }) => ({ id: 'inbox.type.MENTIONS_REPLY', values: { actor, candidate } }),
  NOTES: ({ actor, candidate }) => ({ id: 'inbox.type.NOTES', values: { actor, candidate } }),
  // A bulk action tells each owner once (spec 01 §3.8), with how many of their candidates it touched.
  BULK_MENTIONS: ({ actor, count }) => ({ id: 'inbox.type.BULK_MENTIONS', values: { actor, count: count === undefined ? undefined : Number(count) } }),
  BULK_NOTES: ({ actor, count }) => ({ id: 'inbox.type.BULK_NOTES', values: { actor, count: count === undefined ? undefined : Number(count) } }),
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: ({ actor, count }) => ({
    id: 'inbox.type.BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED',
    values: { actor, count: count === undefined ? undefined : Number(count) },
  }),
  REPLY_FROM_CANDIDATE: ({ candidate }) => ({ id: 'inbox.type.REPLY_FROM_CANDIDATE', values: { candidate } }),
  // A bulk action's one notice of these (bulkCount) counts the reader's candidates; it names the stage or the
  // reason only when every item shared it.
  STAGE_CHANGED: ({ actor, candidate, from, to, count }) => {
    if (count === undefined) return { id: 'inbox.type.STAGE_CHANGED', values: { actor, candidate, from, to } };
    return to ? { id: 'inbox.type.STAGE_CHANGED.BULK', values: { actor, count: Number(count), to } } : { id: 'inbox.type.STAGE_CHANGED.BULK_STAGES', values: { actor, count: Number(count) } };
  },
  CANDIDATE_ARCHIVED: ({ actor, candidate, reason, count }) => {
    if (count === undefined) return { id: 'inbox.type.CANDIDATE_ARCHIVED', values: { actor, candidate, reason } };
    return reason
      ? { id: 'inbox.type.CANDIDATE_ARCHIVED.BULK', values: { actor, count: Number(count), reason } }
      : { id: 'inbox.type.CANDIDATE_ARCHIVED.BULK_REASONS', values: { actor, count: Number(count) } };
  },
  CANDIDATE_UNARCHIVED: ({ actor, candidate, count }) =>
    count === undefined
      ? { id: 'inbox.type.CANDIDATE_UNARCHIVED', values: { actor, candidate } }
      : { id: 'inbox.type.CANDIDATE_UNARCHIVED.BULK', values: { actor, count: Number(count) } },
  // The job team's notices (spec 01 §3.8): a new application to review, worded by how it arrived (an applicant is
  // named as the candidate); a teammate's move or archive worded as the owner's.
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
  EMAIL_SENT: ({ actor, candidate }) => ({ id: 'inbox.type.EMAIL_SENT', values: { actor, candidate } }),
  // Interviews (spec 01 §3.8): what happened to the reader's interview, the feedback in, the feedback owed.
  INTERVIEWS: ({ actor, candidate, interview, interviewChange }) =>
    interviewChange && ['INVITED', 'REMOVED', 'RESCHEDULED', 'CANCELLED'].includes(interviewChange)
      ? { id: `inbox.type.INTERVIEWS.${interviewChange}` as MessageId, values: { actor, candidate, interview } }
      : null,
  INTERVIEW_SCORES: ({ actor, candidate, interview }) => ({ id: 'inbox.type.INTERVIEW_SCORES', values: { actor, candidate, interview } }),
  PENDING_FEEDBACK_REMINDER: ({ candidate, interview }) => ({ id: 'inbox.type.PENDING_FEEDBACK_REMINDER', values: { candidate, interview } }),
  // Offers (spec 01 §3.8): the row's chips name the candidate and the job.
  OFFER_APPROVAL_REQUEST: ({ candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_REQUEST', values: { candidate } }),
  OFFER_APPROVAL_APPROVED: ({ candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_APPROVED', values: { candidate } }),
  OFFER_APPROVAL_REJECTED: ({ actor, candidate }) => ({ id: 'inbox.type.OFFER_APPROVAL_REJECTED', values: { actor, candidate } }),
  OFFER_SENT: ({ actor, candidate }) => ({ id: 'inbox.type.OFFER_SENT', values: { actor, candidate } }),
  OFFER_ACCEPTED: ({ candidate }) => ({ id: 'inbox.type.OFFER_ACCEPTED', values: { candidate } }),
  OFFER_REJECTED: ({ candidate }) => ({ id: 'inbox.type.OFFER_REJECTED', values: { candidate } }),
  // Job notifications (spec 01 §3.8), which lead to the job's publish tab.
  JOB_POSTING_FAILURE_UPDATE: ({ job, board, failure }) => ({ id: 'inbox.type.JOB_POSTING_FAILURE_UPDATE', values: { job, board, reason: failure } }),
  AUTO_CLOSE_JOBS_REMINDER: ({ job, closeOn }) => ({ id: 'inbox.type.AUTO_CLOSE_JOBS_REMINDER', values: { job, date: closeOn } }),
  JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED: ({ actor, job, teamRole, teamChange }) =>
    teamRole && teamChange && ['owner', 'recruiter', 'hiringManager'].includes(teamRole) && ['ASSIGNED', 'REMOVED'].includes(teamChange)
      ? { id: `inbox.type.JOB_TEAM.${teamChange}.${teamRole}` as MessageId, values: { actor, job } }
      : null,
};

/**
 * A notification's title in the interface language (spec: titles are localised in the browser, not English strings
 * from the server) where its type has a message and it carries the names the message needs; otherwise the
 * server's English title.
 */
/** Requisition notifications (spec 01 §3.8), worded in the reader's language; the row's chips name the requisition. */
const REQUISITION_TYPES = [
  'APPROVAL_REQUEST',
  'APPROVAL_REMINDER',
  'REQUISITION_APPROVED',
  'REQUISITION_REJECTED',
  'REQUISITION_RECRUITER_ASSIGNED',
  'REQUISITION_RECRUITER_REMOVED',
] as const;
const requisitionTitle = (notification: InboxNotification, intl: IntlShape): string | null => {
  const type = REQUISITION_TYPES.find((known) => known === notification.type);
  if (!type) return null;
  const actor = notification.redirectionData?.actorName;
  return intl.formatMessage({ id: `hiringPlan.inbox.${type}` }, { actor: typeof actor === 'string' ? actor : '' });
};

export const notificationTitle = (notification: InboxNotification, intl: IntlShape): string => {
  const requisition = requisitionTitle(notification, intl);
  if (requisition) return requisition;
  const data = notification.redirectionData ?? {};
  const actorName = text(data.actorName);
  const names: Names = {
    // The automation's own name is worded too.
    actor: actorName === 'Automation' ? intl.formatMessage({ id: 'inbox.actor.automation' }) : actorName,
    candidate: text(notification.candidateName),
    job: text(data.jobName) ?? text(notification.roleName),
    from: text(data.fromStageName),
    to: text(data.toStageName),
    reason: text(data.archiveReason),
    arrival: text(data.arrival),
    teamRole: text(data.teamRole),
    teamChange: text(data.teamChange),
    interview: text(data.interviewTitle),
    interviewChange: text(data.interviewChange),
    count: typeof data.bulkCount === 'number' ? String(data.bulkCount) : undefined,
    board: text(data.boardName),
    failure: text(data.failureReason),
    closeOn: text(data.autoCloseOn) && intl.formatDate(`${text(data.autoCloseOn)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
  const wording = WORDING[notification.type]?.(names);
  if (!wording || Object.values(wording.values).some((value) => value === undefined)) return notification.title;
  return intl.formatMessage({ id: wording.id }, wording.values as Record<string, string | number>);
};
