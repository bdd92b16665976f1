import { Kafka, type Producer } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { LogConsumer } from '../pipeline/event-pipeline';
import { toWire, topicFor, type PersonalDataSeal } from './topics';

export const RELAY_CHECKPOINT = 'kafka-relay';

export type KafkaRelay = { consumer: LogConsumer; stop(): Promise<void> };

/**
 * Publishes every committed event to its category topic, keyed by stream id so each aggregate stays in
 * order. The checkpoint moves only after the broker acknowledged the batch; a crash in between republishes
 * it, and consumers dedupe by eventId. Personal data leaves sealed under its candidate's key (ADR 0017).
 */
export const createKafkaRelay = async (
  dataSource: DataSource,
  brokers: string[],
  personalData: Pick<PersonalDataSeal, 'sealPersonalData'>,
): Promise<KafkaRelay> => {
  const kafka = new Kafka({ clientId: 'ats-relay', brokers, logLevel: 1 });
  const producer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  await producer.connect();
  return {
    consumer: {
      name: RELAY_CHECKPOINT,
      async handle(events, through) {
        const byTopic = new Map<string, Array<{ key: string; value: string }>>();
        for (const event of await personalData.sealPersonalData(events)) {
          const topic = topicFor(event.streamId);
          const messages = byTopic.get(topic) ?? [];
          messages.push({ key: event.streamId, value: JSON.stringify(toWire(event)) });
          byTopic.set(topic, messages);
        }
        await producer.sendBatch({
          acks: -1,
          topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
        });
        await writeCheckpoint(dataSource.manager, RELAY_CHECKPOINT, through);
      },
    },
    stop: () => producer.disconnect(),
  };
};
