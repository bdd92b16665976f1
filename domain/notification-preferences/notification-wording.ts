import { IntlMessageFormat } from 'intl-messageformat';
import { notificationMessage, type WordedNotification } from '../notifications/notification-message';
import { notificationTitlesAr, notificationTitlesEn } from '../notifications/notification-titles';
import type { DigestLanguage } from './notification-preferences';

const TITLES = { en: notificationTitlesEn, ar: notificationTitlesAr };
// Latin digits in Arabic mail, as the digest writes its dates.
const LOCALES: Record<DigestLanguage, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

const dayIn = (language: DigestLanguage) => (isoDate: string): string | undefined => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return undefined;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
};

/**
 * A notification's title in the reader's language for mail the server writes (the daily digest): the inbox's own
 * title (domain/notifications, which the web formats too) formatted here; the recorded (English) title when the
 * type has no words or a name they need is missing.
 */
export const notificationTitleIn = (language: DigestLanguage, notification: WordedNotification): string => {
  const titles = TITLES[language];
  const message = notificationMessage(notification, { automation: titles['inbox.actor.automation'], day: dayIn(language) });
  if (!message) return notification.title;
  return String(new IntlMessageFormat(titles[message.id], LOCALES[language]).format(message.values));
};
