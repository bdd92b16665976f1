import type { DataSource } from 'typeorm';
import { createBlobStore } from '@ats/infra/blob-store';
import type { AtsConfig } from '@ats/infra/config';
import { documentCvTextExtractor, startCvTextIndexer } from '@ats/infra/cv-text';
import { createDataSource, migrate } from '@ats/infra/db/data-source';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { startInboxConsumer } from '@ats/infra/kafka/inbox-consumer';
import { createKafkaRelay } from '@ats/infra/kafka/kafka-relay';
import { ensureTopics } from '@ats/infra/kafka/topics-admin';
import { recordCandidateEmailFailure } from '@ats/infra/mail/candidate-email-delivery';
import { startMailSender } from '@ats/infra/mail/mail-sender';
import { startEventPipeline } from '@ats/infra/pipeline/event-pipeline';
import { bulkProgressPusher } from '@ats/infra/push/bulk-progress-push';
import { createPushPublisher } from '@ats/infra/push/push-publisher';
import { projectionConsumer } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { connectTemporalClient } from '@ats/infra/temporal/client';
import { reconcileDailyDigests } from '@ats/infra/temporal/daily-digest-workflows';
import { startPollingLoop } from '@ats/infra/runtime/polling-loop';
import { requisitionOfferReactor } from '@ats/infra/requisitions/offer-progress-reactor';
import { processStarter } from '@ats/infra/temporal/process-starter';
import { PROCESSES } from '@ats/infra/temporal/processes';
import { PROJECTORS } from '@ats/projections';

export type RunningProjector = { store: EventStore; dataSource: DataSource; stop(): Promise<void> };

/**
 * Everything downstream of the event store, on one event pipeline (one reader of the log): read-model
 * projections, the Kafka relay and the process starters; beside it the inbox notification consumer (fed
 * from Kafka), the mail outbox's sender and the CV text indexer (reads uploaded CVs for CV search).
 */
export const startProjectorApp = async (
  config: AtsConfig,
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error ?? ''),
): Promise<RunningProjector> => {
  const dataSource = createDataSource(config.databaseUrl);
  await dataSource.initialize();
  await migrate(dataSource);
  const store = await openEventStore(config);
  await ensureTopics(config.kafkaBrokers);
  const { client, connection } = await connectTemporalClient(config);
  // The morning digest e-mails (spec 03 "Daily digest"): a workflow per user who wants one, sending at 06:00 in
  // their time zone. The API starts and ends them as preferences change; this keeps them matching whatever it missed.
  const digestSchedules = startPollingLoop(() => reconcileDailyDigests(client, dataSource, config.temporalTaskQueue), {
    pollMs: 5 * 60_000,
    onError: (error) => log('daily digest workflows not reconciled; trying again in 5 minutes', error),
  });

  const relay = await createKafkaRelay(dataSource, config.kafkaBrokers, store);
  const bulkProgress = await createPushPublisher(dataSource, config.kafkaBrokers);
  const pipeline = await startEventPipeline({
    store,
    dataSource,
    consumers: [
      ...PROJECTORS.map((projector) => projectionConsumer(dataSource, projector)),
      relay.consumer,
      ...PROCESSES.map((process) =>
        processStarter({ process, store, dataSource, temporal: client, taskQueue: config.temporalTaskQueue, dayMs: config.dayMs }),
      ),
      // Offers linked to a requisition move its hiring progress (offer sent, hired).
      requisitionOfferReactor(store, dataSource),
      // Each bulk action's progress, pushed to the browser of whoever started it.
      bulkProgressPusher(store, dataSource, bulkProgress),
    ],
    onError: (consumer, error, failures) => log(`${consumer} failed (${failures} in a row); retrying`, error),
  });
  const inbox = await startInboxConsumer(dataSource, config.kafkaBrokers, store, (error) => log('inbox consumer failed', error));
  const blobs = createBlobStore(config.blobStore);
  const mail = startMailSender(dataSource, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    blobs,
    onFailed: (failed) => recordCandidateEmailFailure(store, dataSource, failed),
  });
  const cvTexts = startCvTextIndexer(dataSource, { blobs, extractor: documentCvTextExtractor, log });

  return {
    store,
    dataSource,
    async stop() {
      await Promise.all([pipeline.stop(), inbox.stop(), mail.stop(), cvTexts.stop(), digestSchedules.stop()]);
      await blobs.close();
      await relay.stop();
      await bulkProgress.stop();
      await connection.close();
      await store.close();
      await dataSource.destroy();
    },
  };
};
