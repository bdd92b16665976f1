import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CandidateListReadModel1763700000200 implements MigrationInterface {
  name = 'CandidateListReadModel1763700000200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await runner.query(`
      CREATE TABLE rm_candidate_list (
        application_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        candidate_id uuid NOT NULL,
        job_id uuid NOT NULL,
        job_name text NOT NULL,
        stage_id text NOT NULL,
        stage_name text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        origin text NOT NULL,
        source text,
        owner_id uuid NOT NULL,
        owner_name text NOT NULL,
        status text NOT NULL,
        archival_reason text,
        applied_at timestamptz NOT NULL,
        last_activity_at timestamptz NOT NULL,
        revision int NOT NULL
      )`);
    // The list is read per company and tab, newest activity first; job and stage filters narrow it.
    await runner.query(
      `CREATE INDEX rm_candidate_list_tab ON rm_candidate_list (company_id, status, last_activity_at DESC, application_id)`,
    );
    await runner.query(`CREATE INDEX rm_candidate_list_job ON rm_candidate_list (company_id, job_id, stage_id)`);
    await runner.query(
      `CREATE INDEX rm_candidate_list_search ON rm_candidate_list USING gin ((first_name || ' ' || last_name) gin_trgm_ops, email gin_trgm_ops)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_candidate_list`);
  }
}
