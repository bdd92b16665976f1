import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Client, Connection } from '@temporalio/client';
import type { AtsConfig } from '@ats/infra/config';
import { syncDailyDigest } from '@ats/infra/temporal/daily-digest-workflows';
import { ATS_CONFIG } from '../platform/tokens';

/**
 * Each user's daily digest workflow follows their preferences as they save them. The preferences are the truth:
 * when Temporal cannot be told at once, the change is saved all the same and the projector's reconciliation
 * (infra/temporal/daily-digest-workflows.ts) brings their digest workflow in line within minutes.
 */
@Injectable()
export class DailyDigestSchedules implements OnModuleDestroy {
  private readonly logger = new Logger('DailyDigestSchedules');
  private client?: Promise<{ client: Client; connection: Connection }>;

  constructor(@Inject(ATS_CONFIG) private readonly config: AtsConfig) {}

  /** `replan`: the user's time zone changed, so a running digest waits for the new zone's 06:00 instead. */
  async follow(reader: { id: string; companyId: string }, wanted: boolean, options: { replan?: boolean } = {}): Promise<void> {
    try {
      const { client } = await this.connect();
      await syncDailyDigest(client, this.config.temporalTaskQueue, reader, wanted, options);
    } catch (error) {
      this.logger.warn(`daily digest workflow of ${reader.id} not changed now (the projector will): ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const opened = await this.client?.catch(() => undefined);
    await opened?.connection.close();
  }

  private connect() {
    this.client ??= (async () => {
      const connection = await Connection.connect({ address: this.config.temporalAddress, connectTimeout: 2000 });
      return { connection, client: new Client({ connection, namespace: this.config.temporalNamespace }) };
    })().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }
}
