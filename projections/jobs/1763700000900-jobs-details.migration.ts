import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The jobs list of spec 02 §2.2 filters and counts by these; the whole job as the domain folds it sits in
 * `job` so the wizard reads one row. Rows written before have no `job`: the read model is emptied and its
 * checkpoint dropped, so the projector rebuilds it from the log when it next starts.
 */
export class JobsDetails1763700000900 implements MigrationInterface {
  name = 'JobsDetails1763700000900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE rm_jobs
        ADD COLUMN display_name text NOT NULL DEFAULT '',
        ADD COLUMN kind text NOT NULL DEFAULT 'JOB',
        ADD COLUMN created_by text NOT NULL DEFAULT 'manual',
        ADD COLUMN recruiter_id uuid,
        ADD COLUMN hiring_manager_id uuid,
        ADD COLUMN department_id uuid,
        ADD COLUMN location_id uuid,
        ADD COLUMN pipeline_template_id uuid,
        ADD COLUMN career_page boolean NOT NULL DEFAULT false,
        ADD COLUMN employee_portal boolean NOT NULL DEFAULT false,
        ADD COLUMN confidential boolean NOT NULL DEFAULT false,
        ADD COLUMN published_at timestamptz,
        ADD COLUMN closed_at timestamptz,
        ADD COLUMN auto_close_on timestamptz,
        ADD COLUMN job jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await runner.query(`TRUNCATE rm_jobs`);
    await runner.query(`DELETE FROM checkpoints WHERE name = 'projection:jobs'`);
    await runner.query(`CREATE INDEX rm_jobs_company_created ON rm_jobs (company_id, created_at DESC, id)`);
    await runner.query(`CREATE INDEX rm_jobs_company_department ON rm_jobs (company_id, department_id)`);
    await runner.query(`CREATE INDEX rm_jobs_company_location ON rm_jobs (company_id, location_id)`);
    await runner.query(`CREATE INDEX rm_jobs_company_template ON rm_jobs (company_id, pipeline_template_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_jobs_company_created, rm_jobs_company_department, rm_jobs_company_location, rm_jobs_company_template`);
    await runner.query(`
      ALTER TABLE rm_jobs
        DROP COLUMN display_name, DROP COLUMN kind, DROP COLUMN created_by, DROP COLUMN recruiter_id,
        DROP COLUMN hiring_manager_id, DROP COLUMN department_id, DROP COLUMN location_id,
        DROP COLUMN pipeline_template_id, DROP COLUMN career_page, DROP COLUMN employee_portal,
        DROP COLUMN confidential, DROP COLUMN published_at, DROP COLUMN closed_at, DROP COLUMN auto_close_on, DROP COLUMN job`);
  }
}
