import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which candidate each application belongs to, so notifications name the candidate as they are now: an edit
 * or a merge (ADR 0016) renames every application of the candidate. Existing rows learn it on a rebuild.
 */
export class InboxOwnerCandidates1763700002380 implements MigrationInterface {
  name = 'InboxOwnerCandidates1763700002380';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE inbox_application_owners ADD COLUMN candidate_id uuid`);
    await runner.query(`CREATE INDEX inbox_application_owners_candidate ON inbox_application_owners (company_id, candidate_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE inbox_application_owners DROP COLUMN candidate_id`);
  }
}
