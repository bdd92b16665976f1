import type { InboxNotification } from '../../app/api/api-types';
import { wizardPath } from '../../app/job-paths';

/** Notifications about a job itself open the job's publish tab (spec 02 §2.1). */
const JOB_NOTIFICATIONS: ReadonlySet<string> = new Set(['AUTO_CLOSE_JOBS_REMINDER', 'JOB_POSTING_FAILURE_UPDATE']);

/** Spec 01 §2.8: these open the opening view link. */
const REQUISITION_NOTIFICATIONS: ReadonlySet<string> = new Set([
  'APPROVAL_REQUEST',
  'APPROVAL_REMINDER',
  'REQUISITION_APPROVED',
  'REQUISITION_REJECTED',
  'REQUISITION_RECRUITER_ASSIGNED',
  'REQUISITION_RECRUITER_REMOVED',
]);

/** An offer's details page (spec 01 §2.1 links). */
export const offerDetailsLink = (jobRoleId: string, applicationId: string, offerSentId: string) =>
  `/recruiter/offers/view-offer-details/jobRole/${encodeURIComponent(jobRoleId)}/jobApplication/${encodeURIComponent(applicationId)}/offer/${encodeURIComponent(offerSentId)}`;

/** A job's publish tab, where its auto-close date and job boards are. */
export const jobPublishLink = (jobRoleId: string) => `${wizardPath(jobRoleId, 'publish')}?jobSetup=manual`;

/** A job's collaborators tab, where its owner and team are. */
export const jobTeamLink = (jobRoleId: string) => wizardPath(jobRoleId, 'collaborators');

/** The jobs a notification lists (AUTO_CLOSE_JOBS_REMINDER's `jobs[]`), each with its id and name. */
export const listedJobsOf = (notification: InboxNotification): Array<{ id: string; name: string }> => {
  const jobs = notification.redirectionData?.jobs;
  if (!Array.isArray(jobs)) return [];
  return (jobs as Array<{ id?: unknown; name?: unknown }>).flatMap((job) =>
    typeof job.id === 'string' && job.id ? [{ id: job.id, name: typeof job.name === 'string' && job.name ? job.name : job.id }] : [],
  );
};

/**
 * Where a notification leads (spec 01 §2.8, 02 §2.1): a job notification to the job's publish tab, any other to
 * the candidate profile; null when it names neither.
 */
export const notificationLink = (notification: InboxNotification): string | null => {
  // Requisition notifications open the requisition's view (spec 01 §2.8), marked as coming from the inbox.
  const requisitionId = (notification.redirectionData as { requisitionId?: unknown } | undefined)?.requisitionId;
  if (REQUISITION_NOTIFICATIONS.has(notification.type) && typeof requisitionId === 'string' && requisitionId) {
    return `/recruiter/hiring-plan/opening/view/${encodeURIComponent(requisitionId)}?from=inbox`;
  }
  // OFFER_APPROVAL_* open the offer's details, where the approver acts (spec 01 §2.8); other offer notices the profile.
  const offer = notification.redirectionData as { offerSentId?: unknown; jobRoleId?: unknown; jobApplicationId?: unknown } | undefined;
  if (notification.type.startsWith('OFFER_APPROVAL_') && [offer?.offerSentId, offer?.jobRoleId, offer?.jobApplicationId].every((id) => typeof id === 'string' && id)) {
    // Marked as coming from the inbox, like a requisition's: the approver's answer is recorded as given there.
    return `${offerDetailsLink(offer!.jobRoleId as string, offer!.jobApplicationId as string, offer!.offerSentId as string)}?from=inbox`;
  }
  // A pending-feedback reminder opens the add-score page of its interview (spec 03 §2.1; bookingId is the interview's id).
  const interviewId = notification.redirectionData?.interviewId;
  if (notification.type === 'PENDING_FEEDBACK_REMINDER' && notification.jobApplicationId && typeof interviewId === 'string' && interviewId) {
    return `/recruiter/interview-scorecard-templates/add-score/application/${encodeURIComponent(notification.jobApplicationId)}/booking/${encodeURIComponent(interviewId)}/`;
  }
  // A bulk action's one notice (BULK_*, or a bulk stage move's, archive's, unarchive's or e-mail's STAGE_CHANGED,
  // CANDIDATE_ARCHIVED, CANDIDATE_UNARCHIVED, EMAIL_SENT) opens the candidate list filtered by that action (spec 01 §2.7 bulkActionId).
  const bulkActionId = notification.redirectionData?.bulkActionId;
  if (typeof bulkActionId === 'string' && bulkActionId) {
    return `/recruiter/candidates?bulkActionId=${encodeURIComponent(bulkActionId)}`;
  }
  if (notification.type === 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED') {
    const jobRoleId = notification.jobRoleId ?? notification.redirectionData?.jobRoleId;
    return typeof jobRoleId === 'string' && jobRoleId ? jobTeamLink(jobRoleId) : null;
  }
  if (JOB_NOTIFICATIONS.has(notification.type)) {
    const data = notification.redirectionData ?? {};
    const [firstJob] = Array.isArray(data.jobs) ? (data.jobs as Array<{ id?: unknown }>) : [];
    const jobRoleId = [data.jobRoleId, firstJob?.id, notification.jobRoleId].find((id): id is string => typeof id === 'string' && id !== '');
    return jobRoleId ? jobPublishLink(jobRoleId) : null;
  }
  if (!notification.jobApplicationId) return null;
  const params = new URLSearchParams();
  const data = notification.redirectionData ?? {};
  const tabId = data.commentId ?? data.bamId ?? data.emailSentId;
  if (typeof tabId === 'string' && tabId) params.set('tabId', tabId);
  if (typeof data.filterId === 'string' && data.filterId) params.set('filterId', data.filterId);
  if (notification.type === 'APPLICATION_STAGE_MOVEMENTS' || data.stageMovements === true) params.set('stageMovements', 'true');
  const search = params.toString();
  return `/recruiter/candidate-profile/${encodeURIComponent(notification.jobApplicationId)}${search ? `?${search}` : ''}`;
};
