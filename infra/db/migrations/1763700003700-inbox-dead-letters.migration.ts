import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages the inbox consumer could not turn into notifications while PostgreSQL was answering (infra/kafka/
 * inbox-consumer): kept with their place in the topic and the error, so one bad message no longer stops every
 * user's inbox, and an operator can see, fix and replay it. The value is the wire event as Kafka held it
 * (personal data sealed), so erasure's destroyed key covers it too.
 */
export class InboxDeadLetters1763700003700 implements MigrationInterface {
  name = 'InboxDeadLetters1763700003700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inbox_dead_letters (
        topic text NOT NULL,
        partition int NOT NULL,
        "offset" bigint NOT NULL,
        value text,
        error text NOT NULL,
        quarantined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (topic, partition, "offset")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inbox_dead_letters`);
  }
}
