import { Kafka, type Consumer } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { handleInboxEvents, inboxProjection } from '@ats/projections/inbox/inbox.projection';
import { loadConfig } from '../config';
import { fanOutInboxNotifications } from '../push/inbox-fan-out';
import { createPushPublisher } from '../push/push-publisher';
import { fromWire, type PersonalDataSeal, type WireEvent } from './topics';

export const INBOX_GROUP = 'ats-inbox-notifications';

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
  // Applications, jobs (team changes), job board postings (failures) and the auto-close process (reminders).
  await consumer.subscribe({ topics: ['ats.application.v1', 'ats.job.v1', 'ats.jobpostings.v1', 'ats.jobautoclose.v1', 'ats.requisition.v1'], fromBeginning: true });
  await consumer.run({
    // Partitions (3 per topic, keyed by stream) are handled side by side: each message costs a transaction and a
    // push publish, and one at a time a backlog (e.g. after a burst of bulk work) delayed notifications by a minute.
    partitionsConsumedConcurrently: 4,
    eachMessage: async ({ message }) => {
      if (!message.value) return;
      try {
        // Notifications name the candidate: opened with their key, null once they are erased.
        const [event] = await personalData.openPersonalData([fromWire(JSON.parse(message.value.toString()) as WireEvent)]);
        // A type this version does not know (written by a newer one) is skipped, not fatal.
        if (!inboxProjection.canHandle.has(event.type)) return;
        const notifications = await dataSource.transaction((manager) => handleInboxEvents([event as Parameters<typeof handleInboxEvents>[0][number]], manager));
        // After the commit: a crash in between redelivers the event, and both sides dedupe by notification.
        await fanOutInboxNotifications(dataSource, publisher, notifications, publicUrl);
      } catch (error) {
        onError(error);
        throw error;
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
