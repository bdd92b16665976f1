import { defineQuery, defineSignal } from '@temporalio/workflow';

/** The retired company-wide schedule (one run for every user); each user who wants a digest now has their own. */
export const LEGACY_DAILY_DIGEST_SCHEDULE_ID = 'daily-digest';
/** The retired per-user Schedules (06:00 UTC for everyone): the reconciliation removes any still there. */
export const LEGACY_DAILY_DIGEST_SCHEDULE_PREFIX = 'daily-digest:';

/**
 * One user's daily digest: a long-running workflow of theirs (visible in the Temporal UI by user and company) that
 * waits until 06:00 in the user's time zone, sends, and starts over for the next morning.
 */
export const dailyDigestWorkflowId = (userId: string) => `daily-digest:${userId}`;

export type DailyDigestInput = {
  userId: string;
  /** Set when the previous run was asked to send while it was sending: this run sends at once. */
  sendNow?: boolean;
};

/** Sends the digest now instead of at the next morning (operators, tests); the morning's still follows. */
export const sendDailyDigestNowSignal = defineSignal('sendDailyDigestNow');
/** When the next digest goes out (ISO instant), or null before it is known. */
export const nextDailyDigestAtQuery = defineQuery<string | null>('nextDailyDigestAt');

export type DailyDigestActivities = {
  /**
   * The next 06:00 after `after` on the user's wall clock, in their time zone (theirs, else their company's, else
   * the product's default) with its daylight-saving rules; null when the user no longer wants a digest, which ends
   * their workflow.
   */
  nextDailyDigestAt(input: { userId: string; after: string }): Promise<{ at: string | null }>;
  /**
   * E-mails the user (or, without `userId`, each user) who asked for a daily digest what their next and last
   * 24 hours hold, as of `until`; one digest per user per day (the mail's id), so a retried or re-triggered run
   * sends nothing twice.
   */
  sendDailyDigests(input: { until: string; userId?: string }): Promise<{ sent: number }>;
};
