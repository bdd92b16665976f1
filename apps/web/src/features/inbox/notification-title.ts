import type { IntlShape } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';

/** Types whose title the browser words in the reader's language from the notification's names. */
const WORDED = { MENTIONS: 'inbox.type.MENTIONS', MENTIONS_REPLY: 'inbox.type.MENTIONS_REPLY', NOTES: 'inbox.type.NOTES' } as const;

/**
 * A notification's title in the interface language where its type has a message and it carries the names
 * the message needs; otherwise the server's English title.
 */
export const notificationTitle = (notification: InboxNotification, intl: IntlShape): string => {
  const candidate = notification.candidateName;
  // A reply names only the candidate.
  if (notification.type === 'REPLY_FROM_CANDIDATE' && candidate) return intl.formatMessage({ id: 'inbox.type.REPLY_FROM_CANDIDATE' }, { candidate });
  const id = WORDED[notification.type as keyof typeof WORDED];
  const actor = notification.redirectionData?.actorName;
  if (!id || typeof actor !== 'string' || !actor || !candidate) return notification.title;
  return intl.formatMessage({ id }, { actor, candidate });
};
