import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The application's tags on the candidate list (spec 02 §3.7, the `tag` / `frequentTags` filters of §3.9), with
 * a GIN index for "has any of these tags". No rebuild is needed: no application had tags before this version
 * could record them, so every existing row's tags are the default, empty. The projector fills the column on a
 * rebuild (`npm run projections:rebuild -- candidate-list`) from ApplicationTagsChanged.
 */
export class CandidateListTags1763700002150 implements MigrationInterface {
  name = 'CandidateListTags1763700002150';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE rm_candidate_list ADD COLUMN tags text[] NOT NULL DEFAULT '{}'`);
    await runner.query(`CREATE INDEX rm_candidate_list_tags ON rm_candidate_list USING gin (tags)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_candidate_list_tags`);
    await runner.query(`ALTER TABLE rm_candidate_list DROP COLUMN tags`);
  }
}
