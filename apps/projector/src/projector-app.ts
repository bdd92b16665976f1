import type { DataSource } from 'typeorm';
import type { AtsConfig } from '../../../infra/config';
import { createDataSource, migrate } from '../../../infra/db/data-source';
import type { EventStore } from '../../../infra/event-store/event-store.port';
import { startInboxConsumer } from '../../../infra/kafka/inbox-consumer';
import { startKafkaRelay } from '../../../infra/kafka/kafka-relay';
import { startMailSender } from '../../../infra/mail/mail-sender';
import { ensureTopics } from '../../../infra/kafka/topics-admin';
import { startProjection } from '../../../infra/projections/projection-runner';
import { openEventStore } from '../../../infra/runtime/open-event-store';
import { startAutoArchiveStarter } from '../../../infra/temporal/auto-archive-starter';
import { connectTemporalClient } from '../../../infra/temporal/client';
import { candidateListProjector } from '../../../projections/candidate-list/candidate-list.projector';
import { jobsProjector } from '../../../projections/jobs/jobs.projector';
import type { Projector } from '../../../projections/projector';

/** Every projector the projector app runs; `npm run projections:rebuild -- <name>` takes these names. */
export const PROJECTORS: readonly Projector[] = [jobsProjector, candidateListProjector];

export type RunningProjector = { store: EventStore; dataSource: DataSource; stop(): Promise<void> };

/**
 * Everything downstream of the event store: read-model projections, the Kafka relay, the auto-archive
 * process starter and the inbox notification consumer — and the mail outbox's sender, the other loop that
 * delivers what a transaction committed.
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

  const projections = PROJECTORS.map((projector) =>
    startProjection(store, dataSource, projector, (error) => log(`projection ${projector.name} failed; retrying`, error)),
  );
  const relay = await startKafkaRelay(store, dataSource, config.kafkaBrokers, (error) => log('kafka relay failed; retrying', error));
  const starter = startAutoArchiveStarter({
    store,
    dataSource,
    temporal: client,
    taskQueue: config.temporalTaskQueue,
    dayMs: config.dayMs,
    onError: (error) => log('auto-archive starter failed; retrying', error),
  });
  const inbox = await startInboxConsumer(dataSource, config.kafkaBrokers, (error) => log('inbox consumer failed', error));
  const mail = startMailSender(dataSource, { smtpUrl: config.smtpUrl, from: config.mailFrom, log });

  return {
    store,
    dataSource,
    async stop() {
      await Promise.all([...projections.map((loop) => loop.stop()), relay.stop(), starter.stop(), inbox.stop(), mail.stop()]);
      await connection.close();
      await store.close();
      await dataSource.destroy();
    },
  };
};
