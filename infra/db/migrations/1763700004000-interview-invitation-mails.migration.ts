import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which outbox mails and attachment blobs carried an interview's invitation, by application: the invitation
 * names the candidate and the fixed attendees, so erasing the candidate finds and removes them here
 * (infra/interviews/interview-invitations.personal-data.ts). Ids only.
 */
export class InterviewInvitationMails1763700004000 implements MigrationInterface {
  name = 'InterviewInvitationMails1763700004000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE interview_invitation_mails (
        company_id uuid NOT NULL,
        mail_id uuid NOT NULL,
        interview_id uuid NOT NULL,
        application_id uuid NOT NULL,
        invitation_uid text NOT NULL,
        blob_id uuid NOT NULL,
        PRIMARY KEY (company_id, mail_id)
      )`);
    await runner.query(`CREATE INDEX interview_invitation_mails_application ON interview_invitation_mails (company_id, application_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE interview_invitation_mails`);
  }
}
