import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's own e-mail signature (spec 03 "Profile": email signature), plain text as the company's is (branding);
 * null for none. At most 2000 characters (MAX_EMAIL_SIGNATURE_LENGTH).
 */
export class UserEmailSignature1763700004390 implements MigrationInterface {
  name = 'UserEmailSignature1763700004390';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users ADD COLUMN email_signature text CHECK (email_signature IS NULL OR length(email_signature) <= 2000)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users DROP COLUMN email_signature`);
  }
}
