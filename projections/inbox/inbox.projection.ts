import { In, type EntityManager } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { applicationEvents, type ApplicationEvent } from '@ats/domain/applications';
import { displayName, type RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { storable } from '../row-fold';
import {
  InboxApplicationOwnerEntity,
  InboxNotificationEntity,
  type InboxNotificationType,
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
      return null;
  }
};

const ownerOf = (event: RecordedEvent & Extract<ApplicationEvent, { type: 'CandidateAddedToJob' }>): Owner => ({
  applicationId: event.data.applicationId,
  companyId: event.metadata.companyId,
  ownerId: event.data.ownerId,
  // Text PostgreSQL cannot hold (U+0000) must not jam the inbox.
  candidateName: storable(displayName(event.data.personal)),
  jobId: event.data.jobId,
  jobName: storable(event.data.jobName),
});

const notificationRow = (event: RecordedEvent & ApplicationEvent, owner: Owner): InboxNotificationEntity | null => {
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
      stageMovements: event.type === 'ApplicationMovedToStage' ? true : undefined,
    },
  };
};

const ROWS_PER_STATEMENT = 1000;

const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
};

/**
 * Inbox notifications for an application's owner (spec 01 §3.8, §4.8). Fed live by the notification
 * service from Kafka, one event at a time, and rebuilt from the event log with `projections:rebuild --
 * inbox`, a batch at a time; both write the same rows (ids per event and user), so redelivery is harmless.
 * Users' read/starred/deleted marks live in `inbox_notification_marks`, which a rebuild keeps.
 */
export const inboxProjection = defineProjection<ApplicationEvent>({
  name: 'inbox',
  canHandle: applicationEvents.types,
  async reset(manager: EntityManager) {
    await manager.query('TRUNCATE inbox_notifications, inbox_application_owners');
  },
  async handle(events, manager) {
    const owners = new Map<string, Owner>();
    const introduced = new Map<string, Owner>();
    for (const event of events) {
      if (event.type === 'CandidateAddedToJob') introduced.set(event.data.applicationId, ownerOf(event));
    }
    const known = [...new Set(events.map((event) => event.data.applicationId))].filter((id) => !introduced.has(id));
    await inChunks(known, async (ids) => {
      for (const owner of await manager.getRepository(InboxApplicationOwnerEntity).findBy({ applicationId: In(ids) })) {
        owners.set(owner.applicationId, owner);
      }
    });
    const notifications: InboxNotificationEntity[] = [];
    for (const event of events) {
      if (event.type === 'CandidateAddedToJob') {
        owners.set(event.data.applicationId, ownerOf(event));
        continue;
      }
      const owner = owners.get(event.data.applicationId);
      const row = owner && notificationRow(event, owner);
      if (row) notifications.push(row);
    }
    await inChunks([...introduced.values()], (rows) =>
      manager
        .createQueryBuilder()
        .insert()
        .into(InboxApplicationOwnerEntity)
        .values(rows)
        .orUpdate(['company_id', 'owner_id', 'candidate_name', 'job_id', 'job_name'], ['application_id'])
        .execute(),
    );
    await inChunks(notifications, (rows) =>
      manager.createQueryBuilder().insert().into(InboxNotificationEntity).values(rows).orIgnore().execute(),
    );
  },
});
