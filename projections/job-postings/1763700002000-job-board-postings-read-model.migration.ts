import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobBoardPostingsReadModel1763700002000 implements MigrationInterface {
  name = 'JobBoardPostingsReadModel1763700002000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_job_board_postings (
        posting_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        job_id uuid NOT NULL,
        board text NOT NULL,
        tier text NOT NULL,
        status text NOT NULL,
        attempt int NOT NULL,
        requested_at timestamptz NOT NULL,
        posted_at timestamptz,
        closed_at timestamptz,
        closed_how text,
        failed_at timestamptz,
        failure_reason text,
        external_id text,
        url text,
        application_count int NOT NULL DEFAULT 0,
        hire_count int NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_job_board_postings_job ON rm_job_board_postings (job_id)`);
    await runner.query(`CREATE INDEX rm_job_board_postings_feed ON rm_job_board_postings (company_id, board, status)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_job_board_postings`);
  }
}
