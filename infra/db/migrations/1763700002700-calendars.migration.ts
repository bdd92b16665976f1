import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendars (issue 11): the built-in calendar's events (the spec's CAL) per user, kept as the invitation's
 * ICS text with its UID, SEQUENCE and the interval it occupies extracted for free/busy; and each user's
 * CalDAV connection, whose credentials are stored encrypted (infra/calendars/calendar-credentials.ts).
 */
export class Calendars1763700002700 implements MigrationInterface {
  name = 'Calendars1763700002700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE calendar_events (
        company_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        uid text NOT NULL,
        sequence integer NOT NULL,
        ics text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        transparent boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, uid)
      )`);
    await runner.query(`CREATE INDEX calendar_events_busy ON calendar_events (user_id, starts_at, ends_at)`);
    await runner.query(`
      CREATE TABLE calendar_connections (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('CALDAV')),
        server_url text NOT NULL,
        calendar_url text NOT NULL,
        calendar_name text,
        credentials jsonb NOT NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE calendar_connections`);
    await runner.query(`DROP TABLE calendar_events`);
  }
}
