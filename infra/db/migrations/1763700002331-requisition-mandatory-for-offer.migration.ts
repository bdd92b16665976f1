import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The company's isRequisitionMandatoryForOffer (spec 03 "Company fields read in these areas"): off until toggled. */
export class RequisitionMandatoryForOffer1763700002331 implements MigrationInterface {
  name = 'RequisitionMandatoryForOffer1763700002331';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE companies ADD COLUMN is_requisition_mandatory_for_offer boolean NOT NULL DEFAULT false`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE companies DROP COLUMN is_requisition_mandatory_for_offer`);
  }
}
