import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which board each application came through (its source), so its posting counts it and, once hired, its hire. */
export class JobBoardApplications1763700002361 implements MigrationInterface {
  name = 'JobBoardApplications1763700002361';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_job_board_applications (
        application_id uuid PRIMARY KEY,
        job_id uuid NOT NULL,
        board text NOT NULL,
        hired boolean NOT NULL DEFAULT false
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_job_board_applications`);
  }
}
