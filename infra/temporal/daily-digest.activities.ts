import type { DataSource } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { userTimeZone } from '@ats/domain/identity/user-time-zone';
import { composeDailyDigest, digestLanguageOf, DIGEST_ITEMS_WITH_CONTENT, nextDigestAt } from '@ats/domain/notification-preferences/daily-digest';
import type { WordedNotification } from '@ats/domain/notifications/notification-message';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@ats/domain/notification-preferences/notification-preferences';
import type { DailyDigestActivities } from '@ats/workflows/daily-digest.types';
import { enqueueMail } from '../mail/mail-outbox';

// Fixed forever: a digest's mail id derives from it with the user and the day.
const DIGEST_MAIL_NAMESPACE = '0f6c1e9a-54d2-4b8e-9a3f-7c2d8e1b6a45';
const DAY_MS = 86_400_000;
const LATEST_TITLES = 5;

type Reader = {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  preferences: NotificationPreferences;
  language: string;
  /** The user's own time zone (profile), null when they have none. */
  timeZone: string | null;
};

/** Users who asked for at least one digest item this product has something behind (one of them, given `userId`). */
export const digestReaders = async (dataSource: DataSource, userId?: string): Promise<Reader[]> =>
  dataSource.query(
    `SELECT u.id, u.company_id AS "companyId", u.email, u.first_name AS "firstName", p.preferences, p.language, u.time_zone AS "timeZone"
       FROM notification_preferences p JOIN users u ON u.id = p.id AND u.deleted_at IS NULL
      WHERE (${DIGEST_ITEMS_WITH_CONTENT.map((item) => `(p.preferences->'dailyDigest'->>'${item}') = 'true'`).join(' OR ')})
        AND ($1::uuid IS NULL OR u.id = $1::uuid)`,
    [userId ?? null],
  );

export const createDailyDigestActivities = (dataSource: DataSource, options: { publicUrl: string }): DailyDigestActivities => ({
  async nextDailyDigestAt({ userId, after }) {
    // A run the retired company-wide schedule started names no user: it ends.
    if (!userId) return { at: null };
    const [reader] = await digestReaders(dataSource, userId);
    // No longer wanted (or the user gone): their workflow ends.
    if (!reader) return { at: null };
    return { at: nextDigestAt(after, userTimeZone({ user: reader.timeZone })) };
  },

  async sendDailyDigests({ until, userId }) {
    const end = new Date(until);
    const next = new Date(end.getTime() + DAY_MS);
    let sent = 0;
    for (const reader of await digestReaders(dataSource, userId)) {
      const items = { ...DEFAULT_NOTIFICATION_PREFERENCES.dailyDigest, ...reader.preferences.dailyDigest };
      const unread = `FROM inbox_notifications n LEFT JOIN inbox_notification_marks m ON m.notification_id = n.id
          WHERE n.company_id = $1 AND n.user_id = $2 AND m.deleted_at IS NULL AND NOT COALESCE(m.is_read, false)`;
      const [{ count } = { count: 0 }] = (await dataSource.query(`SELECT count(*)::int AS count ${unread}`, [reader.companyId, reader.id])) as Array<{ count: number }>;
      // The latest few with their type and names, worded in the reader's language by the digest.
      const latest = (await dataSource.query(
        `SELECT n.type, n.title, n.candidate_name AS "candidateName", n.role_name AS "roleName", n.redirection_data AS "redirectionData"
           ${unread} ORDER BY n.created_at DESC LIMIT ${LATEST_TITLES}`,
        [reader.companyId, reader.id],
      )) as WordedNotification[];
      const upcoming = (await dataSource.query(
        `SELECT title, starts_at AS "startsAt" FROM rm_interviews
          WHERE company_id = $1 AND $2 = ANY(interviewer_ids) AND status = 'SCHEDULED' AND starts_at >= $3 AND starts_at < $4
          ORDER BY starts_at LIMIT 20`,
        [reader.companyId, reader.id, end, next],
      )) as Array<{ title: string; startsAt: Date }>;
      const pending = (await dataSource.query(
        `SELECT title, ends_at AS "endedAt" FROM rm_interviews
          WHERE company_id = $1 AND $2 = ANY(interviewer_ids) AND status <> 'CANCELLED' AND NOT no_show AND ends_at < $3
            AND NOT ($2 = ANY(feedback_by))
          ORDER BY ends_at DESC LIMIT 20`,
        [reader.companyId, reader.id, end],
      )) as Array<{ title: string; endedAt: Date }>;
      const digest = composeDailyDigest({
        firstName: reader.firstName,
        // In the language the reader saved their preferences in.
        language: digestLanguageOf(reader.language),
        timeZone: userTimeZone({ user: reader.timeZone }),
        items,
        unread: { count, latest },
        upcomingInterviews: upcoming.map((row) => ({ title: row.title, startsAt: new Date(row.startsAt).toISOString() })),
        pendingFeedback: pending.map((row) => ({ title: row.title, endedAt: new Date(row.endedAt).toISOString() })),
        appUrl: `${options.publicUrl.replace(/\/$/, '')}/recruiter/home`,
      });
      if (!digest) continue;
      await enqueueMail(dataSource.manager, {
        id: uuidV5(`${reader.id}:${until.slice(0, 10)}`, DIGEST_MAIL_NAMESPACE),
        kind: 'NOTIFICATION',
        companyId: reader.companyId,
        to: reader.email,
        subject: digest.subject,
        text: digest.text,
      });
      sent += 1;
    }
    return { sent };
  },
});
