import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the inbox remembers of each interview (its title, organizer and interviewers now): a reschedule or a
 * cancellation tells the interviewers, feedback tells the organizer. Rebuildable with the inbox.
 */
export class InboxInterviews1763700002610 implements MigrationInterface {
  name = 'InboxInterviews1763700002610';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inbox_interviews (
        interview_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        job_id uuid NOT NULL,
        title text NOT NULL,
        organizer_id text NOT NULL,
        interviewer_ids text[] NOT NULL DEFAULT '{}'
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inbox_interviews`);
  }
}
