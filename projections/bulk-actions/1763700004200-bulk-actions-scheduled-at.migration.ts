import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bulk e-mail sent later waits for its time as one bulk action: the panel shows that time. Rows written before
 * lack it: the read model is emptied and its checkpoint dropped, so the projector rebuilds it from the log when it
 * next starts (as `npm run projections:rebuild -- bulk-actions` does).
 */
export class BulkActionsScheduledAt1763700004200 implements MigrationInterface {
  name = 'BulkActionsScheduledAt1763700004200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE rm_bulk_actions ADD COLUMN scheduled_at timestamptz`);
    await runner.query(`TRUNCATE rm_bulk_actions, rm_bulk_action_items`);
    await runner.query(`DELETE FROM checkpoints WHERE name = 'projection:bulk-actions'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE rm_bulk_actions DROP COLUMN scheduled_at`);
  }
}
