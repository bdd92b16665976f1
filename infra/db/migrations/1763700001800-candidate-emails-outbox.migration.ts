import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails to candidates go through the same outbox as system mail (ADR 0007), with what such mail needs
 * besides: copies, a Reply-To (the thread's reply address), the sender's name, and attachments named by
 * their blobs (bytes read at delivery, never copied into the table). And which application each candidate
 * e-mail belongs to, so a reply to its thread address finds its way back (kept apart from the outbox, whose
 * rows an operator may clear).
 */
export class CandidateEmailsOutbox1763700001800 implements MigrationInterface {
  name = 'CandidateEmailsOutbox1763700001800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE mail_outbox
        ADD COLUMN cc_addresses text[] NOT NULL DEFAULT '{}',
        ADD COLUMN bcc_addresses text[] NOT NULL DEFAULT '{}',
        ADD COLUMN reply_to text,
        ADD COLUMN from_name text,
        ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
    await runner.query(`
      CREATE TABLE candidate_email_threads (
        email_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE candidate_email_threads`);
    await runner.query(`
      ALTER TABLE mail_outbox
        DROP COLUMN cc_addresses, DROP COLUMN bcc_addresses, DROP COLUMN reply_to, DROP COLUMN from_name, DROP COLUMN attachments`);
  }
}
