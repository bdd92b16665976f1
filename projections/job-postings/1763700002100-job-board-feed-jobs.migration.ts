import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The jobs the XML feed shows, folded from the jobs' own events. */
export class JobBoardFeedJobs1763700002100 implements MigrationInterface {
  name = 'JobBoardFeedJobs1763700002100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_job_board_feed_jobs (
        job_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        listed boolean NOT NULL,
        published_at timestamptz,
        job jsonb NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_job_board_feed_jobs`);
  }
}
