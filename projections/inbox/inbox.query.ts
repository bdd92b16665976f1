import type { EntityManager } from 'typeorm';
import type { RedirectionData, InboxNotificationType } from './inbox-notification.entity';

export type { InboxNotificationType };
export type InboxFilter = 'UNREAD' | 'STARRED' | 'ALL';
export type InboxOrder = 'DESC' | 'ASC';
export type InboxOwner = { companyId: string; userId: string };

export type InboxNotification = {
  id: string;
  type: InboxNotificationType;
  title: string;
  isRead: boolean;
  isImportant: boolean;
  createdAt: Date;
  jobApplicationId: string | null;
  jobRoleId: string | null;
  candidateName: string | null;
  roleName: string | null;
  redirectionData: RedirectionData;
};

// The owner's notifications as they see them: the rebuildable rows with their own marks, deleted ones gone.
const VISIBLE = `
  FROM inbox_notifications n
  LEFT JOIN inbox_notification_marks m ON m.notification_id = n.id
  WHERE n.company_id = $1 AND n.user_id = $2 AND m.deleted_at IS NULL`;

const FILTERS: Record<InboxFilter, string> = {
  ALL: '',
  UNREAD: ' AND NOT COALESCE(m.is_read, false)',
  STARRED: ' AND COALESCE(m.is_important, false)',
};

export const listInbox = async (
  manager: EntityManager,
  owner: InboxOwner,
  options: { order: InboxOrder; filter: InboxFilter; page: number; perPage: number },
) => {
  const order = options.order === 'ASC' ? 'ASC' : 'DESC';
  const [notifications, total] = await Promise.all([
    manager.query(
      `SELECT n.id, n.type, n.title, COALESCE(m.is_read, false) AS "isRead", COALESCE(m.is_important, false) AS "isImportant",
              n.created_at AS "createdAt", n.job_application_id AS "jobApplicationId", n.job_role_id AS "jobRoleId",
              n.candidate_name AS "candidateName", n.role_name AS "roleName", n.redirection_data AS "redirectionData"
       ${VISIBLE}${FILTERS[options.filter]}
       ORDER BY n.created_at ${order}, n.id ${order}
       OFFSET $3 LIMIT $4`,
      [owner.companyId, owner.userId, (options.page - 1) * options.perPage, options.perPage],
    ) as Promise<InboxNotification[]>,
    countInbox(manager, owner, options.filter),
  ]);
  const totalPages = Math.ceil(total / options.perPage);
  return {
    notifications,
    paginationOptions: {
      page: options.page,
      perPage: options.perPage,
      total,
      totalPages,
      hasNext: options.page < totalPages,
    },
  };
};

export const countInbox = async (manager: EntityManager, owner: InboxOwner, filter: InboxFilter): Promise<number> => {
  const [{ count }] = (await manager.query(`SELECT count(*)::int AS count ${VISIBLE}${FILTERS[filter]}`, [
    owner.companyId,
    owner.userId,
  ])) as Array<{ count: number }>;
  return count;
};

type Marks = { isRead?: boolean; isImportant?: boolean; deleted?: boolean };

/**
 * Writes the owner's marks on the visible notifications a condition picks (on `$6`…); a mark left
 * undefined keeps its value. Answers how many notifications it marked.
 */
const mark = async (
  manager: EntityManager,
  owner: InboxOwner,
  marks: Marks,
  condition = '',
  parameters: unknown[] = [],
) => {
  const rows = (await manager.query(
    `INSERT INTO inbox_notification_marks (notification_id, company_id, user_id, is_read, is_important, deleted_at)
     SELECT n.id, n.company_id, n.user_id, COALESCE($3::boolean, m.is_read, false), COALESCE($4::boolean, m.is_important, false),
            CASE WHEN $5::boolean THEN now() END
     ${VISIBLE}${condition}
     ON CONFLICT (notification_id) DO UPDATE
       SET is_read = EXCLUDED.is_read, is_important = EXCLUDED.is_important, deleted_at = EXCLUDED.deleted_at
     RETURNING notification_id`,
    [
      owner.companyId,
      owner.userId,
      marks.isRead ?? null,
      marks.isImportant ?? null,
      marks.deleted ?? false,
      ...parameters,
    ],
  )) as unknown[];
  return rows.length;
};

/** Updates one notification of the owner; false when it is not theirs, is deleted or does not exist. */
export const updateNotification = async (
  manager: EntityManager,
  owner: InboxOwner,
  id: string,
  change: { isRead?: boolean; isImportant?: boolean },
): Promise<boolean> => (await mark(manager, owner, change, ' AND n.id = $6', [id])) > 0;

export const deleteNotification = async (manager: EntityManager, owner: InboxOwner, id: string): Promise<boolean> =>
  (await mark(manager, owner, { deleted: true }, ' AND n.id = $6', [id])) > 0;

export const markAllNotifications = (manager: EntityManager, owner: InboxOwner, isRead: boolean) =>
  mark(manager, owner, { isRead });

/** `onlyRead` true deletes the read ones, false deletes all (spec 01 §7.6). */
export const deleteAllNotifications = (manager: EntityManager, owner: InboxOwner, onlyRead: boolean) =>
  mark(manager, owner, { deleted: true }, onlyRead ? ' AND COALESCE(m.is_read, false)' : '');
