import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stage-invitation process (infra/temporal/processes/stage-invitation.process.ts) starts at the log's head:
 * the invitations of arrivals recorded before it were sent by the actions themselves, and a checkpoint of 0
 * would send each of them again. A database without events yet (a fresh one) needs nothing.
 */
export class StageInvitationProcessCheckpoint1763700004550 implements MigrationInterface {
  name = 'StageInvitationProcessCheckpoint1763700004550';

  async up(runner: QueryRunner): Promise<void> {
    const [{ exists }] = (await runner.query(`SELECT to_regclass('public.events') IS NOT NULL AS exists`)) as Array<{ exists: boolean }>;
    if (!exists) return;
    await runner.query(`
      INSERT INTO checkpoints (name, position, updated_at)
      SELECT 'process-starter:stage-invitation', coalesce(max(global_position), 0), now() FROM events
      ON CONFLICT (name) DO NOTHING`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM checkpoints WHERE name = 'process-starter:stage-invitation'`);
  }
}
