import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh tokens rotate on every use; all tokens descended from one sign-in form a family, so a reused
 * (already rotated) token can revoke the whole family at once (docs/api.md "Identity").
 */
export class RefreshTokenFamilies1763700000500 implements MigrationInterface {
  name = 'RefreshTokenFamilies1763700000500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE auth_refresh_tokens ADD COLUMN family_id uuid`);
    await runner.query(`UPDATE auth_refresh_tokens SET family_id = id WHERE family_id IS NULL`);
    await runner.query(`ALTER TABLE auth_refresh_tokens ALTER COLUMN family_id SET NOT NULL`);
    await runner.query(`CREATE INDEX auth_refresh_tokens_family ON auth_refresh_tokens (family_id)`);
    await runner.query(
      `CREATE INDEX auth_otp_codes_user_purpose ON auth_otp_codes (user_id, purpose, created_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX auth_otp_codes_user_purpose`);
    await runner.query(`ALTER TABLE auth_refresh_tokens DROP COLUMN family_id`);
  }
}
