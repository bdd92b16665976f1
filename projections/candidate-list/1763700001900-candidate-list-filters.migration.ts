import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The candidate list's filters of spec 02 §3.9 that the first read model could not answer: the archival
 * reason's id, the stage's status (from its kind), the phone's digits for phone search and the hired date.
 * Rows written before lack them: the read model is emptied and its checkpoint dropped, so the projector
 * rebuilds it from the log when it next starts (as `npm run projections:rebuild -- candidate-list` does).
 */
export class CandidateListFilters1763700001900 implements MigrationInterface {
  name = 'CandidateListFilters1763700001900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE rm_candidate_list
        ADD COLUMN archival_reason_id uuid,
        ADD COLUMN stage_status text NOT NULL DEFAULT 'IN_PROCESS',
        ADD COLUMN phone_digits text,
        ADD COLUMN hired_at timestamptz`);
    await runner.query(`TRUNCATE rm_candidate_list`);
    await runner.query(`DELETE FROM checkpoints WHERE name = 'projection:candidate-list'`);
    // Sorting and filtering by the applied date within a tab; the filters' columns per company.
    await runner.query(`CREATE INDEX rm_candidate_list_applied ON rm_candidate_list (company_id, status, applied_at DESC, application_id)`);
    await runner.query(`CREATE INDEX rm_candidate_list_owner ON rm_candidate_list (company_id, owner_id)`);
    await runner.query(`CREATE INDEX rm_candidate_list_origin_source ON rm_candidate_list (company_id, origin, source)`);
    await runner.query(`CREATE INDEX rm_candidate_list_stage_status ON rm_candidate_list (company_id, stage_status)`);
    await runner.query(
      `CREATE INDEX rm_candidate_list_archival_reason ON rm_candidate_list (company_id, archival_reason_id) WHERE archival_reason_id IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX rm_candidate_list_phone ON rm_candidate_list USING gin (phone_digits gin_trgm_ops)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `DROP INDEX rm_candidate_list_applied, rm_candidate_list_owner, rm_candidate_list_origin_source, rm_candidate_list_stage_status, rm_candidate_list_archival_reason, rm_candidate_list_phone`,
    );
    await runner.query(`
      ALTER TABLE rm_candidate_list
        DROP COLUMN archival_reason_id, DROP COLUMN stage_status, DROP COLUMN phone_digits, DROP COLUMN hired_at`);
  }
}
