import { ServiceUnavailableException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ReadModelFreshness, READ_MODEL_BEHIND_MESSAGE } from '@ats/api/platform/read-model-freshness';
import { createDataSource } from '@ats/infra/db/data-source';
import { createEventStore } from '@ats/infra/event-store';
import type { Projector } from '@ats/projections/projector';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';

/**
 * Read-your-writes on the real PostgreSQL and event store: a read model that does not reach the caller's position
 * within the wait answers 503 'read-model-behind' (with Retry-After, see the filter's spec), never stale rows.
 */
describe('read-model freshness', () => {
  let dataSource: DataSource;
  let store: Awaited<ReturnType<typeof createEventStore>>;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    store = await createEventStore({ databaseUrl: process.env.DATABASE_URL as string });
  });

  afterAll(async () => {
    await store.close();
    await dataSource.destroy();
  });

  it('answers 503 read-model-behind when the read model stays short of the position', async () => {
    const freshness = new ReadModelFreshness(dataSource, store);
    freshness.waitMs = 300;
    // A read model no projector runs: it never passes the head, which commands have reached.
    const neverProjected = { ...jobsProjector, name: `never-projected-${Date.now()}` } as Projector;
    const head = (await store.headPosition()).toString();
    const refused = await freshness.waitFor(neverProjected, head).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ServiceUnavailableException);
    expect((refused as ServiceUnavailableException).getResponse()).toEqual({
      message: READ_MODEL_BEHIND_MESSAGE,
      errorCode: 'read-model-behind',
      retryAfterSeconds: 1,
    });
  });

  it('answers at once for a read model that has passed the position', async () => {
    const freshness = new ReadModelFreshness(dataSource, store);
    freshness.waitMs = 300;
    await expect(freshness.waitFor(jobsProjector, '0')).resolves.toBeUndefined();
  });
});
