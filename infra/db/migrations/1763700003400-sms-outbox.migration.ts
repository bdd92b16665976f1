import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The development SMS outbox (infra/sms): the recorder's link to a phone, kept instead of sent. */
export class SmsOutbox1763700003400 implements MigrationInterface {
  name = 'SmsOutbox1763700003400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sms_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_number text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE sms_outbox`);
  }
}
