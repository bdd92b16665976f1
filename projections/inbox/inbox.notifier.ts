import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ApplicationEvent } from '../../domain/applications';
import { displayName, type RecordedEvent } from '../../domain/shared';
import { storable } from '../row-fold';
import {
  InboxApplicationOwnerEntity,
  InboxNotificationEntity,
  type InboxNotificationType,
} from './inbox-notification.entity';

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

/**
 * Turns application events (as consumed from Kafka) into inbox notifications for the application's owner
 * (spec 01 §3.8, §4.8). Nobody is told about their own action. Idempotent per (event, user).
 */
export const notifyApplicationOwner = async (manager: EntityManager, recorded: RecordedEvent): Promise<void> => {
  const event = recorded as unknown as ApplicationEvent & RecordedEvent;
  const owners = manager.getRepository(InboxApplicationOwnerEntity);
  if (event.type === 'CandidateAddedToJob') {
    await owners.upsert(
      {
        applicationId: event.data.applicationId,
        companyId: recorded.metadata.companyId,
        ownerId: event.data.ownerId,
        // Text PostgreSQL cannot hold (U+0000) must not jam the notification service.
        candidateName: storable(displayName(event.data.personal)),
        jobId: event.data.jobId,
        jobName: storable(event.data.jobName),
      },
      ['applicationId'],
    );
    return;
  }
  const owner = await owners.findOneBy({ applicationId: event.data.applicationId });
  if (!owner || owner.ownerId === recorded.metadata.actor.id) return;
  const actorName = recorded.metadata.actor.kind === 'automation' ? 'Automation' : recorded.metadata.actor.name;
  const notification = notificationFor(event, owner.candidateName, actorName);
  if (!notification) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(InboxNotificationEntity)
    .values({
      id: randomUUID(),
      companyId: owner.companyId,
      userId: owner.ownerId,
      eventId: recorded.metadata.eventId,
      ...notification,
      createdAt: new Date(recorded.metadata.occurredAt),
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
    })
    .orIgnore()
    .execute();
};
