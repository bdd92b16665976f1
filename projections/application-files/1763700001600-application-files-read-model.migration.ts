import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApplicationFilesReadModel1763700001600 implements MigrationInterface {
  name = 'ApplicationFilesReadModel1763700001600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_application_files (
        file_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        candidate_id uuid NOT NULL,
        file_name text,
        content_type text NOT NULL,
        extension text NOT NULL,
        size_bytes int NOT NULL,
        confidential boolean NOT NULL,
        uploaded_by_candidate boolean NOT NULL,
        uploaded_by_name text NOT NULL,
        uploaded_at timestamptz NOT NULL,
        revision int NOT NULL
      )`);
    // The profile lists one application's files, newest first; erasure finds a candidate's.
    await runner.query(`CREATE INDEX rm_application_files_application ON rm_application_files (company_id, application_id, uploaded_at DESC)`);
    await runner.query(`CREATE INDEX rm_application_files_candidate ON rm_application_files (candidate_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_application_files`);
  }
}
