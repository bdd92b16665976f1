import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Branding (spec 03 §3 "Branding"), the career page's content (§3 "Career page"), and candidate one-time
 * codes: the apply portal e-mails a code to a candidate account (candidate_users), so the codes table no
 * longer refers to staff users only.
 */
export class BrandingCareerPageApplyPortal1763700002360 implements MigrationInterface {
  name = 'BrandingCareerPageApplyPortal1763700002360';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE company_brandings (
        id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        brand_name text NOT NULL,
        primary_colour text NOT NULL,
        language text NOT NULL,
        email_signature text NOT NULL DEFAULT '',
        logo_blob_id uuid,
        square_logo_blob_id uuid,
        favicon_blob_id uuid,
        favicon_updated_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE career_pages (
        id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        banner_blob_id uuid,
        title text NOT NULL DEFAULT '',
        subtitle text NOT NULL DEFAULT '',
        video_url text,
        video_embed_url text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`ALTER TABLE auth_otp_codes DROP CONSTRAINT IF EXISTS auth_otp_codes_user_id_fkey`);
    // The apply portal lists a verified candidate's applications by their e-mail.
    await runner.query(`CREATE INDEX IF NOT EXISTS rm_candidate_list_email ON rm_candidate_list (lower(email))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX IF EXISTS rm_candidate_list_email`);
    await runner.query(`DROP TABLE career_pages`);
    await runner.query(`DROP TABLE company_brandings`);
  }
}
