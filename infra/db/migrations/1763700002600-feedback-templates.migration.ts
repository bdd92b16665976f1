import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Interview feedback templates (domain/feedback-templates), and the company's pending-feedback reminder
 * cadence: after the first reminder 24 hours past the interview (spec 03 §8), one every N days until submitted.
 */
export class FeedbackTemplates1763700002600 implements MigrationInterface {
  name = 'FeedbackTemplates1763700002600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE feedback_templates (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        scale jsonb NOT NULL,
        sections jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_by uuid NOT NULL REFERENCES users(id),
        updated_at timestamptz NOT NULL
      )`);
    // the policy checks names too; the index settles two concurrent adds
    await runner.query(`CREATE UNIQUE INDEX feedback_templates_company_name ON feedback_templates (company_id, lower(name))`);
    await runner.query(`ALTER TABLE companies ADD COLUMN feedback_reminder_cadence_days int NOT NULL DEFAULT 1`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE companies DROP COLUMN feedback_reminder_cadence_days`);
    await runner.query(`DROP TABLE feedback_templates`);
  }
}
