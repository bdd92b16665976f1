import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The candidate list's `candidateResponseFilters` (projections/candidate-list/candidate-list-filters.ts) look for
 * completed responses whose answers hold a question (`result @> '{"answers":[{"questionId":…}]}'`): a GIN index
 * over the completed results answers that containment without reading every response of the company.
 */
export class CandidateTaskAnswersIndex1763700003600 implements MigrationInterface {
  name = 'CandidateTaskAnswersIndex1763700003600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX rm_candidate_task_responses_answers ON rm_candidate_task_responses USING gin (result jsonb_path_ops) WHERE status = 'COMPLETED'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX rm_candidate_task_responses_answers');
  }
}
