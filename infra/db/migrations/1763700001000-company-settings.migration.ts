import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The stages every company's default pipeline template starts with (domain/jobs DEFAULT_STAGE_NAMES). */
const DEFAULT_TEMPLATE_STAGES = ['Sourced', 'Application', 'Screening', 'Interview', 'Offer', 'Hired'];

/**
 * Company settings jobs depend on (spec 02 §2.7, §3.3; 03 "Locations & Departments"): locations, departments
 * with an optional head of department, and stage pipeline templates, one of them each company's default.
 * Every existing company gets its default template here; new ones get it when they are created.
 */
export class CompanySettings1763700001000 implements MigrationInterface {
  name = 'CompanySettings1763700001000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX locations_company_name ON locations (company_id, lower(name))`);
    await runner.query(`
      CREATE TABLE departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        head_of_department_id uuid REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX departments_company_name ON departments (company_id, lower(name))`);
    await runner.query(`
      CREATE TABLE pipeline_templates (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        stage_names text[] NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX pipeline_templates_company ON pipeline_templates (company_id, created_at)`);
    await runner.query(
      `CREATE UNIQUE INDEX pipeline_templates_one_default ON pipeline_templates (company_id) WHERE is_default`,
    );
    await runner.query(
      `INSERT INTO pipeline_templates (id, company_id, name, stage_names, is_default)
       SELECT gen_random_uuid(), id, 'Default stage pipeline', $1::text[], true FROM companies`,
      [DEFAULT_TEMPLATE_STAGES],
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['pipeline_templates', 'departments', 'locations']) await runner.query(`DROP TABLE ${table}`);
  }
}
