import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Configuration1763700000000 implements MigrationInterface {
  name = 'Configuration1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        domain text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL UNIQUE,
        roles text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX users_company ON users (company_id)`);
    await runner.query(`
      CREATE TABLE archival_reasons (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        text text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (company_id, text)
      )`);
    await runner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        company_id uuid NOT NULL,
        actor_id text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        action text NOT NULL,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX audit_log_entity ON audit_log (company_id, entity, entity_id)`);
    await runner.query(`
      CREATE TABLE checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['checkpoints', 'audit_log', 'archival_reasons', 'users', 'companies']) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
