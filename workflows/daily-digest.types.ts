/** The retired company-wide schedule (one run for every user); each user who wants a digest now has their own. */
export const LEGACY_DAILY_DIGEST_SCHEDULE_ID = 'daily-digest';

/** One user's morning digest schedule (visible under Schedules in the Temporal UI). */
export const dailyDigestScheduleId = (userId: string) => `daily-digest:${userId}`;
export const DAILY_DIGEST_SCHEDULE_PREFIX = 'daily-digest:';

export type DailyDigestActivities = {
  /**
   * E-mails the user (or, without `userId`, each user) who asked for a daily digest what their next and last
   * 24 hours hold, as of `until`; one digest per user per day (the mail's id), so a retried or re-triggered run
   * sends nothing twice.
   */
  sendDailyDigests(input: { until: string; userId?: string }): Promise<{ sent: number }>;
};
