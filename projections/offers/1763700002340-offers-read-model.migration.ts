import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The offers read model (projections/offers): one row per offer, for the profile's offer section and the offers list. */
export class OffersReadModel1763700002340 implements MigrationInterface {
  name = 'OffersReadModel1763700002340';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_offers (
        offer_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        job_id uuid NOT NULL,
        job_name text NOT NULL,
        template_id uuid NOT NULL,
        template_name text NOT NULL,
        requisition_id uuid,
        status text NOT NULL,
        approval_round int NOT NULL DEFAULT 0,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        updated_at timestamptz NOT NULL,
        revision int NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_offers_application ON rm_offers (company_id, application_id, created_at)`);
    await runner.query(`CREATE INDEX rm_offers_company ON rm_offers (company_id, updated_at DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_offers`);
  }
}
