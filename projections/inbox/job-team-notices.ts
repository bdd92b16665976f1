import type { ApplicationEvent } from '@ats/domain/applications';
import { bulkActionOfItemCommand } from '@ats/domain/bulk-actions/bulk-item-command';
import type { RecordedEvent } from '@ats/domain/shared';
import { storable } from '../row-fold';
import type {
  ApplicationArrival,
  InboxApplicationOwnerEntity,
  InboxJobTeamEntity,
  InboxNotificationEntity,
  InboxNotificationType,
  RedirectionData,
} from './inbox-notification.entity';
import { actorNameOf, noticeRow } from './notice-row';

type JobTeamNoticeEvent = Extract<ApplicationEvent, { type: 'CandidateAddedToJob' | 'ApplicationMovedToStage' | 'ApplicationArchived' }>;
const JOB_TEAM_NOTICE_TYPES: ReadonlyArray<JobTeamNoticeEvent['type']> = ['CandidateAddedToJob', 'ApplicationMovedToStage', 'ApplicationArchived'];

export const isJobTeamNotice = (event: RecordedEvent & ApplicationEvent): event is RecordedEvent & JobTeamNoticeEvent =>
  (JOB_TEAM_NOTICE_TYPES as readonly string[]).includes(event.type);

/** Which arrivals a job's team reviews: a sourced candidate is the team's own search, told to nobody. */
const arrivalOf = (event: RecordedEvent & Extract<ApplicationEvent, { type: 'CandidateAddedToJob' }>): ApplicationArrival | null => {
  if (event.metadata.actor.kind === 'candidate') return 'APPLIED';
  if (event.data.origin === 'agency') return 'AGENCY';
  if (event.data.origin === 'referral') return 'REFERRAL';
  if (event.data.origin === 'applied') return 'ADDED';
  return null;
};

const ARRIVAL_TITLES: Record<ApplicationArrival, (actor: string, candidate: string, job: string) => string> = {
  APPLIED: (_actor, candidate, job) => `${candidate} applied for ${job}`,
  AGENCY: (actor, candidate, job) => `${actor} added agency candidate ${candidate} to ${job}`,
  REFERRAL: (actor, candidate, job) => `${actor} referred ${candidate} for ${job}`,
  ADDED: (actor, candidate, job) => `${actor} added ${candidate} to ${job}`,
};

/**
 * The job team's notices of its applications (spec 01 §3.8 CANDIDATE_UNDER_REVIEW, APPLICATION_STAGE_MOVEMENTS,
 * APPLICATION_ARCHIVAL; the spec says what they are, not when, so this decides it as a hiring team expects):
 * - CANDIDATE_UNDER_REVIEW: an application arrived for review — the candidate applied (career page, apply portal),
 *   or someone added one from an agency, a referral, or an application received elsewhere (origin 'applied').
 *   A sourced candidate is the team's own search and tells nobody. The job's owner, recruiter and hiring manager
 *   are told, the candidate's owner too when on the team (nothing else tells them of it).
 * - APPLICATION_STAGE_MOVEMENTS: an application of the job moved stage; the link opens its stage movements.
 * - APPLICATION_ARCHIVAL: an application of the job was archived (an unarchive is the owner's notice alone).
 * Never the actor; for the last two never the candidate's owner, who gets STAGE_CHANGED or CANDIDATE_ARCHIVED.
 * Each person once, whatever places they hold in the team. A bulk action's items tell the team nothing: one notice
 * per candidate of a 500-item action would bury the inbox, the spec has no bulk form of these types, and the
 * action's own progress panel and the pipeline show it (the owner's notices are the owner's, as before).
 * The preference event of all three is 'Stage movement, and archive / unarchive' (domain/notification-preferences).
 */
export const jobTeamNoticeRows = (
  event: RecordedEvent & JobTeamNoticeEvent,
  application: InboxApplicationOwnerEntity,
  team: Pick<InboxJobTeamEntity, 'ownerId' | 'recruiterId' | 'hiringManagerId'> | undefined,
): InboxNotificationEntity[] => {
  if (!team || bulkActionOfItemCommand(event.metadata.commandId)) return [];
  const actorName = actorNameOf(event);
  const candidate = application.candidateName;
  const job = application.jobName;
  const subject = {
    jobApplicationId: application.applicationId,
    jobRoleId: application.jobId,
    candidateName: candidate,
    roleName: job,
  };
  const link = { jobApplicationId: application.applicationId, jobRoleId: application.jobId, jobName: job, candidateName: candidate };
  const notice = (): { type: InboxNotificationType; title: string; data: Partial<RedirectionData>; ownerToo: boolean } | null => {
    switch (event.type) {
      case 'CandidateAddedToJob': {
        const arrival = arrivalOf(event);
        if (!arrival) return null;
        // The applicant's own name stays out: they are named as the candidate.
        const actor = arrival === 'APPLIED' ? {} : { actorName };
        return { type: 'CANDIDATE_UNDER_REVIEW', title: ARRIVAL_TITLES[arrival](actorName, candidate, job), data: { ...actor, arrival }, ownerToo: true };
      }
      case 'ApplicationMovedToStage':
        return {
          type: 'APPLICATION_STAGE_MOVEMENTS',
          title: `${actorName} moved ${candidate} from ${event.data.fromStageName} to ${event.data.toStageName}`,
          data: { actorName, stageMovements: true, fromStageName: storable(event.data.fromStageName), toStageName: storable(event.data.toStageName) },
          ownerToo: false,
        };
      case 'ApplicationArchived':
        return {
          type: 'APPLICATION_ARCHIVAL',
          title: `${actorName} archived ${candidate}: ${event.data.reason}`,
          data: { actorName, archiveReason: storable(event.data.reason) },
          ownerToo: false,
        };
    }
  };
  const told = notice();
  if (!told) return [];
  const recipients = new Set([team.ownerId, team.recruiterId, team.hiringManagerId].filter((id): id is string => Boolean(id)));
  recipients.delete(event.metadata.actor.id);
  if (!told.ownerToo) recipients.delete(application.ownerId);
  return [...recipients].map((userId) =>
    noticeRow(event, userId, told.type, told.title, { ...subject, redirectionData: { ...link, ...told.data } }),
  );
};
