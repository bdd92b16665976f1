import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files uploaded once for a bulk e-mail (spec 03 "Email composer": attachments), before the bulk action names
 * them; each item copies one into its application's files when its e-mail goes. The bytes are in the blob store
 * under the row's id.
 */
export class BulkEmailAttachments1763700003950 implements MigrationInterface {
  name = 'BulkEmailAttachments1763700003950';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE bulk_email_attachments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        uploaded_by uuid NOT NULL REFERENCES users(id),
        uploaded_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX bulk_email_attachments_company ON bulk_email_attachments (company_id, uploaded_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE bulk_email_attachments`);
  }
}
