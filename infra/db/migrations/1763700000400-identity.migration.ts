import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-in, tenancy and permissions: company and user fields, OTP codes, refresh tokens, the mail outbox. */
export class Identity1763700000400 implements MigrationInterface {
  name = 'Identity1763700000400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE companies
        ADD COLUMN career_name text,
        ADD COLUMN other_email_domains text[] NOT NULL DEFAULT '{}',
        ADD COLUMN plan text NOT NULL DEFAULT 'TEAMS',
        ADD COLUMN status text NOT NULL DEFAULT 'TRIAL',
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD COLUMN partner_name text,
        ADD COLUMN is_self_onboarding_completed boolean NOT NULL DEFAULT true,
        ADD COLUMN permission_v2 text[] NOT NULL DEFAULT '{}',
        ADD COLUMN onboarding_responses jsonb`);
    await runner.query(`CREATE UNIQUE INDEX companies_domain ON companies (lower(domain)) WHERE domain IS NOT NULL`);
    await runner.query(`
      ALTER TABLE users
        ALTER COLUMN company_id DROP NOT NULL,
        ADD COLUMN permission_v1 text[] NOT NULL DEFAULT '{}',
        ADD COLUMN collaborator_permissions jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE',
        ADD COLUMN phone text,
        ADD COLUMN invited_at timestamptz,
        ADD COLUMN last_active_at timestamptz,
        ADD COLUMN deleted_at timestamptz`);
    await runner.query(`
      CREATE TABLE auth_signing_keys (
        id text PRIMARY KEY,
        secret bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE auth_otp_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        email text NOT NULL,
        purpose text NOT NULL,
        code_hash text NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        requested_from text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX auth_otp_codes_user ON auth_otp_codes (user_id, created_at DESC)`);
    await runner.query(`CREATE INDEX auth_otp_codes_address ON auth_otp_codes (requested_from, created_at DESC)`);
    await runner.query(`
      CREATE TABLE auth_refresh_tokens (
        id uuid PRIMARY KEY,
        subject_id uuid NOT NULL,
        kind text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        replaced_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX auth_refresh_tokens_subject ON auth_refresh_tokens (subject_id)`);
    await runner.query(`
      CREATE TABLE candidate_users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        first_name text,
        last_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX candidate_users_email ON candidate_users (lower(email))`);
    await runner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        company_id uuid,
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        status text NOT NULL DEFAULT 'PENDING',
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await runner.query(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'PENDING'`);
    await runner.query(`CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), created_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'candidate_users', 'auth_refresh_tokens', 'auth_otp_codes', 'auth_signing_keys']) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
