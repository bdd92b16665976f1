import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The interviews read model (projections/interviews): one row per interview (its interviewers and who gave
 * feedback as arrays, for the dashboard's tabs) and one row per interviewer's feedback.
 */
export class InterviewsReadModel1763700002400 implements MigrationInterface {
  name = 'InterviewsReadModel1763700002400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_interviews (
        interview_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        job_id uuid NOT NULL,
        title text NOT NULL,
        location text NOT NULL,
        description text,
        organizer_id uuid NOT NULL,
        interviewer_ids uuid[] NOT NULL,
        feedback_by uuid[] NOT NULL DEFAULT '{}',
        fixed_attendees jsonb NOT NULL DEFAULT '[]',
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        duration_minutes int NOT NULL,
        meeting_type text NOT NULL,
        meeting_link text,
        feedback_template_id uuid,
        booking_link_id uuid,
        status text NOT NULL,
        no_show boolean NOT NULL DEFAULT false,
        invitation_uid text NOT NULL,
        invitation_sequence int NOT NULL,
        scheduled_by uuid NOT NULL,
        scheduled_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        revision int NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_interviews_application ON rm_interviews (company_id, application_id, starts_at)`);
    await runner.query(`CREATE INDEX rm_interviews_company ON rm_interviews (company_id, starts_at)`);
    await runner.query(`CREATE INDEX rm_interviews_interviewers ON rm_interviews USING gin (interviewer_ids)`);
    await runner.query(`
      CREATE TABLE rm_interview_feedback (
        feedback_id text PRIMARY KEY,
        company_id uuid NOT NULL,
        interview_id uuid NOT NULL,
        application_id uuid NOT NULL,
        interviewer_id uuid NOT NULL,
        feedback_template_id uuid,
        scores jsonb NOT NULL,
        notes text,
        confidential_notes text,
        proceed_to_next_stage boolean NOT NULL,
        total_score double precision NOT NULL,
        total_percentage double precision NOT NULL,
        submitted_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_interview_feedback_interview ON rm_interview_feedback (company_id, interview_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_interview_feedback`);
    await runner.query(`DROP TABLE rm_interviews`);
  }
}
