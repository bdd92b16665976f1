import { DateTime } from 'luxon';
import type { DailyDigestItem, DigestLanguage } from './notification-preferences';
import type { WordedNotification } from '../notifications/notification-message';
import { notificationTitleIn } from './notification-wording';

export const digestLanguageOf = (value: unknown): DigestLanguage => (value === 'ar' ? 'ar' : 'en');

/** What a user's day holds for the digest items they asked for (spec 03 "Notification preferences"). */
export type DailyDigestInput = {
  firstName: string;
  /** Absent: English. */
  language?: DigestLanguage;
  items: Readonly<Record<DailyDigestItem, boolean>>;
  /** The reader's time zone (identity's userTimeZone): the digest's times are written in it. Absent: UTC. */
  timeZone?: string;
  /** How many notifications are unread, and the latest few, worded in the reader's language from their type. */
  unread: { count: number; latest: readonly WordedNotification[] };
  upcomingInterviews: ReadonlyArray<{ title: string; startsAt: string }>;
  pendingFeedback: ReadonlyArray<{ title: string; endedAt: string }>;
  /** Where the recruiter app opens. */
  appUrl: string;
};

/** The digest items this product has something behind: job watchlists and release notes do not exist yet. */
export const DIGEST_ITEMS_WITH_CONTENT: readonly DailyDigestItem[] = ['interviewReminder', 'pendingFeedbackReminder', 'unreadNotifications'];

/** Whether a user's preferences ask for a digest with something in it: they then get a morning schedule of their own. */
export const wantsDailyDigest = (dailyDigest: Partial<Record<DailyDigestItem, boolean>> | undefined): boolean =>
  DIGEST_ITEMS_WITH_CONTENT.some((item) => dailyDigest?.[item] === true);

export const DIGEST_SUBJECT = 'Your daily digest';

/** The digest's words in each language; times are the reader's local times, their zone named. */
const DIGEST_TEXTS: Record<DigestLanguage, {
  subject: string;
  hello: (firstName: string) => string;
  upcoming: string;
  pending: string;
  interviewAt: (title: string, at: string) => string;
  ended: (title: string, at: string) => string;
  unread: (count: number) => string;
  more: (count: number) => string;
  open: (url: string) => string;
}> = {
  en: {
    subject: DIGEST_SUBJECT,
    hello: (firstName) => `Hello ${firstName},`,
    upcoming: 'Your interviews in the next 24 hours:',
    pending: 'Feedback still to give:',
    interviewAt: (title, at) => `- ${title}, ${at}`,
    ended: (title, at) => `- ${title} (ended ${at})`,
    unread: (count) => `You have ${count} unread notification${count === 1 ? '' : 's'}:`,
    more: (count) => `… and ${count} more`,
    open: (url) => `Open the ATS: ${url}`,
  },
  ar: {
    subject: 'ملخصك اليومي',
    hello: (firstName) => `مرحبًا ${firstName}،`,
    upcoming: 'مقابلاتك خلال الساعات الأربع والعشرين القادمة:',
    pending: 'تقييمات لم تُقدَّم بعد:',
    interviewAt: (title, at) => `- ${title}، ${at}`,
    ended: (title, at) => `- ${title} (انتهت ${at})`,
    unread: (count) => (count === 1 ? 'لديك إشعار واحد غير مقروء:' : count === 2 ? 'لديك إشعاران غير مقروءين:' : `لديك ${count} إشعارات غير مقروءة:`),
    more: (count) => `… و${count} غيرها`,
    open: (url) => `افتح نظام التوظيف: ${url}`,
  },
};

/** '2026-11-25 13:30 (Asia/Dubai)': the reader's wall-clock time, the zone named (IANA names are the same in Arabic). */
const at = (iso: string, timeZone: string) => `${DateTime.fromISO(iso, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm')} (${timeZone})`;

/** The hour of the reader's morning the digest is sent at, in their own time zone. */
export const DIGEST_LOCAL_HOUR = 6;

/**
 * The next digest time strictly after `after`: 06:00 on the reader's wall clock in their zone (luxon keeps the
 * zone's daylight-saving rules, so it is 06:00 local on either side of a change).
 */
export const nextDigestAt = (after: string, timeZone: string): string => {
  const now = DateTime.fromISO(after, { zone: timeZone });
  const today = now.set({ hour: DIGEST_LOCAL_HOUR, minute: 0, second: 0, millisecond: 0 });
  return (today > now ? today : today.plus({ days: 1 }).set({ hour: DIGEST_LOCAL_HOUR })).toUTC().toISO()!;
};

/**
 * The digest e-mail in the reader's language, or null when none of the asked-for items has anything to say (no
 * empty digests). Plain text; times in the reader's zone, named. Notification titles are worded from their type
 * in the reader's language (as the web words the inbox), the recorded title where a type has no words.
 */
export const composeDailyDigest = (input: DailyDigestInput): { subject: string; text: string } | null => {
  const language = input.language ?? 'en';
  const words = DIGEST_TEXTS[language];
  const zone = input.timeZone ?? 'UTC';
  const sections: string[] = [];
  if (input.items.interviewReminder && input.upcomingInterviews.length > 0) {
    sections.push([words.upcoming, ...input.upcomingInterviews.map((interview) => words.interviewAt(interview.title, at(interview.startsAt, zone)))].join('\n'));
  }
  if (input.items.pendingFeedbackReminder && input.pendingFeedback.length > 0) {
    sections.push([words.pending, ...input.pendingFeedback.map((interview) => words.ended(interview.title, at(interview.endedAt, zone)))].join('\n'));
  }
  if (input.items.unreadNotifications && input.unread.count > 0) {
    const more = input.unread.count - input.unread.latest.length;
    const titles = input.unread.latest.map((notification) => `- ${notificationTitleIn(language, notification)}`);
    sections.push([words.unread(input.unread.count), ...titles, ...(more > 0 ? [words.more(more)] : [])].join('\n'));
  }
  if (sections.length === 0) return null;
  return { subject: words.subject, text: [words.hello(input.firstName), ...sections, words.open(input.appUrl)].join('\n\n') };
};
