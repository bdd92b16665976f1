import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's recruitment agencies (issue 8, spec 02 §2.9, §3.12). */
export class Agencies1763700003900 implements MigrationInterface {
  name = 'Agencies1763700003900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE agencies (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        contact_name text NOT NULL,
        contact_email text NOT NULL,
        invitation_subject text NOT NULL,
        invitation_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // names unique per company whatever their case: the policy checks, the index settles concurrent adds
    await runner.query(`CREATE UNIQUE INDEX agencies_company_name ON agencies (company_id, lower(name))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE agencies`);
  }
}
