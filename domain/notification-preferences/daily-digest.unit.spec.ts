import { composeDailyDigest, wantsDailyDigest, type DailyDigestInput } from './daily-digest';

const nothing: DailyDigestInput = {
  firstName: 'Sara',
  items: { interviewReminder: true, pendingFeedbackReminder: true, jobWatchlistUpdates: true, unreadNotifications: true, latestReleases: true },
  unread: { count: 0, latestTitles: [] },
  upcomingInterviews: [],
  pendingFeedback: [],
  appUrl: 'https://ats.example/recruiter/home',
};

describe('daily digest', () => {
  it('says nothing when nothing asked for has news: no empty digests', () => {
    expect(composeDailyDigest(nothing)).toBeNull();
    const none = { interviewReminder: false, pendingFeedbackReminder: false, jobWatchlistUpdates: false, unreadNotifications: false, latestReleases: false };
    expect(composeDailyDigest({ ...nothing, items: none, unread: { count: 3, latestTitles: ['a'] } })).toBeNull();
  });

  it('lists upcoming interviews, feedback still to give and unread notifications, each only when asked for', () => {
    const digest = composeDailyDigest({
      ...nothing,
      unread: { count: 7, latestTitles: ['Omar mentioned you', 'Noor moved to Interview'] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
      pendingFeedback: [{ title: 'Tech interview', endedAt: '2026-11-23T15:00:00.000Z' }],
    })!;
    expect(digest.subject).toBe('Your daily digest');
    expect(digest.text).toContain('Hello Sara,');
    expect(digest.text).toContain('- Screening call, 2026-11-25 09:30 UTC');
    expect(digest.text).toContain('- Tech interview (ended 2026-11-23 15:00 UTC)');
    expect(digest.text).toContain('You have 7 unread notifications:\n- Omar mentioned you\n- Noor moved to Interview\n… and 5 more');
    expect(digest.text).toContain('Open the ATS: https://ats.example/recruiter/home');

    const onlyUnread = composeDailyDigest({
      ...nothing,
      items: { ...nothing.items, interviewReminder: false, pendingFeedbackReminder: false },
      unread: { count: 1, latestTitles: ['One'] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
    })!;
    expect(onlyUnread.text).toContain('You have 1 unread notification:');
    expect(onlyUnread.text).not.toContain('Screening call');
  });

  it('is written in Arabic for a reader whose language is Arabic, times still in UTC and named so', () => {
    const digest = composeDailyDigest({
      ...nothing,
      language: 'ar',
      unread: { count: 2, latestTitles: ['Omar mentioned you'] },
      upcomingInterviews: [{ title: 'Screening call', startsAt: '2026-11-25T09:30:00.000Z' }],
    })!;
    expect(digest.subject).toBe('ملخصك اليومي');
    expect(digest.text).toBe(
      [
        'مرحبًا Sara،',
        'مقابلاتك خلال الساعات الأربع والعشرين القادمة:\n- Screening call، 2026-11-25 09:30 بالتوقيت العالمي (UTC)',
        'لديك إشعاران غير مقروءين:\n- Omar mentioned you\n… و1 غيرها',
        'افتح نظام التوظيف: https://ats.example/recruiter/home',
      ].join('\n\n'),
    );
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 1, latestTitles: [] } })!.text).toContain('لديك إشعار واحد غير مقروء:');
    expect(composeDailyDigest({ ...nothing, language: 'ar', unread: { count: 5, latestTitles: [] } })!.text).toContain('لديك 5 إشعارات غير مقروءة:');
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
