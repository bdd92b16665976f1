import type { EntityManager } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import {
  applicationEvents,
  candidateErasureEvents,
  type ApplicationEvent,
  type CandidateErased,
  type EmailReplyReceived,
  type EmailSent,
} from '@ats/domain/applications';
import { bulkActionOfItemCommand } from '@ats/domain/bulk-actions/bulk-item-command';
import type { CandidateEvent } from '@ats/domain/candidates';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import type { JobCreated, JobDetailsUpdated, JobTeam, JobTeamAssigned } from '@ats/domain/jobs';
import {
  normalisePreferences,
  wantsNotification,
  type NotificationContext,
  type NotificationPreferences,
} from '@ats/domain/notification-preferences/notification-preferences';
import { autoCloseReminderTitle, jobAutoCloseEvents, type JobAutoCloseEvent } from '@ats/domain/job-auto-close';
import { JOB_BOARDS, type JobPostingEvent } from '@ats/domain/job-postings';
import { displayName, type RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { isRequisitionNotice, REQUISITION_NOTICE_TYPES, requisitionNotificationRows, type RequisitionNoticeEvent } from '../requisitions/requisition-notifications';
import { isOfferNotice, OFFER_NOTICE_TYPES, offerNotificationRows, type OfferNoticeEvent } from '../offers/offer-notifications';
import { findRows, storable, upsertRows } from '../row-fold';
import { foldBulkNotices } from './bulk-notices';
import { INTERVIEW_NOTICE_TYPES, interviewNotificationRows, isInterviewNotice, type InterviewNoticeEvent } from './interview-notifications';
import { isJobTeamNotice, jobTeamNoticeRows } from './job-team-notices';
import { inboxPersonalData } from './inbox.personal-data';
import {
  InboxApplicationOwnerEntity,
  InboxJobTeamEntity,
  InboxNotificationEntity,
  type InboxNotificationType,
  type JobTeamRole,
  type RedirectionData,
} from './inbox-notification.entity';

// Fixed forever: notification ids derive from it, and users' marks refer to those ids.
const NOTIFICATION_ID_NAMESPACE = '0b6c2f1e-5d3a-4c8e-9f47-2a1d6e3b9c50';

/** A notification's id: the same for the same (event, user) in every replay, so marks survive a rebuild. */
export const notificationId = (eventId: string, userId: string): string =>
  uuidV5(`${eventId}:${userId}`, NOTIFICATION_ID_NAMESPACE);

type Owner = InboxApplicationOwnerEntity;

const notificationFor = (
  event: ApplicationEvent,
  candidateName: string,
  actorName: string,
): { type: InboxNotificationType; title: string } | null => {
  switch (event.type) {
    case 'ApplicationMovedToStage':
      return {
        type: 'STAGE_CHANGED',
        title: `${actorName} moved ${candidateName} from ${event.data.fromStageName} to ${event.data.toStageName}`,
      };
    case 'ApplicationArchived':
      return { type: 'CANDIDATE_ARCHIVED', title: `${actorName} archived ${candidateName}: ${event.data.reason}` };
    case 'ApplicationUnarchived':
      return { type: 'CANDIDATE_UNARCHIVED', title: `${actorName} unarchived ${candidateName}` };
    case 'CandidateAddedToJob':
    case 'ApplicationRestaged':
      // A restage follows a change to the job the owner can see there; one notice per candidate would be noise.
      return null;
    case 'CommentAdded':
    case 'CommentEdited':
    case 'CommentDeleted':
      // Comments tell the people they mention or answer, not the owner (commentNotificationRows).
      return null;
    case 'ApplicationOwnerChanged':
      // Told to the new owner (spec 01 §3.8 CANDIDATE_OWNER_ASSIGNED): the row is already theirs.
      return { type: 'CANDIDATE_OWNER_ASSIGNED', title: `${actorName} made you the owner of ${candidateName}` };
    case 'ApplicationTagsChanged':
    case 'ApplicationOriginSourceChanged':
      return null;
    case 'ApplicationMovedToJob':
    case 'ApplicationDeleted':
      // The owner moved or deleted it themselves, or a teammate did in the owner's job: the history says so.
      return null;
    default:
      // Application events added later tell nobody until this says whom (a newer writer's type is passed over too).
      return null;
  }
};

/** A notification to one person about an application, linking to its profile (with `redirection`'s extras). */
const personNotification = (
  event: RecordedEvent,
  owner: Owner,
  userId: string,
  type: InboxNotificationType,
  title: string,
  redirection: Partial<RedirectionData>,
): InboxNotificationEntity => ({
  id: notificationId(event.metadata.eventId, userId),
  companyId: owner.companyId,
  userId,
  eventId: event.metadata.eventId,
  type,
  title: storable(title),
  createdAt: new Date(event.metadata.occurredAt),
  jobApplicationId: owner.applicationId,
  jobRoleId: owner.jobId,
  candidateName: owner.candidateName,
  roleName: owner.jobName,
  redirectionData: {
    jobApplicationId: owner.applicationId,
    jobRoleId: owner.jobId,
    jobName: owner.jobName,
    candidateName: owner.candidateName,
    ...redirection,
  },
});

type CommentNotificationType = 'MENTIONS' | 'MENTIONS_REPLY' | 'NOTES';

const COMMENT_TITLES: Record<CommentNotificationType, (actor: string, candidate: string) => string> = {
  MENTIONS: (actor, candidate) => `${actor} mentioned you in a comment on ${candidate}`,
  MENTIONS_REPLY: (actor, candidate) => `${actor} replied to your comment on ${candidate}`,
  NOTES: (actor, candidate) => `${actor} commented on your candidate ${candidate}`,
};

type CommentEventOf<T extends ApplicationEvent['type']> = RecordedEvent & Extract<ApplicationEvent, { type: T }>;

/**
 * Who a comment tells (spec 01 §3.8; 03 notification preferences "mentioned, comment added on an owned candidate,
 * reply to my comment"): each person it mentions (MENTIONS; an edit only those newly mentioned), the author of
 * the comment it replies to (MENTIONS_REPLY), and the candidate's owner (NOTES) — each once, in that order of
 * precedence, never its own author. A confidential comment tells the owner nothing: the owner may lack the access
 * to read it. The link opens the profile at the comment (`tabId={commentId}`).
 */
export const commentNotificationRows = (
  event: CommentEventOf<'CommentAdded' | 'CommentEdited'>,
  owner: Owner,
): InboxNotificationEntity[] => {
  const actor = event.metadata.actor;
  const mentioned = event.type === 'CommentAdded' ? event.data.mentionedUserIds : event.data.newlyMentionedUserIds;
  const recipients = new Map<string, CommentNotificationType>(mentioned.map((userId) => [userId, 'MENTIONS']));
  if (event.type === 'CommentAdded' && event.data.parentAuthorId && !recipients.has(event.data.parentAuthorId)) {
    recipients.set(event.data.parentAuthorId, 'MENTIONS_REPLY');
  }
  if (event.type === 'CommentAdded' && !event.data.confidential && !recipients.has(owner.ownerId)) {
    recipients.set(owner.ownerId, 'NOTES');
  }
  recipients.delete(actor.id);
  const actorName = storable(actor.name);
  return [...recipients].map(([userId, type]) =>
    personNotification(event, owner, userId, type, COMMENT_TITLES[type](actorName, owner.candidateName), {
      commentId: event.data.commentId,
      actorName,
    }),
  );
};

/**
 * The candidate answered an e-mail (spec 01 §3.8 REPLY_FROM_CANDIDATE; 03 notification preferences "candidate
 * replied"): its sender is told, or for the automation bot's mail the candidate's owner (the event names whom).
 * The subject stays out of the title: it is the candidate's personal data. The link opens the e-mail (`tabId`).
 */
const replyNotificationRow = (event: RecordedEvent & EmailReplyReceived, owner: Owner): InboxNotificationEntity =>
  personNotification(event, owner, event.data.notifyUserId ?? owner.ownerId, 'REPLY_FROM_CANDIDATE', `${owner.candidateName} replied to your email`, {
    emailSentId: event.data.emailId,
  });

const isReply = (event: RecordedEvent): event is RecordedEvent & EmailReplyReceived => event.type === 'EmailReplyReceived';

const ownerOf = (event: RecordedEvent & Extract<ApplicationEvent, { type: 'CandidateAddedToJob' }>): Owner => ({
  applicationId: event.data.applicationId,
  companyId: event.metadata.companyId,
  ownerId: event.data.ownerId,
  candidateId: event.data.candidateId,
  // Text PostgreSQL cannot hold (U+0000) must not jam the inbox.
  candidateName: storable(displayName(event.data.personal)),
  jobId: event.data.jobId,
  jobName: storable(event.data.jobName),
});

export const notificationRow = (event: RecordedEvent & ApplicationEvent, owner: Owner): InboxNotificationEntity | null => {
  // Nobody is told about their own action.
  if (owner.ownerId === event.metadata.actor.id) return null;
  const actorName = event.metadata.actor.kind === 'automation' ? 'Automation' : event.metadata.actor.name;
  const notification = notificationFor(event, owner.candidateName, actorName);
  if (!notification) return null;
  return {
    id: notificationId(event.metadata.eventId, owner.ownerId),
    companyId: owner.companyId,
    userId: owner.ownerId,
    eventId: event.metadata.eventId,
    ...notification,
    title: storable(notification.title),
    createdAt: new Date(event.metadata.occurredAt),
    jobApplicationId: owner.applicationId,
    jobRoleId: owner.jobId,
    candidateName: owner.candidateName,
    roleName: owner.jobName,
    redirectionData: {
      jobApplicationId: owner.applicationId,
      jobRoleId: owner.jobId,
      jobName: owner.jobName,
      candidateName: owner.candidateName,
      actorName: storable(actorName),
      ...(event.type === 'ApplicationMovedToStage'
        ? { stageMovements: true, fromStageName: storable(event.data.fromStageName), toStageName: storable(event.data.toStageName) }
        : {}),
      ...(event.type === 'ApplicationArchived' ? { archiveReason: storable(event.data.reason) } : {}),
    },
  };
};

type JobNoticeEvent = Extract<JobPostingEvent, { type: 'JobPostingFailed' }> | JobAutoCloseEvent;

/** Job notifications for the job's owner (spec 01 §3.8: JOB_POSTING_FAILURE_UPDATE, AUTO_CLOSE_JOBS_REMINDER), which lead to the job's publish tab. */
const jobNotificationRow = (event: RecordedEvent & JobNoticeEvent): InboxNotificationEntity | null => {
  const ownerId = event.type === 'JobPostingFailed' ? event.data.jobOwnerId : event.data.ownerId;
  if (!ownerId) return null;
  const jobName = storable(event.data.jobName);
  const common = {
    id: notificationId(event.metadata.eventId, ownerId),
    companyId: event.metadata.companyId,
    userId: ownerId,
    eventId: event.metadata.eventId,
    createdAt: new Date(event.metadata.occurredAt),
    jobApplicationId: null,
    jobRoleId: event.data.jobId,
    candidateName: null,
    roleName: jobName,
  };
  if (event.type === 'JobPostingFailed') {
    return {
      ...common,
      type: 'JOB_POSTING_FAILURE_UPDATE',
      title: storable(`${jobName} could not be posted to ${JOB_BOARDS[event.data.board]?.name ?? event.data.board}: ${event.data.reason}`),
      // The board's name and the reason as the title has them, so the browser words the title in the reader's language.
      redirectionData: {
        jobRoleId: event.data.jobId,
        jobName,
        boardName: storable(JOB_BOARDS[event.data.board]?.name ?? event.data.board),
        failureReason: storable(event.data.reason),
      },
    };
  }
  return {
    ...common,
    type: 'AUTO_CLOSE_JOBS_REMINDER',
    title: storable(autoCloseReminderTitle(jobName, event.data.autoCloseOn)),
    redirectionData: { jobRoleId: event.data.jobId, jobName, jobs: [{ id: event.data.jobId, name: jobName }], autoCloseOn: event.data.autoCloseOn.slice(0, 10) },
  };
};

const isJobNotice = (event: RecordedEvent): event is RecordedEvent & JobNoticeEvent =>
  event.type === 'JobPostingFailed' || jobAutoCloseEvents.includes(event);

/**
 * Someone e-mailed the candidate (spec 01 §3.8 EMAIL_SENT; 03 "someone emailed my candidate"): the owner is
 * told, unless they sent it or the automation bot did (its mail follows the owner's own stage rules), and not
 * of a confidential e-mail, which the owner may lack the access to read. The link opens the e-mail (`tabId`).
 * A bulk action's e-mail (a bulk e-mail, an archive's rejection) carries the title of its template, which the
 * action's one notice names while all its e-mails share it (bulk-notices).
 */
export const emailSentRow = (event: RecordedEvent & EmailSent, owner: Owner, templateName?: string): InboxNotificationEntity | null => {
  const sender = event.data.sender;
  if (sender.kind !== 'user' || sender.id === owner.ownerId || event.data.confidential) return null;
  const actorName = storable(sender.name);
  return personNotification(event, owner, owner.ownerId, 'EMAIL_SENT', `${actorName} emailed your candidate ${owner.candidateName}`, {
    emailSentId: event.data.emailId,
    actorName,
    ...(templateName ? { emailTemplateName: storable(templateName) } : {}),
  });
};

/** The titles of the templates the batch's bulk e-mails were written from: a system template's, or the company's (by id). */
const bulkEmailTemplateNames = async (manager: EntityManager, sent: ReadonlyArray<RecordedEvent & EmailSent>): Promise<Map<string, string>> => {
  const ids = [...new Set(sent.flatMap((event) => (event.data.templateId && bulkActionOfItemCommand(event.metadata.commandId) ? [event.data.templateId] : [])))];
  const names = new Map(SYSTEM_EMAIL_TEMPLATES.filter((template) => ids.includes(template.id)).map((template) => [template.id, template.title]));
  const rest = ids.filter((id) => !names.has(id));
  if (rest.length > 0) {
    const rows = (await manager.query(`SELECT id, title FROM email_templates WHERE id = ANY($1::uuid[])`, [rest])) as Array<{ id: string; title: string }>;
    for (const row of rows) names.set(row.id, row.title);
  }
  return names;
};

const isEmailSent = (event: RecordedEvent): event is RecordedEvent & EmailSent => event.type === 'EmailSent';

type JobTeamEvent = JobCreated | JobTeamAssigned | JobDetailsUpdated;
const JOB_TEAM_EVENT_TYPES = ['JobCreated', 'JobTeamAssigned', 'JobDetailsUpdated'] as const;
const isJobTeamEvent = (event: RecordedEvent): event is RecordedEvent & JobTeamEvent =>
  (JOB_TEAM_EVENT_TYPES as readonly string[]).includes(event.type);

const TEAM_ROLES: ReadonlyArray<[JobTeamRole, keyof JobTeam]> = [
  ['owner', 'ownerId'],
  ['recruiter', 'recruiterId'],
  ['hiringManager', 'hiringManagerId'],
];

const TEAM_TITLES = {
  ASSIGNED: { owner: 'made you the owner of', recruiter: 'made you the recruiter of', hiringManager: 'made you the hiring manager of' },
  REMOVED: { owner: 'removed you as the owner of', recruiter: 'removed you as the recruiter of', hiringManager: 'removed you as the hiring manager of' },
} as const;

/**
 * A job's team changed (spec 01 §3.8 JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED; 03 "job owner, job collaborator
 * added or removed"): each person it gives or takes a place is told, never the one who changed it. A person
 * both removed from one place and given another hears of the place they now have.
 */
const jobTeamNotificationRows = (
  event: RecordedEvent & JobTeamEvent,
  before: JobTeam,
  after: JobTeam,
  jobName: string,
): InboxNotificationEntity[] => {
  const actor = event.metadata.actor;
  const actorName = storable(actor.kind === 'automation' ? 'Automation' : actor.name);
  const told = new Map<string, { role: JobTeamRole; change: 'ASSIGNED' | 'REMOVED' }>();
  for (const [role, field] of TEAM_ROLES) {
    if (before[field] === after[field]) continue;
    const removed = before[field];
    if (removed && !told.has(removed)) told.set(removed, { role, change: 'REMOVED' });
    const assigned = after[field];
    if (assigned) told.set(assigned, { role, change: 'ASSIGNED' });
  }
  told.delete(actor.id);
  return [...told].map(([userId, { role, change }]) => ({
    id: notificationId(event.metadata.eventId, userId),
    companyId: event.metadata.companyId,
    userId,
    eventId: event.metadata.eventId,
    type: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED' as const,
    title: storable(`${actorName} ${TEAM_TITLES[change][role]} ${jobName}`),
    createdAt: new Date(event.metadata.occurredAt),
    jobApplicationId: null,
    jobRoleId: event.data.jobId,
    candidateName: null,
    roleName: jobName,
    redirectionData: { jobRoleId: event.data.jobId, jobName, actorName, teamRole: role, teamChange: change },
  }));
};

const NO_TEAM: JobTeam = { ownerId: null, recruiterId: null, hiringManagerId: null };

/** Folds the batch's job events into the remembered teams and answers the team notifications they imply. */
const foldJobTeams = async (events: Array<RecordedEvent & JobTeamEvent>, manager: EntityManager): Promise<InboxNotificationEntity[]> => {
  if (events.length === 0) return [];
  const teams = await findRows(manager, InboxJobTeamEntity, 'jobId', [...new Set(events.map((event) => event.data.jobId))]);
  const changed = new Map<string, InboxJobTeamEntity>();
  const notifications: InboxNotificationEntity[] = [];
  for (const event of events) {
    const known = teams.get(event.data.jobId);
    if (event.type === 'JobDetailsUpdated') {
      if (!known) continue;
      const next = { ...known, jobName: storable(event.data.details.name) };
      teams.set(next.jobId, next);
      changed.set(next.jobId, next);
      continue;
    }
    const before: JobTeam = known
      ? { ownerId: known.ownerId, recruiterId: known.recruiterId, hiringManagerId: known.hiringManagerId }
      : NO_TEAM;
    const after: JobTeam =
      event.type === 'JobCreated'
        ? (event.data.team ?? { ownerId: event.data.ownerId || null, recruiterId: null, hiringManagerId: null })
        : event.data.team;
    const jobName = event.type === 'JobCreated' ? storable(event.data.name) : (known?.jobName ?? '');
    const next: InboxJobTeamEntity = { jobId: event.data.jobId, companyId: event.metadata.companyId, jobName, ...after };
    teams.set(next.jobId, next);
    changed.set(next.jobId, next);
    notifications.push(...jobTeamNotificationRows(event, before, after, jobName));
  }
  await upsertRows(manager, InboxJobTeamEntity, 'jobId', [...changed.values()]);
  return notifications;
};

/** Each recipient's preferences (spec 03), the defaults for those who never saved theirs. */
export const preferencesOf = async (manager: EntityManager, userIds: readonly string[]): Promise<Map<string, NotificationPreferences>> => {
  const unique = [...new Set(userIds)];
  const rows = unique.length
    ? ((await manager.query(`SELECT id, preferences FROM notification_preferences WHERE id = ANY($1::uuid[])`, [unique])) as Array<{
        id: string;
        preferences: NotificationPreferences;
      }>)
    : [];
  const stored = new Map(rows.map((row) => [row.id, row.preferences]));
  return new Map(unique.map((id) => [id, normalisePreferences(stored.get(id))]));
};

/** The job-team preference a notification belongs to: the owner's switch for the owner's place, else the collaborator's. */
/** What picks a notification's preference event beyond its type (domain/notification-preferences). */
export const notificationContextOf = ({ redirectionData }: Pick<InboxNotificationEntity, 'redirectionData'>): NotificationContext => ({
  jobRole: redirectionData.teamRole === 'owner' ? 'owner' : 'collaborator',
  interviewersChanged: redirectionData.interviewersChanged === true,
  interviewBooked: redirectionData.interviewBooked === true,
});

type InboxEvent = InterviewNoticeEvent | ApplicationEvent | JobNoticeEvent | EmailReplyReceived | EmailSent | CandidateErased | JobTeamEvent | RequisitionNoticeEvent | OfferNoticeEvent | CandidateRename;

/**
 * Folds a batch into the inbox and answers every notification it implies, whatever the recipients' preferences:
 * only those whose inbox channel and event are on are stored (spec 03), while the live feed (push, e-mail)
 * applies its own channels to the whole answer.
 */
export const handleInboxEvents = async (
  batch: ReadonlyArray<RecordedEvent & InboxEvent>,
  manager: EntityManager,
): Promise<InboxNotificationEntity[]> => {
  const jobNotices = batch.filter(isJobNotice).flatMap((event) => jobNotificationRow(event) ?? []);
  const teamNotices = await foldJobTeams(batch.filter(isJobTeamEvent), manager);
  const events = batch.filter((event) => applicationEvents.includes(event)) as Array<RecordedEvent & ApplicationEvent>;
  const introduced = new Map<string, Owner>();
  for (const event of events) {
    if (event.type === 'CandidateAddedToJob') introduced.set(event.data.applicationId, ownerOf(event));
  }
  const replies = batch.filter(isReply);
  const sent = batch.filter(isEmailSent);
  const offerEvents = batch.filter(isOfferNotice);
  const known = [
    ...new Set([...[...events, ...replies, ...sent].map((event) => event.data.applicationId), ...offerEvents.map((event) => event.data.label.applicationId)]),
  ].filter((id) => !introduced.has(id));
  const owners = new Map([...(await findRows(manager, InboxApplicationOwnerEntity, 'applicationId', known)), ...introduced]);
  // The teams of the batch's jobs, as foldJobTeams left them above: team notices of an application (job-team-notices).
  const jobTeams = await findRows(manager, InboxJobTeamEntity, 'jobId', [
    ...new Set([...[...owners.values()].map((owner) => owner.jobId), ...events.flatMap((event) => (event.type === 'ApplicationMovedToJob' ? [event.data.jobId] : []))]),
  ]);
  const reassigned = new Map<string, Owner>();
  const perEvent = events.flatMap((event) => {
    const owner = owners.get(event.data.applicationId);
    if (!owner) return [];
    const rows = (() => {
      if (event.type === 'ApplicationOwnerChanged') {
        // Later notifications of the batch, and of later batches, go to the new owner.
        const next = { ...owner, ownerId: event.data.toOwnerId };
        owners.set(event.data.applicationId, next);
        reassigned.set(event.data.applicationId, next);
        return notificationRow(event, next) ?? [];
      }
      if (event.type === 'ApplicationMovedToJob') {
        // Later notifications name the job it moved to, and tell that job's team.
        const next = { ...owner, jobId: event.data.jobId, jobName: storable(event.data.jobName) };
        owners.set(event.data.applicationId, next);
        reassigned.set(event.data.applicationId, next);
        return [];
      }
      if (event.type === 'CommentAdded' || event.type === 'CommentEdited') return commentNotificationRows(event, owner);
      const team = isJobTeamNotice(event) ? jobTeamNoticeRows(event, owner, jobTeams.get(owner.jobId)) : [];
      return [notificationRow(event, owner) ?? [], team].flat();
    })();
    return [rows].flat().map((row) => ({ row, commandId: event.metadata.commandId }));
  });
  // After the batch's owner changes: the e-mail tells whoever owns the candidate by then.
  const templateNames = await bulkEmailTemplateNames(manager, sent);
  const emailed = sent.flatMap((event) => {
    const owner = owners.get(event.data.applicationId);
    const templateName = bulkActionOfItemCommand(event.metadata.commandId) && event.data.templateId ? templateNames.get(event.data.templateId) : undefined;
    const row = owner && emailSentRow(event, owner, templateName);
    return row ? [{ row, commandId: event.metadata.commandId }] : [];
  });
  const notifications = await foldBulkNotices(manager, [...perEvent, ...emailed]);
  // Replays and redelivery write the same rows again (ids per event and user): an upsert is idempotent.
  await upsertRows(manager, InboxApplicationOwnerEntity, 'applicationId', [...new Map([...introduced, ...reassigned]).values()]);
  const replyNotices = replies.flatMap((event) => {
    const owner = owners.get(event.data.applicationId);
    return owner ? [replyNotificationRow(event, owner)] : [];
  });
  const requisitionNotices = batch.filter(isRequisitionNotice).flatMap(requisitionNotificationRows);
  const offerNotices = offerEvents.flatMap((event) => offerNotificationRows(event, owners.get(event.data.label.applicationId)));
  const implied = [...notifications, ...jobNotices, ...replyNotices, ...teamNotices, ...requisitionNotices, ...offerNotices];
  implied.push(...(await interviewNotificationRows(batch.filter(isInterviewNotice), manager)));
  const preferences = await preferencesOf(manager, implied.map((row) => row.userId));
  const wanted = implied.filter((row) => wantsNotification(preferences.get(row.userId)!, 'inbox', row.type, notificationContextOf(row)));
  await upsertRows(manager, InboxNotificationEntity, 'id', wanted);
  await renameCandidates(batch.filter(isCandidateRename), manager);
  // Kafka keeps each application's events in order, and they may reach the inbox after the erasure's own scrub:
  // the erasure's event scrubs again, after whatever of that application came before it.
  for (const event of batch.filter((event) => candidateErasureEvents.includes(event))) {
    const { applicationId, candidateId } = event.data as CandidateErased['data'];
    await inboxPersonalData.scrub(manager, { companyId: event.metadata.companyId, candidateId, applicationIds: [applicationId], events: [] });
  }
  return implied;
};

type CandidateRename = Extract<CandidateEvent, { type: 'CandidateDetailsEdited' | 'CandidateMerged' }>;
const CANDIDATE_RENAME_TYPES: ReadonlyArray<CandidateRename['type']> = ['CandidateDetailsEdited', 'CandidateMerged'];
const isCandidateRename = (event: RecordedEvent): event is RecordedEvent & CandidateRename => (CANDIDATE_RENAME_TYPES as readonly string[]).includes(event.type);

/**
 * Later notifications name the candidate as they are now (the list and the profile do too): an edit renames
 * every application of the candidate, a merge moves the other candidate's applications under the holder.
 * Notifications already written keep the name they were written with. Erasure is the scrub's work.
 */
const renameCandidates = async (events: ReadonlyArray<RecordedEvent & CandidateRename>, manager: EntityManager): Promise<void> => {
  for (const event of events) {
    if (!event.data.personal) continue;
    const name = storable(displayName(event.data.personal));
    const absorbed = event.type === 'CandidateMerged' ? event.data.absorbedApplicationIds : [];
    await manager.query(
      `UPDATE inbox_application_owners SET candidate_id = $2, candidate_name = $3
        WHERE company_id = $1 AND (candidate_id = $2 OR application_id = ANY($4::uuid[]))`,
      [event.metadata.companyId, event.data.candidateId, name, absorbed],
    );
  }
};

/**
 * Inbox notifications (spec 01 §3.8, §4.8) for an application's owner, for its job's team (a new application
 * to review, a stage move, an archive: job-team-notices), for the people a comment mentions or answers, for
 * the sender of an e-mail the candidate answered, for the owner of a candidate someone e-mailed, for those a
 * job's team change adds or removes, and for a job's owner when a board posting failed or the job
 * closes automatically soon; each only where the recipient's preferences let the inbox tell them (spec 03).
 * Fed live by the notification service from Kafka, one event at a time, and rebuilt from the event log with
 * `projections:rebuild -- inbox`, a batch at a time; both write the same rows (ids per event and user), so
 * redelivery is harmless. Users' read/starred/deleted marks live in `inbox_notification_marks`, which a rebuild
 * keeps. A rebuild applies the preferences as they are at the time of the rebuild.
 */
export const inboxProjection = defineProjection<InboxEvent>({
  name: 'inbox',
  canHandle: [
    ...applicationEvents.types,
    'JobPostingFailed',
    ...jobAutoCloseEvents.types,
    'EmailReplyReceived',
    'EmailSent',
    ...JOB_TEAM_EVENT_TYPES,
    ...candidateErasureEvents.types,
    ...CANDIDATE_RENAME_TYPES,
    ...REQUISITION_NOTICE_TYPES,
    ...INTERVIEW_NOTICE_TYPES,
    ...OFFER_NOTICE_TYPES,
  ],
  async reset(manager: EntityManager) {
    await manager.query('TRUNCATE inbox_notifications, inbox_application_owners, inbox_job_teams, inbox_interviews');
  },
  async handle(batch, manager) {
    await handleInboxEvents(batch, manager);
  },
});
