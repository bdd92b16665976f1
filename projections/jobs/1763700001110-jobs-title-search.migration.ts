import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The jobs list searches titles with ILIKE '%…%' (spec 02 §2.2): a trigram index keeps that fast at 10k jobs. */
export class JobsTitleSearch1763700001110 implements MigrationInterface {
  name = 'JobsTitleSearch1763700001110';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await runner.query(`CREATE INDEX rm_jobs_title_search ON rm_jobs USING gin (name gin_trgm_ops)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_jobs_title_search`);
  }
}
