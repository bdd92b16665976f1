import { Controller, Get, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Connection } from '@temporalio/client';
import { Kafka, type Admin } from 'kafkajs';
import { DataSource } from 'typeorm';
import type { AtsConfig } from '../../../../infra/config';
import type { EventStore } from '../../../../infra/event-store/event-store.port';
import { readAllCheckpoints } from '../../../../projections/checkpoints/checkpoints';
import { Public } from '../identity/public.decorator';
import { ATS_CONFIG, EVENT_STORE } from '../platform/tokens';

type Check = { status: 'up' | 'down'; error?: string };

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))]);

const check = async (probe: () => Promise<unknown>): Promise<Check> => {
  try {
    await withTimeout(probe(), 3000);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
};

/** The state of PostgreSQL, Temporal and Kafka, and how far behind each downstream reader is. */
@ApiTags('health')
@Controller('health')
export class HealthHttpController implements OnModuleDestroy {
  private temporal?: Promise<Connection>;
  private kafkaAdmin?: Promise<Admin>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  @Public()
  @Get()
  async health() {
    const [postgres, temporal, kafka] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(async () => (await this.temporalConnection()).workflowService.getSystemInfo({})),
      check(async () => (await this.kafka()).describeCluster()),
    ]);
    const headPosition = await this.store.headPosition().catch(() => null);
    const checkpoints = await readAllCheckpoints(this.dataSource.manager).catch(() => []);
    const projections = checkpoints.map(({ name, position }) => ({
      name,
      checkpoint: position.toString(),
      lag: headPosition === null ? null : Number(headPosition > position ? headPosition - position : 0n),
    }));
    const up = [postgres, temporal, kafka].every((c) => c.status === 'up');
    return { status: up ? 'ok' : 'degraded', postgres, temporal, kafka, headPosition: headPosition?.toString() ?? null, projections };
  }

  private temporalConnection(): Promise<Connection> {
    this.temporal ??= Connection.connect({ address: this.config.temporalAddress, connectTimeout: 2000 }).catch((error) => {
      this.temporal = undefined;
      throw error;
    });
    return this.temporal;
  }

  private kafka(): Promise<Admin> {
    this.kafkaAdmin ??= (async () => {
      const admin = new Kafka({ clientId: 'ats-health', brokers: this.config.kafkaBrokers, logLevel: 0, retry: { retries: 0 } }).admin();
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

@Module({ controllers: [HealthHttpController] })
export class HealthModule {}
