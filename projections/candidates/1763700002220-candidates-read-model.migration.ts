import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The candidate read model (ADR 0016): one row per candidate with every e-mail, phone and link, who referred
 * and sourced them, and their demographics; `email_keys` for duplicate detection per company. Filled from the
 * log from position 0 by its new projector (old applications seed their candidate's row). The candidate list
 * gets an index on candidate_id: a candidate's edit, merge and erasure update their rows by it.
 */
export class CandidatesReadModel1763700002220 implements MigrationInterface {
  name = 'CandidatesReadModel1763700002220';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_candidates (
        candidate_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        emails jsonb NOT NULL DEFAULT '[]',
        email_keys text[] NOT NULL DEFAULT '{}',
        phones jsonb NOT NULL DEFAULT '[]',
        links jsonb NOT NULL DEFAULT '[]',
        referred_by_id uuid,
        referred_by_name text,
        sourced_by_id uuid,
        sourced_by_name text,
        gender text,
        nationality text,
        country_of_residence text,
        merged_into uuid,
        erased boolean NOT NULL DEFAULT false,
        revision int NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_candidates_email_keys ON rm_candidates USING gin (email_keys)`);
    await runner.query(`CREATE INDEX rm_candidates_company ON rm_candidates (company_id)`);
    await runner.query(`CREATE INDEX rm_candidate_list_candidate ON rm_candidate_list (company_id, candidate_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_candidate_list_candidate`);
    await runner.query(`DROP TABLE rm_candidates`);
  }
}
