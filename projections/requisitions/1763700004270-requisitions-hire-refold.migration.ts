import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Hired tab names whom a requisition hired from the hire its row keeps (requisition->'hired'). Rows folded
 * before a signed offer's hire was kept (its offer and application) lack it and read 'Not recorded': the read model
 * is emptied and its checkpoint dropped, so the projector refolds it from the log when it next starts (as
 * `npm run projections:rebuild -- requisitions` does); the offer named by each signed-offer event then names the
 * candidate through its application.
 */
export class RequisitionsHireRefold1763700004270 implements MigrationInterface {
  name = 'RequisitionsHireRefold1763700004270';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`TRUNCATE rm_requisitions`);
    await runner.query(`DELETE FROM checkpoints WHERE name = 'projection:requisitions'`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the read model is rebuilt from the log.
  }
}
