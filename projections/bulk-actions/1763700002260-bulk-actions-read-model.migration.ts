import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BulkActionsReadModel1763700002260 implements MigrationInterface {
  name = 'BulkActionsReadModel1763700002260';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_bulk_actions (
        bulk_action_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        notification_type text NOT NULL,
        total_count int NOT NULL,
        succeeded_count int NOT NULL DEFAULT 0,
        failed_count int NOT NULL DEFAULT 0,
        skipped_count int NOT NULL DEFAULT 0,
        cancel_requested boolean NOT NULL DEFAULT false,
        finished boolean NOT NULL DEFAULT false,
        reversible boolean NOT NULL,
        undo_of uuid,
        undone_by uuid,
        cleared boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        revision int NOT NULL
      )`);
    // The panel: a user's actions not cleared, newest first.
    await runner.query(`CREATE INDEX rm_bulk_actions_user ON rm_bulk_actions (company_id, user_id, created_at DESC) WHERE NOT cleared`);
    await runner.query(`
      CREATE TABLE rm_bulk_action_items (
        bulk_action_id uuid NOT NULL,
        application_id uuid NOT NULL,
        company_id uuid NOT NULL,
        outcome text NOT NULL,
        reason text,
        PRIMARY KEY (bulk_action_id, application_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_bulk_action_items`);
    await runner.query(`DROP TABLE rm_bulk_actions`);
  }
}
