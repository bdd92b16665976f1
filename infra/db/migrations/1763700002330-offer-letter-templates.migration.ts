import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Offer letter templates (domain/offer-templates): a name, the .docx in the blob store, who fills each placeholder. */
export class OfferLetterTemplates1763700002330 implements MigrationInterface {
  name = 'OfferLetterTemplates1763700002330';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE offer_letter_templates (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id),
        name text NOT NULL,
        letter_blob_id uuid NOT NULL,
        letter_file_name text NOT NULL,
        letter_size_bytes int NOT NULL,
        placeholders jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_by uuid NOT NULL REFERENCES users(id),
        updated_at timestamptz NOT NULL
      )`);
    // the policy checks names too; the index settles two concurrent adds
    await runner.query(`CREATE UNIQUE INDEX offer_letter_templates_company_name ON offer_letter_templates (company_id, lower(name))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE offer_letter_templates`);
  }
}
