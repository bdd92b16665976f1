import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The candidate task responses read model (projections/candidate-task-responses): one row per candidate's
 * response to a stage's task, every task type, from CandidateTaskStarted / CandidateTaskCompleted.
 */
export class CandidateTaskResponsesReadModel1763700003100 implements MigrationInterface {
  name = 'CandidateTaskResponsesReadModel1763700003100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_candidate_task_responses (
        response_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        candidate_id uuid NOT NULL,
        job_id uuid NOT NULL,
        stage_id text NOT NULL,
        task_id text NOT NULL,
        task_type text NOT NULL,
        status text NOT NULL,
        started_at timestamptz NOT NULL,
        deadline timestamptz,
        completed_at timestamptz,
        result jsonb,
        qualified boolean,
        revision int NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_candidate_task_responses_application ON rm_candidate_task_responses (company_id, application_id, started_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE rm_candidate_task_responses');
  }
}
