import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplateAttachments1763700001410 implements MigrationInterface {
  name = 'EmailTemplateAttachments1763700001410';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE email_template_attachments (
        id uuid PRIMARY KEY,
        template_id uuid NOT NULL REFERENCES email_templates(id),
        company_id uuid NOT NULL REFERENCES companies(id),
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        uploaded_by uuid NOT NULL REFERENCES users(id),
        uploaded_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX email_template_attachments_template ON email_template_attachments (template_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE email_template_attachments`);
  }
}
