import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The jobs list at 10k jobs (spec 02 §2.2; `npm run bench`): tab counts are read from `rm_job_tab_counts`
 * (kept per company by the jobs projection) when no search or filter narrows them, else counted through the
 * (company, kind, status) index.
 */
export class JobTabCounts1763700001120 implements MigrationInterface {
  name = 'JobTabCounts1763700001120';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX IF EXISTS rm_jobs_company_status`);
    await runner.query(`CREATE INDEX rm_jobs_company_tab ON rm_jobs (company_id, kind, status)`);
    await runner.query(`
      CREATE TABLE rm_job_tab_counts (
        company_id uuid NOT NULL,
        kind text NOT NULL,
        status text NOT NULL,
        jobs int NOT NULL,
        PRIMARY KEY (company_id, kind, status)
      )`);
    await runner.query(`
      INSERT INTO rm_job_tab_counts (company_id, kind, status, jobs)
      SELECT company_id, kind, status, count(*) FROM rm_jobs GROUP BY company_id, kind, status`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_job_tab_counts`);
    await runner.query(`DROP INDEX rm_jobs_company_tab`);
    await runner.query(`CREATE INDEX rm_jobs_company_status ON rm_jobs (company_id, status)`);
  }
}
