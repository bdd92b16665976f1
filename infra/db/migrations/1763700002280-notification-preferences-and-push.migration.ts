import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's notification preferences (spec 03), and the push store: the messages the real-time stream sends
 * (spec 01 §3.9), kept so a reconnecting client resumes from its last event id (the row's id) without losing
 * one; bounded by the cleanup in infra/push.
 */
export class NotificationPreferencesAndPush1763700002280 implements MigrationInterface {
  name = 'NotificationPreferencesAndPush1763700002280';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notification_preferences (
        id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        preferences jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE push_messages (
        id bigserial PRIMARY KEY,
        source_key text NOT NULL UNIQUE,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        type text NOT NULL,
        title text NOT NULL,
        body text NOT NULL DEFAULT '',
        duration integer NOT NULL,
        progress_type text,
        notification_position text NOT NULL,
        progress_bar_id text,
        progress_bar_status text,
        payload jsonb NOT NULL DEFAULT '{}',
        received boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await runner.query(`CREATE INDEX push_messages_user ON push_messages (user_id, id)`);
    await runner.query(`CREATE INDEX push_messages_unpublished ON push_messages (id) WHERE published_at IS NULL`);
    await runner.query(`CREATE INDEX push_messages_created ON push_messages (created_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE push_messages`);
    await runner.query(`DROP TABLE notification_preferences`);
  }
}
