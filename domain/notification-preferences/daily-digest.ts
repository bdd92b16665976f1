import type { DailyDigestItem, DigestLanguage } from './notification-preferences';

export const digestLanguageOf = (value: unknown): DigestLanguage => (value === 'ar' ? 'ar' : 'en');

/** What a user's day holds for the digest items they asked for (spec 03 "Notification preferences"). */
export type DailyDigestInput = {
  firstName: string;
  /** Absent: English. */
  language?: DigestLanguage;
  items: Readonly<Record<DailyDigestItem, boolean>>;
  unread: { count: number; latestTitles: readonly string[] };
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

/** The digest's words in each language; times stay in UTC with the zone named (the user has no time zone of theirs). */
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
  utc: string;
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
    utc: 'UTC',
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
    utc: 'بالتوقيت العالمي (UTC)',
  },
};

const at = (iso: string, utc: string) => `${iso.slice(0, 16).replace('T', ' ')} ${utc}`;

/**
 * The digest e-mail in the reader's language, or null when none of the asked-for items has anything to say (no
 * empty digests). Plain text; times in UTC, which every reader can place (no user has a time zone recorded).
 * Notification titles are quoted as the inbox recorded them.
 */
export const composeDailyDigest = (input: DailyDigestInput): { subject: string; text: string } | null => {
  const words = DIGEST_TEXTS[input.language ?? 'en'];
  const sections: string[] = [];
  if (input.items.interviewReminder && input.upcomingInterviews.length > 0) {
    sections.push([words.upcoming, ...input.upcomingInterviews.map((interview) => words.interviewAt(interview.title, at(interview.startsAt, words.utc)))].join('\n'));
  }
  if (input.items.pendingFeedbackReminder && input.pendingFeedback.length > 0) {
    sections.push([words.pending, ...input.pendingFeedback.map((interview) => words.ended(interview.title, at(interview.endedAt, words.utc)))].join('\n'));
  }
  if (input.items.unreadNotifications && input.unread.count > 0) {
    const more = input.unread.count - input.unread.latestTitles.length;
    sections.push([words.unread(input.unread.count), ...input.unread.latestTitles.map((title) => `- ${title}`), ...(more > 0 ? [words.more(more)] : [])].join('\n'));
  }
  if (sections.length === 0) return null;
  return { subject: words.subject, text: [words.hello(input.firstName), ...sections, words.open(input.appUrl)].join('\n\n') };
};
