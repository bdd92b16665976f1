import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InboxReadModel1763700000300 implements MigrationInterface {
  name = 'InboxReadModel1763700000300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inbox_notifications (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        title text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        is_important boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        job_application_id uuid,
        job_role_id uuid,
        candidate_name text,
        role_name text,
        redirection_data jsonb NOT NULL DEFAULT '{}'
      )`);
    await runner.query(`CREATE UNIQUE INDEX inbox_notifications_event_user ON inbox_notifications (event_id, user_id)`);
    await runner.query(`CREATE INDEX inbox_notifications_user ON inbox_notifications (company_id, user_id, created_at DESC)`);
    await runner.query(`
      CREATE TABLE inbox_application_owners (
        application_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        candidate_name text NOT NULL,
        job_id uuid NOT NULL,
        job_name text NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inbox_application_owners`);
    await runner.query(`DROP TABLE inbox_notifications`);
  }
}
