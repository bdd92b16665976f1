import type { EntityManager } from 'typeorm';
import { PUSH_TOAST, type ProgressBarStatus, type PushMessage } from '@ats/domain/push/push-message';

export { PUSH_TOAST, type ProgressBarStatus, type PushMessage };

/** Spec 04 §9: progress notifications already received are deleted after 6 hours. */
export const PROGRESS_RETENTION_HOURS = 6;
/** Bounds of the replay store: any message is gone after this many days, and a user keeps at most this many. */
export const PUSH_RETENTION_DAYS = 7;
export const PUSH_MAX_PER_USER = 500;
/**
 * Replay overlap: ids come from a sequence, and a writer that took a smaller id may commit after a bigger one
 * was delivered; a resume also sends what was written this recently (the client drops ids it has seen).
 */
export const REPLAY_OVERLAP_SECONDS = 60;

/**
 * One real-time message to one user (spec 01 §3.9): a toast (an inbox notification as it happens) or a progress
 * update (a bulk action's panel item, spec 01 §3.10). `type` names what it is about, so features subscribe to
 * the types they care for; `payload` carries what they need (for an inbox notification, the notification).
 */
export type PushMessageInput = {
  /** What makes it unique (e.g. `inbox:<notificationId>`, `bulk:<id>:<revision>`): writing it again adds nothing. */
  sourceKey: string;
  companyId: string;
  userId: string;
  type: string;
  title: string;
  body?: string;
  durationMs?: number;
  progressType?: string | null;
  position?: string;
  progressBarId?: string | null;
  progressBarStatus?: ProgressBarStatus | null;
  payload?: Record<string, unknown>;
};

const COLUMNS = `id::text AS id, user_id AS "userId", company_id AS "companyId", type, title, body,
  floor(extract(epoch FROM created_at))::int AS "createdAt", duration, progress_type AS "progressType",
  notification_position AS "notificationPosition", progress_bar_id AS "progressBarId",
  progress_bar_status AS "progressBarStatus", received, false AS read, payload`;

/** Writes messages in the caller's transaction; one already written (same source key) stays as it is. */
export const recordPushMessages = async (manager: EntityManager, messages: readonly PushMessageInput[]): Promise<void> => {
  if (messages.length === 0) return;
  const rows = messages.map((message) => ({
    source_key: message.sourceKey,
    company_id: message.companyId,
    user_id: message.userId,
    type: message.type,
    title: message.title,
    body: message.body ?? '',
    duration: message.durationMs ?? PUSH_TOAST.durationMs,
    progress_type: message.progressType === undefined ? (message.progressBarId ? null : PUSH_TOAST.progressType) : message.progressType,
    notification_position: message.position ?? PUSH_TOAST.position,
    progress_bar_id: message.progressBarId ?? null,
    progress_bar_status: message.progressBarStatus ?? null,
    payload: message.payload ?? {},
  }));
  await manager.query(
    `INSERT INTO push_messages (source_key, company_id, user_id, type, title, body, duration, progress_type, notification_position,
                                progress_bar_id, progress_bar_status, payload)
     SELECT source_key, company_id, user_id, type, title, body, duration, progress_type, notification_position,
            progress_bar_id, progress_bar_status, payload
       FROM jsonb_to_recordset($1::jsonb) AS r(source_key text, company_id uuid, user_id uuid, type text, title text, body text,
            duration int, progress_type text, notification_position text, progress_bar_id text, progress_bar_status text, payload jsonb)
     ON CONFLICT (source_key) DO NOTHING`,
    [JSON.stringify(rows)],
  );
};

/** Messages of these source keys not yet handed to Kafka (a crash after writing them leaves them so). */
export const unpublishedPushMessages = (manager: EntityManager, sourceKeys: readonly string[]): Promise<PushMessage[]> =>
  sourceKeys.length === 0
    ? Promise.resolve([])
    : (manager.query(`SELECT ${COLUMNS} FROM push_messages WHERE source_key = ANY($1::text[]) AND published_at IS NULL ORDER BY id`, [
        sourceKeys,
      ]) as Promise<PushMessage[]>);

