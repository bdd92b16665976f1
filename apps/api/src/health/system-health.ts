import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Connection } from '@temporalio/client';
import { Kafka, type Admin } from 'kafkajs';
import { DataSource } from 'typeorm';
import type { AtsConfig } from '@ats/infra/config';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { judgeConsumers } from '@ats/infra/pipeline/consumer-health';
import { PIPELINE_CONSUMER_NAMES } from '@ats/infra/pipeline/consumer-names';
import { readAllCheckpoints } from '@ats/projections/checkpoints/checkpoints';
import { ATS_CONFIG, EVENT_STORE } from '../platform/tokens';

type Check = { status: 'up' | 'down'; error?: string };

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

const check = async (probe: () => Promise<unknown>): Promise<Check> => {
  try {
    await withTimeout(probe(), 3000);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * Probes PostgreSQL, Temporal and Kafka, and judges every downstream consumer of the event log: how far
 * behind it is, and whether it is failing or stalled. Also counts the inbox's quarantined messages.
 */
@Injectable()
export class SystemHealth implements OnModuleDestroy {
  private temporal?: Promise<Connection>;
  private kafkaAdmin?: Promise<Admin>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  async report() {
    const [postgres, temporal, kafka] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(async () => (await this.temporalConnection()).workflowService.getSystemInfo({})),
      check(async () => (await this.kafka()).describeCluster()),
    ]);
    const headPosition = await this.store.headPosition().catch(() => null);
    const checkpoints = await readAllCheckpoints(this.dataSource.manager).catch(() => []);
    const projections =
      headPosition === null
        ? []
        : await judgeConsumers({
            expected: PIPELINE_CONSUMER_NAMES,
            checkpoints,
            head: headPosition,
            store: this.store,
            now: new Date(),
            rules: { failingAfter: 3, stalledAfterMs: this.config.consumerStallSeconds * 1000 },
          }).catch(() => []);
    // Set aside by the inbox consumer (infra/kafka/inbox-consumer): not an outage, but someone should look.
    const inboxDeadLetters = await this.dataSource
      .query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM inbox_dead_letters')
      .then((rows) => rows[0]?.count ?? 0)
      .catch(() => null);
    const up = [postgres, temporal, kafka].every((c) => c.status === 'up') && headPosition !== null;
    const ok = up && projections.every((consumer) => consumer.state === 'ok');
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      postgres,
      temporal,
      kafka,
      headPosition: headPosition?.toString() ?? null,
      projections,
      inboxDeadLetters,
    };
  }

  private temporalConnection(): Promise<Connection> {
    this.temporal ??= Connection.connect({ address: this.config.temporalAddress, connectTimeout: 2000 }).catch(
      (error) => {
        this.temporal = undefined;
        throw error;
      },
    );
    return this.temporal;
  }

  private kafka(): Promise<Admin> {
    this.kafkaAdmin ??= (async () => {
      const admin = new Kafka({
        clientId: 'ats-health',
        brokers: this.config.kafkaBrokers,
        logLevel: 0,
        retry: { retries: 0 },
      }).admin();
      await admin.connect();
      return admin;
    })().catch((error) => {
      this.kafkaAdmin = undefined;
      throw error;
    });
    return this.kafkaAdmin;
  }

  async onModuleDestroy() {
    await (await this.temporal?.catch(() => undefined))?.close();
    await (await this.kafkaAdmin?.catch(() => undefined))?.disconnect();
  }
}
