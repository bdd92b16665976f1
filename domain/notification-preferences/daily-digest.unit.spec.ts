import { composeDailyDigest, nextDigestAt, wantsDailyDigest, type DailyDigestInput } from './daily-digest';
import type { WordedNotification } from '../notifications/notification-message';

/** As the inbox records them: an English title, the type, and the names in the link data. */
const moved: WordedNotification = {
  type: 'STAGE_CHANGED',
  title: 'Omar Odeh moved Noor Nasser from Sourced to Interview',
  candidateName: 'Noor Nasser',
  redirectionData: { actorName: 'Omar Odeh', fromStageName: 'Sourced', toStageName: 'Interview' },
};
const mentioned: WordedNotification = {
  type: 'MENTIONS',
  title: 'Omar Odeh mentioned you',
  candidateName: 'Noor Nasser',
  redirectionData: { actorName: 'Omar Odeh' },
};
/** A type the server has no words for keeps its recorded title. */
const unworded: WordedNotification = { type: 'SOMETHING_NEW', title: 'Something new happened' };

const nothing: DailyDigestInput = {
  firstName: 'Sara',
  items: { interviewReminder: true, pendingFeedbackReminder: true, jobWatchlistUpdates: true, unreadNotifications: true, latestReleases: true },
  unread: { count: 0, latest: [] },
  upcomingInterviews: [],
  pendingFeedback: [],
  appUrl: 'https://ats.example/recruiter/home',
};

describe('daily digest', () => {
  it('says nothing when nothing asked for has news: no empty digests', () => {
    expect(composeDailyDigest(nothing)).toBeNull();
    const none = { interviewReminder: false, pendingFeedbackReminder: false, jobWatchlistUpdates: false, unreadNotifications: false, latestReleases: false };
    expect(composeDailyDigest({ ...nothing, items: none, unread: { count: 3, latest: [unworded] } })).toBeNull();
  });

  it('lists upcoming interviews, feedback still to give and unread notifications, each only when asked for', () => {
    const digest = composeDailyDigest({
      ...nothing,
      unread: { count: 7, latest: [mentioned, moved] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
      pendingFeedback: [{ title: 'Tech interview', endedAt: '2026-11-23T15:00:00.000Z' }],
    })!;
    expect(digest.subject).toBe('Your daily digest');
    expect(digest.text).toContain('Hello Sara,');
    // Without a zone, UTC, named.
    expect(digest.text).toContain('- Screening call, 2026-11-25 09:30 (UTC)');
    expect(digest.text).toContain('- Tech interview (ended 2026-11-23 15:00 (UTC))');
    expect(digest.text).toContain(
      'You have 7 unread notifications:\n- Omar Odeh mentioned you in a comment on Noor Nasser\n- Omar Odeh moved Noor Nasser from Sourced to Interview\n… and 5 more',
    );
    expect(digest.text).toContain('Open the ATS: https://ats.example/recruiter/home');

    const onlyUnread = composeDailyDigest({
      ...nothing,
      items: { ...nothing.items, interviewReminder: false, pendingFeedbackReminder: false },
      unread: { count: 1, latest: [unworded] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
    })!;
    expect(onlyUnread.text).toContain('You have 1 unread notification:\n- Something new happened');
    expect(onlyUnread.text).not.toContain('Screening call');
  });

  it('is written in Arabic for a reader whose language is Arabic, notification titles too, times in their zone', () => {
    const digest = composeDailyDigest({
      ...nothing,
      language: 'ar',
      timeZone: 'Asia/Dubai',
      unread: { count: 2, latest: [moved] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
    })!;
    expect(digest.subject).toBe('ملخصك اليومي');
    expect(digest.text).toBe(
      [
        'مرحبًا Sara،',
        'مقابلاتك خلال الساعات الأربع والعشرين القادمة:\n- Screening call، 2026-11-25 13:30 (Asia/Dubai)',
        'لديك إشعاران غير مقروءين:\n- نقل Omar Odeh المرشح Noor Nasser من Sourced إلى Interview\n… و1 غيرها',
        'افتح نظام التوظيف: https://ats.example/recruiter/home',
      ].join('\n\n'),
    );
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 1, latest: [] } })!.text).toContain('لديك إشعار واحد غير مقروء:');
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 5, latest: [] } })!.text).toContain('لديك 5 إشعارات غير مقروءة:');
    // A type without words keeps its recorded title in either language.
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 1, latest: [unworded] } })!.text).toContain('- Something new happened');
  });

  it('writes the same notification in English for an English reader and in Arabic for an Arabic one', () => {
    const english = composeDailyDigest({ ...nothing, language: 'en', unread: { count: 1, latest: [mentioned] } })!;
    const arabic = composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 1, latest: [mentioned] } })!;
    expect(english.text).toContain('- Omar Odeh mentioned you in a comment on Noor Nasser');
    expect(arabic.text).toContain('- أشار إليك Omar Odeh في تعليق على Noor Nasser');
    expect(arabic.text).not.toContain('mentioned');
  });
});

describe('when the next digest goes out', () => {
  it('is 06:00 on the reader’s wall clock, the next one after the given instant', () => {
    expect(nextDigestAt('2026-11-24T23:00:00.000Z', 'Asia/Dubai')).toBe('2026-11-25T02:00:00.000Z');
    expect(nextDigestAt('2026-11-25T01:59:00.000Z', 'Asia/Dubai')).toBe('2026-11-25T02:00:00.000Z');
    // Exactly at the digest time: the next morning's.
    expect(nextDigestAt('2026-11-25T02:00:00.000Z', 'Asia/Dubai')).toBe('2026-11-26T02:00:00.000Z');
    expect(nextDigestAt('2026-11-25T07:00:00.000Z', 'UTC')).toBe('2026-11-26T06:00:00.000Z');
  });

  it('stays at 06:00 local across daylight-saving changes, spring and autumn', () => {
    // Berlin springs forward on 28 March 2027: 06:00 CET is 05:00Z, 06:00 CEST 04:00Z.
    expect(nextDigestAt('2027-03-27T05:00:00.000Z', 'Europe/Berlin')).toBe('2027-03-28T04:00:00.000Z');
    expect(nextDigestAt('2027-03-26T05:00:00.000Z', 'Europe/Berlin')).toBe('2027-03-27T05:00:00.000Z');
    // New York falls back on 1 November 2026: 06:00 EDT is 10:00Z, 06:00 EST 11:00Z.
    expect(nextDigestAt('2026-10-31T10:00:00.000Z', 'America/New_York')).toBe('2026-11-01T11:00:00.000Z');
  });
});

describe('daily digest, reader without words for the type', () => {
  it('falls back to the recorded title when a name the words need is missing', () => {
    const bulk = { ...moved, candidateName: null };
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 1, latest: [bulk] } })!.text).toContain(`- ${moved.title}`);
  });
});

describe('who gets a daily digest schedule', () => {
  it('is whoever asked for an item with something behind it', () => {
    expect(wantsDailyDigest({ unreadNotifications: true })).toBe(true);
    expect(wantsDailyDigest({ pendingFeedbackReminder: true, interviewReminder: false })).toBe(true);
    // Job watchlists and release notes have nothing behind them yet: no schedule for them alone.
    expect(wantsDailyDigest({ jobWatchlistUpdates: true, latestReleases: true })).toBe(false);
    expect(wantsDailyDigest({})).toBe(false);
    expect(wantsDailyDigest(undefined)).toBe(false);
  });
});
