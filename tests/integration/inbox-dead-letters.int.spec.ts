import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { startInboxConsumer } from '@ats/infra/kafka/inbox-consumer';
import { toWire } from '@ats/infra/kafka/topics';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { createTestCompany, eventually, type TestCompany } from './support';

/**
 * One bad message on an inbox topic (not JSON, or an event the projection cannot read) used to stop the inbox
 * consumer for every user until kafkajs restarted it, again and again. Now it is set aside in
 * inbox_dead_letters with its place and error, and the messages around it still become notifications.
 * The consumer runs here on a topic of its own, so the real inbox consumer of the stack never sees the poison.
 */
describe('inbox consumer quarantines a poison message and carries on', () => {
  const brokers = (process.env.KAFKA_BROKERS as string).split(',');
  const topic = `ats.test-inbox-${randomUUID().slice(0, 8)}.v1`;
  let company: TestCompany;
  let dataSource: DataSource;

  beforeAll(async () => {
    company = await createTestCompany('dead-letters');
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 3 });
    await dataSource.initialize();
    const admin = new Kafka({ clientId: 'ats-test-dead-letters', brokers, logLevel: 1 }).admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    await admin.disconnect();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  /** An auto-close reminder for the admin: the inbox turns it into AUTO_CLOSE_JOBS_REMINDER. */
  const reminder = (jobName: string, data: unknown = { jobId: randomUUID(), jobName, ownerId: company.userIds[company.adminEmail], autoCloseOn: '2031-01-31' }) =>
    JSON.stringify(
      toWire({
        streamId: `jobautoclose-${randomUUID()}`,
        revision: 0,
        position: 1n,
        type: 'JobAutoCloseReminderSent',
        data,
        metadata: {
          eventId: randomUUID(),
          companyId: company.companyId,
          actor: { kind: 'automation', id: 'auto-close', name: 'Automation' },
          commandId: randomUUID(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      }),
    );

  it('writes the good messages’ notifications and keeps the bad ones with their offsets and errors', async () => {
    const tag = randomUUID().slice(0, 8);
    const producer = new Kafka({ clientId: 'ats-test-dead-letters', brokers, logLevel: 1 }).producer();
    await producer.connect();
    await producer.send({
      topic,
      messages: [
        { value: reminder(`Before ${tag}`) },
        { value: '{"this is": not json' },
        { value: reminder(`Shapeless ${tag}`, null) },
        { value: reminder(`After ${tag}`) },
      ],
    });
    await producer.disconnect();

    const errors: unknown[] = [];
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const inbox = await startInboxConsumer(dataSource, brokers, store, (error) => errors.push(error), `ats-test-dead-letters-${tag}`, [topic]);
    try {
      const titles = await eventually(async () => {
        const rows: Array<{ title: string }> = await dataSource.query(
          `SELECT title FROM inbox_notifications WHERE company_id = $1 AND title LIKE $2 ORDER BY title`,
          [company.companyId, `%${tag}%`],
        );
        return rows.length === 2 ? rows.map((row) => row.title) : null;
      }, 60_000);
      expect(titles).toEqual([`After ${tag} closes automatically on 2031-01-31`, `Before ${tag} closes automatically on 2031-01-31`]);

      const dead: Array<{ offset: string; value: string; error: string }> = await eventually(async () => {
        const rows = await dataSource.query(`SELECT "offset", value, error FROM inbox_dead_letters WHERE topic = $1 ORDER BY "offset"`, [topic]);
        return rows.length === 2 ? rows : null;
      });
      expect(dead.map((row) => row.offset)).toEqual(['1', '2']);
      expect(dead[0]!.value).toBe('{"this is": not json');
      expect(dead[0]!.error).toMatch(/JSON/);
      expect(JSON.parse(dead[1]!.value)).toMatchObject({ type: 'JobAutoCloseReminderSent', data: null });
      expect(dead[1]!.error).toMatch(/TypeError/);
      expect(errors).toHaveLength(2);
      // Operators see them counted on the health endpoint.
      const health = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { inboxDeadLetters: number };
      expect(health.inboxDeadLetters).toBeGreaterThanOrEqual(2);
    } finally {
      await inbox.stop();
      await store.close();
    }
  });
});
