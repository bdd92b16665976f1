import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The approvers of each offer's pending approval round (spec 03 "Deleting team members": an approver in an
 * approval flow 'Cannot be deleted'). Rows written before are filled by `projections:rebuild -- offers`.
 */
export class OfferPendingApprovers1763700002800 implements MigrationInterface {
  name = 'OfferPendingApprovers1763700002800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE rm_offers ADD COLUMN pending_approver_ids text[] NOT NULL DEFAULT '{}'`);
    await runner.query(`CREATE INDEX rm_offers_pending_approvers ON rm_offers USING GIN (pending_approver_ids)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_offers_pending_approvers`);
    await runner.query(`ALTER TABLE rm_offers DROP COLUMN pending_approver_ids`);
  }
}
