import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createBlobStore, type BlobStore } from '@ats/infra/blob-store';
import { loadConfig, type AtsConfig } from '@ats/infra/config';
import { createDataSource, migrate } from '@ats/infra/db/data-source';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { ReadModelFreshness } from './read-model-freshness';
import { ATS_CONFIG, BLOB_STORE, EVENT_STORE } from './tokens';

/** The adapters every feature module uses: configuration, PostgreSQL, the event store, the relational writer. */
@Global()
@Module({
  providers: [
    { provide: ATS_CONFIG, useFactory: (): AtsConfig => loadConfig() },
    {
      provide: DataSource,
      inject: [ATS_CONFIG],
      useFactory: async (config: AtsConfig) => {
        const dataSource = createDataSource(config.databaseUrl);
        await dataSource.initialize();
        await migrate(dataSource);
        return dataSource;
      },
    },
    {
      provide: EVENT_STORE,
      inject: [ATS_CONFIG, DataSource],
      // DataSource first: its migrations create the tables the event store's keys refer to.
      useFactory: (config: AtsConfig) => openEventStore(config),
    },
    {
      // The one write path for relational configuration (users, companies, settings).
      provide: RelationalWriter,
      inject: [DataSource, ATS_CONFIG],
      useFactory: (dataSource: DataSource, config: AtsConfig) =>
        new RelationalWriter(dataSource, { publicUrl: config.publicUrl }),
    },
    ReadModelFreshness,
    // Uploaded files' bytes: a directory by default, S3 when configured (infra/blob-store).
    { provide: BLOB_STORE, inject: [ATS_CONFIG], useFactory: (config: AtsConfig): BlobStore => createBlobStore(config.blobStore) },
  ],
  exports: [ATS_CONFIG, DataSource, EVENT_STORE, RelationalWriter, ReadModelFreshness, BLOB_STORE],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.blobs.close();
    await this.dataSource.destroy();
  }
}
