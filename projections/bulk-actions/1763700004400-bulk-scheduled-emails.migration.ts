import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each candidate a bulk e-mail sent later is to reach, until its e-mail is on the application's stream: the
 * Emails tab shows the e-mail as scheduled (or cancelled with the action) meanwhile. Filled from the log: the
 * bulk-actions read model is emptied and its checkpoint dropped, so the projector rebuilds it when it next
 * starts (as `npm run projections:rebuild -- bulk-actions` does).
 */
export class BulkScheduledEmails1763700004400 implements MigrationInterface {
  name = 'BulkScheduledEmails1763700004400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_bulk_scheduled_emails (
        bulk_action_id uuid NOT NULL,
        application_id uuid NOT NULL,
        company_id uuid NOT NULL,
        PRIMARY KEY (bulk_action_id, application_id)
      )`);
    await runner.query(`CREATE INDEX rm_bulk_scheduled_emails_application ON rm_bulk_scheduled_emails (company_id, application_id)`);
    await runner.query(`TRUNCATE rm_bulk_actions, rm_bulk_action_items`);
    await runner.query(`DELETE FROM checkpoints WHERE name = 'projection:bulk-actions'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_bulk_scheduled_emails`);
  }
}
