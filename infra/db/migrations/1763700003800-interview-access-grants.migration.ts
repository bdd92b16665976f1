import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each interview gave each interviewer on its job (issue 11): removal from the interview or its
 * cancellation takes back exactly that, leaving access held by other means.
 */
export class InterviewAccessGrants1763700003800 implements MigrationInterface {
  name = 'InterviewAccessGrants1763700003800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE interview_access_grants (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        job_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        interview_id uuid NOT NULL,
        permissions text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // one grant per interview and interviewer: the policy checks under the user's row lock, the index settles the rest
    await runner.query(`CREATE UNIQUE INDEX interview_access_grants_interview_user ON interview_access_grants (interview_id, user_id)`);
    await runner.query(`CREATE INDEX interview_access_grants_job_user ON interview_access_grants (company_id, job_id, user_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE interview_access_grants`);
  }
}
