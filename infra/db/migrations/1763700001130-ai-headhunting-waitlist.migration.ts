import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AiHeadhuntingWaitlist1763700001130 implements MigrationInterface {
  name = 'AiHeadhuntingWaitlist1763700001130';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ai_headhunting_waitlist (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL UNIQUE REFERENCES companies(id),
        joined_by uuid NOT NULL REFERENCES users(id),
        joined_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ai_headhunting_waitlist`);
  }
}