export const markPushMessagesPublished = async (manager: EntityManager, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await manager.query(`UPDATE push_messages SET published_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
};

/**
 * What a (re)connecting client is sent before the live feed. With the last event id it saw: every message of
 * the user after it (and the recent overlap, see REPLAY_OVERLAP_SECONDS). Without: what still waits for them,
 * i.e. the messages they have not acknowledged, and of each progress bar only its latest state not yet received.
 */
export const replayPushMessages = (
  manager: EntityManager,
  owner: { companyId: string; userId: string },
  lastEventId: string | null,
): Promise<PushMessage[]> =>
  (lastEventId !== null
    ? manager.query(
        `SELECT ${COLUMNS} FROM push_messages
          WHERE company_id = $1 AND user_id = $2 AND (id > $3::bigint OR created_at > now() - make_interval(secs => $4))
          ORDER BY id LIMIT ${PUSH_MAX_PER_USER}`,
        [owner.companyId, owner.userId, lastEventId, REPLAY_OVERLAP_SECONDS],
      )
    : manager.query(
        `SELECT ${COLUMNS} FROM (
           SELECT DISTINCT ON (COALESCE(progress_bar_id, id::text)) *
             FROM push_messages WHERE company_id = $1 AND user_id = $2
            ORDER BY COALESCE(progress_bar_id, id::text), id DESC) latest
          WHERE NOT received
          ORDER BY id LIMIT ${PUSH_MAX_PER_USER}`,
        [owner.companyId, owner.userId],
      )) as Promise<PushMessage[]>;

/**
 * The client has handled these messages (spec 01 §4.9): a toast is deleted once shown; a progress update is
 * marked received (so it triggers no second refresh). Only the owner's own messages; answers how many.
 */
export const acknowledgePushMessages = async (
  manager: EntityManager,
  owner: { companyId: string; userId: string },
  ids: readonly string[],
): Promise<number> => {
  if (ids.length === 0) return 0;
  // TypeORM answers an UPDATE or DELETE with [rows, affected].
  const [, deleted] = (await manager.query(
    `DELETE FROM push_messages WHERE company_id = $1 AND user_id = $2 AND id = ANY($3::bigint[]) AND progress_bar_id IS NULL`,
    [owner.companyId, owner.userId, ids],
  )) as [unknown, number];
  const [, received] = (await manager.query(
    `UPDATE push_messages SET received = true
      WHERE company_id = $1 AND user_id = $2 AND id = ANY($3::bigint[]) AND progress_bar_id IS NOT NULL`,
    [owner.companyId, owner.userId, ids],
  )) as [unknown, number];
  return deleted + received;
};

/**
 * Keeps the store bounded (spec 01 §4.9): progress updates received more than 6 hours ago, and earlier states of
 * a progress bar received since, go; anything older than PUSH_RETENTION_DAYS goes; each user keeps at most
 * PUSH_MAX_PER_USER. Answers how many rows went.
 */
export const cleanUpPushMessages = async (manager: EntityManager): Promise<number> => {
  const [, progress] = (await manager.query(
    `DELETE FROM push_messages WHERE progress_bar_id IS NOT NULL AND received AND created_at < now() - make_interval(hours => $1)`,
    [PROGRESS_RETENTION_HOURS],
  )) as [unknown, number];
  const [, old] = (await manager.query(`DELETE FROM push_messages WHERE created_at < now() - make_interval(days => $1)`, [
    PUSH_RETENTION_DAYS,
  ])) as [unknown, number];
  const [, excess] = (await manager.query(
    `DELETE FROM push_messages p USING (
       SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY id DESC) AS rank FROM push_messages) ranked
        WHERE rank > $1) extra
      WHERE p.id = extra.id`,
    [PUSH_MAX_PER_USER],
  )) as [unknown, number];
  return progress + old + excess;
};
