import type { IntlShape } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';

/** Types whose title the browser words in the reader's language from the notification's names. */
const WORDED = { MENTIONS: 'inbox.type.MENTIONS', MENTIONS_REPLY: 'inbox.type.MENTIONS_REPLY', NOTES: 'inbox.type.NOTES' } as const;

/**
 * A notification's title in the interface language where its type has a message and it carries the names
 * the message needs; otherwise the server's English title.
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
  const candidate = notification.candidateName;
  // A reply names only the candidate.
  if (notification.type === 'REPLY_FROM_CANDIDATE' && candidate) return intl.formatMessage({ id: 'inbox.type.REPLY_FROM_CANDIDATE' }, { candidate });
  const id = WORDED[notification.type as keyof typeof WORDED];
  const actor = notification.redirectionData?.actorName;
  if (!id || typeof actor !== 'string' || !actor || !candidate) return notification.title;
  return intl.formatMessage({ id }, { actor, candidate });
};
