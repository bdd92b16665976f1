import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom fields (spec 03 "Custom field") and candidates' responses to them. A field is never removed, only
 * marked deleted, so its responses stay (03 §8); names are unique among a company's live fields of an entity.
 * Responses are keyed by application (no foreign key: applications live in the event store).
 */
export class CustomFields1763700001300 implements MigrationInterface {
  name = 'CustomFields1763700001300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE custom_fields (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        entity text NOT NULL CHECK (entity IN ('CANDIDATE', 'JOB')),
        name text NOT NULL,
        field_type text NOT NULL,
        options text[] NOT NULL DEFAULT '{}',
        is_confidential boolean NOT NULL DEFAULT false,
        is_dei boolean NOT NULL DEFAULT false,
        placements text[] NOT NULL DEFAULT '{}',
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX custom_fields_company_entity_name ON custom_fields (company_id, entity, lower(name)) WHERE deleted_at IS NULL`,
    );
    await runner.query(`
      CREATE TABLE custom_field_values (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        application_id uuid NOT NULL,
        field_id uuid NOT NULL REFERENCES custom_fields(id),
        value text[] NOT NULL,
        updated_by uuid NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX custom_field_values_application_field ON custom_field_values (company_id, application_id, field_id)`,
    );
    // For the custom-field filters of the candidate list: responses of one field.
    await runner.query(`CREATE INDEX custom_field_values_field ON custom_field_values (field_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE custom_field_values`);
    await runner.query(`DROP TABLE custom_fields`);
  }
}
