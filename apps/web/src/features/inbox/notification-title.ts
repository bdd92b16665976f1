import type { IntlShape } from 'react-intl';
import { notificationMessage } from '@ats/domain/notifications/notification-message';
import type { InboxNotification } from '../../app/api/api-types';

/**
 * A notification's title in the interface language (spec: titles are localised in the browser, not English strings
 * from the server) where its type is worded and it carries the names the title needs (domain/notifications, which
 * the daily digest words its titles from too); otherwise the server's English title.
 */
export const notificationTitle = (notification: InboxNotification, intl: IntlShape): string => {
  const message = notificationMessage(notification, {
    automation: intl.formatMessage({ id: 'inbox.actor.automation' }),
    day: (isoDate) => intl.formatDate(`${isoDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
  });
  return message ? intl.formatMessage({ id: message.id }, message.values) : notification.title;
};
