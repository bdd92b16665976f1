import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplates1763700001400 implements MigrationInterface {
  name = 'EmailTemplates1763700001400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE email_templates (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        title text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        type text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        updated_by uuid NOT NULL REFERENCES users(id),
        updated_at timestamptz NOT NULL
      )`);
    // Titles are unique per company whatever their case (spec 03 §8 'Title already exists…'): a concurrent add loses here.
    await runner.query(`CREATE UNIQUE INDEX email_templates_company_title ON email_templates (company_id, lower(title))`);
    // One default per type and company.
    await runner.query(
      `CREATE UNIQUE INDEX email_templates_company_default ON email_templates (company_id, type) WHERE is_default`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE email_templates`);
  }
}
