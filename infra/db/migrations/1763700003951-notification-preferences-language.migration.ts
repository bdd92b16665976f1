import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The interface language a user saved their notification preferences in (each request carries it, spec 03 §7):
 * their daily digest is written in it. Rows saved before read English, as every digest did.
 */
export class NotificationPreferencesLanguage1763700003951 implements MigrationInterface {
  name = 'NotificationPreferencesLanguage1763700003951';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE notification_preferences ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE notification_preferences DROP COLUMN language`);
  }
}
