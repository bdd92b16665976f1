import { Kafka, type Producer } from 'kafkajs';
import type { DataSource, EntityManager } from 'typeorm';
import { markPushMessagesPublished, recordPushMessages, unpublishedPushMessages, type PushMessage, type PushMessageInput } from './push-store';

/** Every push message, keyed by user: each API instance reads all of it and serves the users connected to it. */
export const PUSH_TOPIC = 'ats.push.v1';

export type PushPublisher = {
  /** Writes the messages to the replay store and hands them to Kafka. */
  publish(messages: readonly PushMessageInput[]): Promise<void>;
  /**
   * For a writer with its own transaction: `recordPushMessages(manager, …)` inside it, then `flush(sourceKeys)`
   * after it commits. A message written but not flushed (a crash) is flushed by the next flush of its key.
   */
  flush(sourceKeys: readonly string[]): Promise<void>;
  stop(): Promise<void>;
};

export const toPushWire = (message: PushMessage) => ({ key: message.userId, value: JSON.stringify(message) });

/**
 * The write side of real-time push (spec 01 §3.9, §4.9): the replay store first (the source of truth a
 * reconnecting client resumes from), then Kafka, then the store notes it was published. Publishing twice is
 * harmless: clients drop an event id they have seen.
 */
export const createPushPublisher = async (dataSource: DataSource, brokers: string[]): Promise<PushPublisher> => {
  const kafka = new Kafka({ clientId: 'ats-push-publisher', brokers, logLevel: 1 });
  const producer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  await producer.connect();
  const flushWith = async (manager: EntityManager, sourceKeys: readonly string[]) => {
    const pending = await unpublishedPushMessages(manager, sourceKeys);
    if (pending.length === 0) return;
    await producer.send({ topic: PUSH_TOPIC, acks: -1, messages: pending.map(toPushWire) });
    await markPushMessagesPublished(manager, pending.map((message) => message.id));
  };
  return {
    async publish(messages) {
      await recordPushMessages(dataSource.manager, messages);
      await flushWith(dataSource.manager, messages.map((message) => message.sourceKey));
    },
    flush: (sourceKeys) => flushWith(dataSource.manager, sourceKeys),
    stop: () => producer.disconnect(),
  };
};
