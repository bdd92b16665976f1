import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A downstream consumer's health beside its checkpoint: how often it failed in a row, since when, and why. */
export class ConsumerStatus1763700000600 implements MigrationInterface {
  name = 'ConsumerStatus1763700000600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE checkpoints
        ADD COLUMN failures integer NOT NULL DEFAULT 0,
        ADD COLUMN failing_since timestamptz,
        ADD COLUMN last_error text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE checkpoints DROP COLUMN failures, DROP COLUMN failing_since, DROP COLUMN last_error`);
  }
}
