import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobsReadModel1763700000100 implements MigrationInterface {
  name = 'JobsReadModel1763700000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_jobs (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        status text NOT NULL,
        owner_id uuid,
        stages jsonb NOT NULL,
        revision int NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_jobs_company_status ON rm_jobs (company_id, status)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_jobs`);
  }
}
