import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's own time zone (spec 03 "Profile": timezone), an IANA name; null for none, when the product's default
 * (spec 04 §9, Asia/Dubai) applies. The daily digest goes out at 06:00 in it.
 */
export class UserTimeZone1763700004330 implements MigrationInterface {
  name = 'UserTimeZone1763700004330';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users ADD COLUMN time_zone text CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users DROP COLUMN time_zone`);
  }
}
