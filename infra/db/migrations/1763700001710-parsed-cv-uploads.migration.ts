import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CVs uploaded to prefill the add-candidate form (spec 02 §2.12), kept until the candidate is added with
 * them (they become the application's CV file) or the form is left. Only the uploader may attach one.
 */
export class ParsedCvUploads1763700001710 implements MigrationInterface {
  name = 'ParsedCvUploads1763700001710';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE parsed_cv_uploads (
        blob_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        uploaded_by uuid NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes int NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX parsed_cv_uploads_uploaded_at ON parsed_cv_uploads (uploaded_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE parsed_cv_uploads`);
  }
}
