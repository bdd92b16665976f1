import { Kafka, type Consumer, type KafkaMessage } from 'kafkajs';
import type { DataSource } from 'typeorm';
import type { InboxNotificationEntity } from '@ats/projections/inbox/inbox-notification.entity';
import { handleInboxEvents, inboxProjection } from '@ats/projections/inbox/inbox.projection';
import { loadConfig } from '../config';
import { fanOutInboxNotifications } from '../push/inbox-fan-out';
import { createPushPublisher } from '../push/push-publisher';
import { fromWire, type PersonalDataSeal, type WireEvent } from './topics';

export const INBOX_GROUP = 'ats-inbox-notifications';

/**
 * Applications, jobs (team changes), job board postings (failures), the auto-close process (reminders), requisitions,
 * offers, candidates (their names, after an edit or a merge), interviews and pending-feedback reminders.
 */
export const INBOX_TOPICS = [
  'ats.application.v1',
  'ats.job.v1',
  'ats.jobpostings.v1',
  'ats.jobautoclose.v1',
  'ats.requisition.v1',
  'ats.offer.v1',
  'ats.candidate.v1',
  'ats.interview.v1',
  'ats.feedbackreminder.v1',
] as const;

/** Messages written per transaction: a fetched batch can hold thousands after downtime. */
const INBOX_CHUNK = 200;

/** Serialization failures and deadlocks: the next attempt may well succeed, so they are never quarantined. */
const TRANSIENT_SQL_STATES = new Set(['40001', '40P01']);

/** Sets a message aside in inbox_dead_letters; throws (so kafkajs redelivers) when the failure is transient or PostgreSQL is down. */
const quarantine = async (dataSource: DataSource, topic: string, partition: number, message: KafkaMessage, error: unknown) => {
  if (TRANSIENT_SQL_STATES.has((error as { code?: string } | null)?.code ?? '')) throw error;
  await dataSource.query(
    `INSERT INTO inbox_dead_letters (topic, partition, "offset", value, error) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [topic, partition, message.offset, message.value?.toString() ?? null, error instanceof Error ? (error.stack ?? error.message) : String(error)],
  );
};

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * The notification service: consumes application, job-posting and auto-close events from Kafka and writes
 * inbox notifications.
 * Offsets are committed after the row is written; redelivery is harmless (ids per event and user). A message
 * the projection cannot handle is quarantined in inbox_dead_letters rather than stopping everyone's inbox. The
 * same projection rebuilds the inbox from the event log (`npm run projections:rebuild -- inbox`), which also
 * brings in what was quarantined once the cause is fixed.
 */
export const startInboxConsumer = async (
  dataSource: DataSource,
  brokers: string[],
  personalData: Pick<PersonalDataSeal, 'openPersonalData'>,
  onError: (error: unknown) => void,
  groupId = INBOX_GROUP,
  topics: readonly string[] = INBOX_TOPICS,
): Promise<{ consumer: Consumer; stop(): Promise<void> }> => {
  const kafka = new Kafka({ clientId: 'ats-inbox', brokers, logLevel: 1 });
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1000 });
  await consumer.connect();
  // New notifications go out live too (toasts, e-mails), per the recipients' preferences.
  const publisher = await createPushPublisher(dataSource, brokers);
  const { publicUrl } = loadConfig();
  // The projection's half: what a chunk of messages means for the inbox, written in one transaction.
  const project = async (messages: ReadonlyArray<KafkaMessage>) => {
    const wireEvents = messages.flatMap((message) => (message.value ? [fromWire(JSON.parse(message.value.toString()) as WireEvent)] : []));
    // Notifications name the candidate: opened with their key, null once they are erased.
    const opened = await personalData.openPersonalData(wireEvents);
    // A type this version does not know (written by a newer one) is skipped, not fatal.
    const events = opened.filter((event) => inboxProjection.canHandle.has(event.type)) as Parameters<typeof handleInboxEvents>[0];
    if (events.length === 0) return [];
    return dataSource.transaction((manager) => handleInboxEvents(events, manager));
  };
  /**
   * A chunk the projection refuses is retried message by message; a message that still fails while PostgreSQL
   * answers (the dead letter is written) is quarantined and the consumer moves on. When PostgreSQL is down the
   * dead letter fails too, the error is thrown and kafkajs redelivers later: only a bad message is set aside.
   */
  const projectOrQuarantine = async (topic: string, partition: number, messages: ReadonlyArray<KafkaMessage>) => {
    try {
      return await project(messages);
    } catch (error) {
      if (messages.length === 1) {
        await quarantine(dataSource, topic, partition, messages[0]!, error);
        onError(error);
        return [];
      }
    }
    const notifications: InboxNotificationEntity[] = [];
    for (const message of messages) notifications.push(...(await projectOrQuarantine(topic, partition, [message])));
    return notifications;
  };
  await consumer.subscribe({ topics: [...topics], fromBeginning: true });
  await consumer.run({
    // Partitions (3 per topic, keyed by stream) are handled side by side, and each partition's fetched batch
    // is one transaction and one push publish: message by message, a backlog (e.g. after a burst of bulk
    // work) delayed notifications by a minute.
    partitionsConsumedConcurrently: 4,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      for (const messages of chunksOf(batch.messages, INBOX_CHUNK)) {
        if (!isRunning() || isStale()) return;
        try {
          const notifications = await projectOrQuarantine(batch.topic, batch.partition, messages);
          // After the commit: a crash in between redelivers the events, and both sides dedupe by notification.
          await fanOutInboxNotifications(dataSource, publisher, notifications, publicUrl);
        } catch (error) {
          onError(error);
          throw error;
        }
        // Offsets move only past what is written; a crash before this redelivers the chunk, which is harmless.
        resolveOffset(messages[messages.length - 1]!.offset);
        await heartbeat();
      }
    },
  });
  return {
    consumer,
    stop: async () => {
      await consumer.disconnect();
      await publisher.stop();
    },
  };
};
