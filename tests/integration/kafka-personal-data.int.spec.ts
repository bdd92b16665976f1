import { randomUUID } from 'node:crypto';
import { Kafka, type KafkaMessage } from 'kafkajs';
import { streamId } from '@ats/domain/shared';
import { isEncryptedPersonal } from '@ats/infra/event-store/personal-data-cipher';
import { fromWire, type WireEvent } from '@ats/infra/kafka/topics';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

/**
 * Kafka keeps what the relay published for as long as the topic's retention says, out of the erasure's reach
 * unless the personal data on it is sealed under the candidate's key (ADR 0017). Read from the real topic: no
 * name, address or comment in clear, the sealed parts open while the key lives and never after the erasure.
 */
describe('integration events on Kafka hold no personal data in clear', () => {
  let company: TestCompany;
  const kafka = new Kafka({ clientId: 'ats-test-pii', brokers: (process.env.KAFKA_BROKERS as string).split(','), logLevel: 1 });

  beforeAll(async () => {
    company = await createTestCompany('kafka-pii');
  });

  /** Every message of the application's stream on `ats.application.v1`, read from the beginning by a group of its own. */
  const messagesOf = async (applicationId: string, atLeast: number): Promise<KafkaMessage[]> => {
    const key = streamId('application', applicationId);
    const consumer = kafka.consumer({ groupId: `ats-test-pii-${randomUUID()}` });
    const found: KafkaMessage[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: ['ats.application.v1'], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          if (message.key?.toString() === key) found.push(message);
        },
      });
      await eventually(async () => found.length >= atLeast, 60_000);
      return found;
    } finally {
      await consumer.disconnect();
    }
  };

  it('publishes personal parts sealed under the candidate’s key, unreadable once the candidate is erased', async () => {
    const tag = randomUUID().slice(0, 8);
    const person = { firstName: `Kafkaesque${tag}`, lastName: `Gregor${tag}`, email: `gregor.${tag}@example.com` };
    const comment = `Remembers every topic ${tag}`;
    const job = await createPublishedJob(company.admin, 'Relay Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, person));
    expect(added.status).toBe(201);
    const commented = await company.admin.post(`/job-applications/${added.body.id}/comments`, { text: comment });
    expect(commented.status).toBe(201);

    const published = await messagesOf(added.body.id, 2);
    const raw = published.map((message) => message.value!.toString()).join('\n');
    for (const needle of [person.firstName, person.lastName, person.email, comment]) expect(raw).not.toContain(needle);
    const events = published.map((message) => fromWire(JSON.parse(message.value!.toString()) as WireEvent));
    const carriers = events.filter((event) => ['CandidateAddedToJob', 'CommentAdded'].includes(event.type));
    expect(carriers).toHaveLength(2);
    for (const event of carriers) expect(isEncryptedPersonal((event.data as { personal: unknown }).personal)).toBe(true);

    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      // A consumer that needs the name (the inbox) opens it with the key while the candidate is not erased.
      const opened = await store.openPersonalData(carriers);
      expect(opened.map((event) => (event.data as { personal: unknown }).personal)).toEqual([
        expect.objectContaining({ firstName: person.firstName, email: person.email }),
        { text: comment },
      ]);

      const erased = await company.admin.delete(`/job-applications/${added.body.id}/personal-data`);
      expect(erased.status).toBe(200);

      // The copies on the broker are the same bytes, and nothing opens them any more.
      const after = (await messagesOf(added.body.id, 2)).map((message) => fromWire(JSON.parse(message.value!.toString()) as WireEvent));
      expect(after.map((message) => message.type)).toContain('CandidateErased');
      const reopened = await store.openPersonalData(after.filter((event) => ['CandidateAddedToJob', 'CommentAdded'].includes(event.type)));
      expect(reopened.map((event) => (event.data as { personal: unknown }).personal)).toEqual([null, null]);
      expect(after.map((event) => JSON.stringify(event.data)).join('\n')).not.toContain(person.email);
    } finally {
      await store.close();
    }
  });
});
