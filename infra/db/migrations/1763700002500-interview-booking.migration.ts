import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self-scheduling (issue 11, domain/interview-availability): each interviewer's availability, the company's
 * booking links, the invites sent to candidates (a signed link names one) and the bookings made through them.
 */
export class InterviewBooking1763700002500 implements MigrationInterface {
  name = 'InterviewBooking1763700002500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE interview_availabilities (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        interviewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        time_zone text NOT NULL,
        working_hours jsonb NOT NULL,
        minimum_notice_minutes int NOT NULL,
        buffer_before_minutes int NOT NULL,
        buffer_after_minutes int NOT NULL,
        booking_window_days int,
        max_interviews_per_day int,
        updated_by uuid NOT NULL REFERENCES users(id),
        updated_at timestamptz NOT NULL
      )`);
    // one availability per interviewer: the policy checks, the index settles two concurrent adds
    await runner.query(`CREATE UNIQUE INDEX interview_availabilities_interviewer ON interview_availabilities (company_id, interviewer_id)`);
    await runner.query(`
      CREATE TABLE interview_booking_links (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        event_name text NOT NULL,
        duration_minutes int NOT NULL,
        description text NOT NULL,
        interviewer_ids uuid[] NOT NULL,
        time_zone text NOT NULL,
        event_type text NOT NULL CHECK (event_type IN ('VIDEO_CONFERENCE', 'IN_PERSON', 'PHONE_SCREEN')),
        organizer_address text NOT NULL,
        minimum_notice_minutes int NOT NULL,
        buffer_before_minutes int NOT NULL,
        buffer_after_minutes int NOT NULL,
        window_kind text NOT NULL CHECK (window_kind IN ('CALENDAR_DAYS', 'BUSINESS_DAYS')),
        window_days int NOT NULL,
        frequency_limit_count int,
        frequency_limit_period text CHECK (frequency_limit_period IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
        feedback_template_id uuid,
        updated_by uuid NOT NULL REFERENCES users(id),
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX interview_booking_links_company ON interview_booking_links (company_id, lower(name))`);
    // No foreign key to the link: a deleted link leaves its invites stale ('invalid or expired') and its bookings kept.
    await runner.query(`
      CREATE TABLE interview_booking_invites (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        link_id uuid NOT NULL,
        application_id uuid NOT NULL,
        sent_by uuid NOT NULL REFERENCES users(id),
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX interview_booking_invites_application ON interview_booking_invites (company_id, application_id)`);
    await runner.query(`
      CREATE TABLE interview_bookings (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        invite_id uuid NOT NULL UNIQUE REFERENCES interview_booking_invites(id),
        link_id uuid NOT NULL,
        application_id uuid NOT NULL,
        interviewer_ids uuid[] NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        candidate_time_zone text,
        interview_id uuid,
        booked_at timestamptz NOT NULL
      )`);
    // Bookings of one link never share a start; overlaps across links are refused under the interviewers' locks.
    await runner.query(`CREATE UNIQUE INDEX interview_bookings_link_start ON interview_bookings (link_id, starts_at)`);
    await runner.query(`CREATE INDEX interview_bookings_interviewers ON interview_bookings USING gin (interviewer_ids)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE interview_bookings`);
    await runner.query(`DROP TABLE interview_booking_invites`);
    await runner.query(`DROP TABLE interview_booking_links`);
    await runner.query(`DROP TABLE interview_availabilities`);
  }
}
