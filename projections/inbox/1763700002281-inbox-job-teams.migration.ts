import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the inbox remembers of each job's team (owner, recruiter, hiring manager): a team change tells those
 * it adds or removes (JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED). Rebuildable with the inbox.
 */
export class InboxJobTeams1763700002281 implements MigrationInterface {
  name = 'InboxJobTeams1763700002281';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inbox_job_teams (
        job_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        job_name text NOT NULL,
        owner_id uuid,
        recruiter_id uuid,
        hiring_manager_id uuid
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inbox_job_teams`);
  }
}
