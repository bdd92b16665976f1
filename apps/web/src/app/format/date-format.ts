import { DEFAULT_TIME_ZONE } from '@ats/domain/identity/user-time-zone';
import type { Language } from '../i18n/language';

/** Spec 04 §9: the default time zone, one definition with the server's. */
export { DEFAULT_TIME_ZONE };

const intlLocale = (language: Language): string => (language === 'ar' ? 'ar-u-nu-latn' : 'en-US');

const formatterCache = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (language: Language, timeZone: string): Intl.DateTimeFormat => {
  const key = `${language}|${timeZone}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
};

export const parseDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "MMM DD, YYYY h:mm A" (e.g. "Nov 21, 2025 7:05 PM"), month names and day period in the interface language. */
export const formatDateTime = (
  value: string | number | Date | null | undefined,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string => {
  const date = parseDate(value);
  if (date === null) return '';
  const parts = formatterFor(language, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}`.trim();
};

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number }
  | { unit: 'yesterday' };

/**
 * Spec 04 §9 relative time: years or months "back"; days "ago" or "yesterday"; hours, minutes and seconds "ago".
 * The words are chosen by the caller's messages.
 */
export const relativeTimeSince = (value: string | number | Date, now: Date = new Date()): RelativeTime => {
  const date = parseDate(value);
  if (date === null) return { unit: 'now' };
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 5) return { unit: 'now' };
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days === 1) return { unit: 'yesterday' };
  if (days < 30) return { unit: 'days', count: days };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(days / 365) };
};
