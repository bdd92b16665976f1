import { Kafka, type Producer } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { readCheckpoint, writeCheckpoint } from '../../projections/checkpoints/checkpoints';
import type { EventStore } from '../event-store/event-store.port';
import { startCheckpointedLoop, type RunningLoop } from '../projections/checkpointed-loop';
import { toWire, topicFor } from './topics';

export const RELAY_CHECKPOINT = 'kafka-relay';

export type KafkaRelay = { loop: RunningLoop; stop(): Promise<void> };

/**
 * Publishes every committed event to its category topic, keyed by stream id so each aggregate stays in
 * order. The checkpoint moves only after the broker acknowledged the batch; a crash in between republishes
 * it, and consumers dedupe by eventId.
 */
export const startKafkaRelay = async (
  store: EventStore,
  dataSource: DataSource,
  brokers: string[],
  onError: (error: unknown) => void,
): Promise<KafkaRelay> => {
  const kafka = new Kafka({ clientId: 'ats-relay', brokers, logLevel: 1 });
  const producer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  await producer.connect();
  const loop = startCheckpointedLoop({
    store,
    batchSize: 200,
    loadCheckpoint: () => readCheckpoint(dataSource.manager, RELAY_CHECKPOINT),
    handleBatch: async (events) => {
      const byTopic = new Map<string, Array<{ key: string; value: string }>>();
      for (const event of events) {
        const topic = topicFor(event.streamId);
        const messages = byTopic.get(topic) ?? [];
        messages.push({ key: event.streamId, value: JSON.stringify(toWire(event)) });
        byTopic.set(topic, messages);
      }
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
      await writeCheckpoint(dataSource.manager, RELAY_CHECKPOINT, events[events.length - 1].position);
    },
    onError,
  });
  return {
    loop,
    async stop() {
      await loop.stop();
      await producer.disconnect();
    },
  };
};
