import type { EntityManager } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { bulkActionOfItemCommand } from '@ats/domain/bulk-actions/bulk-item-command';
import { findRows, storable } from '../row-fold';
import { InboxNotificationEntity, type InboxNotificationType, type RedirectionData } from './inbox-notification.entity';
import { NOTIFICATION_ID_NAMESPACE } from './notice-row';

/**
 * What a bulk action's items would each tell one person, told once for the whole action instead (spec 01 §3.8).
 * The spec has bulk types for comments, mentions and owner changes; it has none for stage moves, archives,
 * unarchives and e-mails (a bulk e-mail, an archive's rejection e-mail), so those keep their type and the one
 * notice counts the candidates and links to the action.
 */
export const BULK_NOTICE: Partial<Record<InboxNotificationType, InboxNotificationType>> = {
  NOTES: 'BULK_NOTES',
  MENTIONS: 'BULK_MENTIONS',
  CANDIDATE_OWNER_ASSIGNED: 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED',
  STAGE_CHANGED: 'STAGE_CHANGED',
  CANDIDATE_ARCHIVED: 'CANDIDATE_ARCHIVED',
  CANDIDATE_UNARCHIVED: 'CANDIDATE_UNARCHIVED',
  EMAIL_SENT: 'EMAIL_SENT',
};

/** What the folded notice says of the action's items beyond the count, when every item says the same. */
type Shared = Pick<RedirectionData, 'toStageName' | 'archiveReason' | 'emailTemplateName'>;

/** Which of it each folded type names: the stage moved to, the archival reason, the e-mails' template. */
const SHARED_KEY: Partial<Record<InboxNotificationType, keyof Shared>> = {
  STAGE_CHANGED: 'toStageName',
  CANDIDATE_ARCHIVED: 'archiveReason',
  EMAIL_SENT: 'emailTemplateName',
};

// 'of your candidates' whatever the count: '1 of your candidates'.
const candidates = (count: number) => `${count} of your candidates`;

// The stored English title (e-mail, digest); the web words its own in the reader's language and plural.
const BULK_TITLES: Partial<Record<InboxNotificationType, (actor: string, count: number, shared: Shared) => string>> = {
  BULK_NOTES: (actor, count) => `${actor} commented on ${candidates(count)}`,
  BULK_MENTIONS: (actor, count) => `${actor} mentioned you in a comment on ${count} candidate${count === 1 ? '' : 's'}`,
  BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED: (actor, count) => `${actor} made you the owner of ${count} candidate${count === 1 ? '' : 's'}`,
  STAGE_CHANGED: (actor, count, { toStageName }) => `${actor} moved ${candidates(count)}${toStageName ? ` to ${toStageName}` : ''}`,
  CANDIDATE_ARCHIVED: (actor, count, { archiveReason }) => `${actor} archived ${candidates(count)}${archiveReason ? `: ${archiveReason}` : ''}`,
  CANDIDATE_UNARCHIVED: (actor, count) => `${actor} unarchived ${candidates(count)}`,
  EMAIL_SENT: (actor, count, { emailTemplateName }) => `${actor} emailed ${candidates(count)}${emailTemplateName ? `: ${emailTemplateName}` : ''}`,
};

/** The one notice of a bulk action for a reader and type: the same id in every replay, so marks survive a rebuild. */
export const bulkNoticeId = (bulkActionId: string, userId: string, type: InboxNotificationType): string =>
  uuidV5(`bulk:${bulkActionId}:${userId}:${type}`, NOTIFICATION_ID_NAMESPACE);

/** A row one event would write, with the command that caused it. */
export type CausedRow = { row: InboxNotificationEntity; commandId: string };

type Group = { id: string; type: InboxNotificationType; bulkActionId: string; rows: InboxNotificationEntity[] };

/** Sorts rows into those told as they are and those a bulk action folds, grouped per (action, reader, folded type). */
export const groupBulkNotices = (rows: readonly CausedRow[]): { single: InboxNotificationEntity[]; groups: Group[] } => {
  const single: InboxNotificationEntity[] = [];
  const groups = new Map<string, Group>();
  for (const { row, commandId } of rows) {
    const bulkActionId = bulkActionOfItemCommand(commandId);
    const type = BULK_NOTICE[row.type];
    if (!bulkActionId || !type) {
      single.push(row);
      continue;
    }
    const id = bulkNoticeId(bulkActionId, row.userId, type);
    const group = groups.get(id) ?? { id, type, bulkActionId, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return { single, groups: [...groups.values()] };
};

/** The value of `key` when the notice so far and every new row agree on it, else undefined ('moved 40 of your candidates'). */
const agreed = (key: keyof Shared, before: InboxNotificationEntity | undefined, rows: readonly InboxNotificationEntity[]): string | undefined => {
  const values = new Set([...(before ? [before.redirectionData[key]] : []), ...rows.map((row) => row.redirectionData[key])]);
  return values.size === 1 ? [...values][0] : undefined;
};

/**
 * The group's one notice after its new rows: it keeps the applications it counts, so a replayed or redelivered
 * batch counts nothing twice; it names no single application (its link opens the candidate list filtered by the
 * action), and keeps the target stage, archival reason or e-mail template only while every item shares it.
 */
export const foldBulkGroup = (group: Group, before: InboxNotificationEntity | undefined): InboxNotificationEntity => {
  const first = before ?? group.rows[0]!;
  const applications = [
    ...new Set([...(before?.redirectionData.bulkApplicationIds ?? []), ...group.rows.flatMap((row) => (row.jobApplicationId ? [row.jobApplicationId] : []))]),
  ];
  const actorName = group.rows[0]!.redirectionData.actorName ?? before?.redirectionData.actorName ?? '';
  const latest = group.rows.reduce((at, row) => (row.createdAt > at ? row.createdAt : at), before?.createdAt ?? group.rows[0]!.createdAt);
  const key = SHARED_KEY[group.type];
  const value = key ? agreed(key, before, group.rows) : undefined;
  const kept: Shared = key && value ? { [key]: value } : {};
  return {
    id: group.id,
    companyId: first.companyId,
    userId: first.userId,
    eventId: first.eventId,
    type: group.type,
    title: storable(BULK_TITLES[group.type]!(actorName, applications.length, kept)),
    createdAt: latest,
    jobApplicationId: null,
    jobRoleId: null,
    candidateName: null,
    roleName: null,
    redirectionData: { actorName, ...kept, bulkActionId: group.bulkActionId, bulkCount: applications.length, bulkApplicationIds: applications },
  };
};

/**
 * A bulk action tells each person once per action and type, not once per candidate: 500 items would be 500
 * rows and 500 toasts. The one row per (action, reader, type) grows as the action's items arrive (foldBulkGroup).
 */
export const foldBulkNotices = async (manager: EntityManager, rows: readonly CausedRow[]): Promise<InboxNotificationEntity[]> => {
  const { single, groups } = groupBulkNotices(rows);
  // Kafka hands several partitions (applications) to the inbox at once: two transactions folding items of one
  // action would each read the row without the other's items and the later write would drop them. A lock per
  // row, taken in one order (no deadlock) and held to commit, makes the read-and-grow one step.
  const ids = groups.map((group) => group.id).sort();
  for (const id of ids) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [id]);
  const existing = await findRows(manager, InboxNotificationEntity, 'id', ids);
  return [...single, ...groups.map((group) => foldBulkGroup(group, existing.get(group.id)))];
};
