import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agency that brought each application (spec 02 §3.7 "agency", the `agency` filter of §3.9). No rebuild is
 * needed: no application had an agency before this version could record one, so every existing row's is null.
 * Filters name the company, so the index leads with it.
 */
export class CandidateListAgency1763700003901 implements MigrationInterface {
  name = 'CandidateListAgency1763700003901';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE rm_candidate_list ADD COLUMN agency_id uuid, ADD COLUMN agency_name text`);
    await runner.query(`CREATE INDEX rm_candidate_list_agency ON rm_candidate_list (company_id, agency_id) WHERE agency_id IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_candidate_list_agency`);
    await runner.query(`ALTER TABLE rm_candidate_list DROP COLUMN agency_id, DROP COLUMN agency_name`);
  }
}
