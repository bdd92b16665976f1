import { Kafka, type Consumer } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { handleInboxEvents, inboxProjection } from '@ats/projections/inbox/inbox.projection';
import { loadConfig } from '../config';
import { fanOutInboxNotifications } from '../push/inbox-fan-out';
import { createPushPublisher } from '../push/push-publisher';
import type { RecordedEvent } from '@ats/domain/shared';
import { fromWire, type PersonalDataSeal, type WireEvent } from './topics';

export const INBOX_GROUP = 'ats-inbox-notifications';

/** Messages written per transaction: a fetched batch can hold thousands after downtime. */
const INBOX_CHUNK = 200;

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * The notification service: consumes application, job-posting and auto-close events from Kafka and writes
 * inbox notifications.
 * Offsets are committed after the row is written; redelivery is harmless (ids per event and user). The
 * same projection rebuilds the inbox from the event log (`npm run projections:rebuild -- inbox`).
 */
export const startInboxConsumer = async (
  dataSource: DataSource,
  brokers: string[],
  personalData: Pick<PersonalDataSeal, 'openPersonalData'>,
  onError: (error: unknown) => void,
  groupId = INBOX_GROUP,
): Promise<{ consumer: Consumer; stop(): Promise<void> }> => {
  const kafka = new Kafka({ clientId: 'ats-inbox', brokers, logLevel: 1 });
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1000 });
  await consumer.connect();
  // New notifications go out live too (toasts, e-mails), per the recipients' preferences.
  const publisher = await createPushPublisher(dataSource, brokers);
  const { publicUrl } = loadConfig();
  const notify = async (wireEvents: RecordedEvent[]) => {
    // Notifications name the candidate: opened with their key, null once they are erased.
    const opened = await personalData.openPersonalData(wireEvents);
    // A type this version does not know (written by a newer one) is skipped, not fatal.
    const events = opened.filter((event) => inboxProjection.canHandle.has(event.type)) as Parameters<typeof handleInboxEvents>[0];
    if (events.length === 0) return;
    const notifications = await dataSource.transaction((manager) => handleInboxEvents(events, manager));
    // After the commit: a crash in between redelivers the events, and both sides dedupe by notification.
    await fanOutInboxNotifications(dataSource, publisher, notifications, publicUrl);
  };
  // Applications, jobs (team changes), job board postings (failures), the auto-close process (reminders), and
  // candidates (their names, after an edit or a merge).
  await consumer.subscribe({ topics: ['ats.application.v1', 'ats.job.v1', 'ats.jobpostings.v1', 'ats.jobautoclose.v1', 'ats.requisition.v1', 'ats.offer.v1', 'ats.candidate.v1', 'ats.interview.v1', 'ats.feedbackreminder.v1'], fromBeginning: true });
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
          await notify(messages.flatMap((message) => (message.value ? [fromWire(JSON.parse(message.value.toString()) as WireEvent)] : [])));
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
