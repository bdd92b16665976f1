import { v5 as uuidV5 } from 'uuid';
import type { RecordedEvent } from '@ats/domain/shared';
import { storable } from '../row-fold';
import type { InboxNotificationEntity, InboxNotificationType } from './inbox-notification.entity';

// The inbox's own namespace (inbox.projection.ts): ids per (event, user) survive a rebuild the same way.
export const NOTIFICATION_ID_NAMESPACE = '0b6c2f1e-5d3a-4c8e-9f47-2a1d6e3b9c50';

/** What a notification is about: the application and job it names, and where its link leads. */
export type NoticeSubject = Pick<InboxNotificationEntity, 'jobApplicationId' | 'jobRoleId' | 'candidateName' | 'roleName' | 'redirectionData'>;

/** A notification of `event` for one person, its id per (event, user): a redelivery or a rebuild writes the same row. */
export const noticeRow = (event: RecordedEvent, userId: string, type: InboxNotificationType, title: string, subject: NoticeSubject): InboxNotificationEntity => ({
  id: uuidV5(`${event.metadata.eventId}:${userId}`, NOTIFICATION_ID_NAMESPACE),
  companyId: event.metadata.companyId,
  userId,
  eventId: event.metadata.eventId,
  type,
  title: storable(title),
  createdAt: new Date(event.metadata.occurredAt),
  ...subject,
});

/** Who acted, as notifications name them. */
export const actorNameOf = (event: RecordedEvent): string => {
  const actor = event.metadata.actor;
  return storable(actor.kind === 'automation' ? 'Automation' : actor.name);
};
