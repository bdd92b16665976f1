import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notificationId } from './inbox.projection';

/**
 * Makes the inbox rebuildable: what users did to their notifications (read, starred, deleted) moves to a
 * table of its own, and every notification takes the id derived from its (event, user), the id a rebuild
 * gives it again.
 */
export class InboxUserMarks1763700000800 implements MigrationInterface {
  name = 'InboxUserMarks1763700000800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inbox_notification_marks (
        notification_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        is_important boolean NOT NULL DEFAULT false,
        deleted_at timestamptz
      )`);
    await runner.query(`CREATE INDEX inbox_notification_marks_user ON inbox_notification_marks (company_id, user_id)`);
    const rows = (await runner.query(`SELECT id, event_id, user_id FROM inbox_notifications`)) as Array<{
      id: string;
      event_id: string;
      user_id: string;
    }>;
    for (let start = 0; start < rows.length; start += 5000) {
      const slice = rows.slice(start, start + 5000);
      await runner.query(
        `UPDATE inbox_notifications n SET id = v.new_id
           FROM unnest($1::uuid[], $2::uuid[]) AS v(old_id, new_id) WHERE n.id = v.old_id`,
        [slice.map((row) => row.id), slice.map((row) => notificationId(row.event_id, row.user_id))],
      );
    }
    await runner.query(`
      INSERT INTO inbox_notification_marks (notification_id, company_id, user_id, is_read, is_important)
      SELECT id, company_id, user_id, is_read, is_important FROM inbox_notifications WHERE is_read OR is_important`);
    await runner.query(`ALTER TABLE inbox_notifications DROP COLUMN is_read, DROP COLUMN is_important`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE inbox_notifications
        ADD COLUMN is_read boolean NOT NULL DEFAULT false,
        ADD COLUMN is_important boolean NOT NULL DEFAULT false`);
    await runner.query(`
      UPDATE inbox_notifications n SET is_read = m.is_read, is_important = m.is_important
        FROM inbox_notification_marks m WHERE m.notification_id = n.id`);
    await runner.query(`
      DELETE FROM inbox_notifications n USING inbox_notification_marks m
        WHERE m.notification_id = n.id AND m.deleted_at IS NOT NULL`);
    await runner.query(`DROP TABLE inbox_notification_marks`);
  }
}
