import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { AppName } from '@ats/infra/runtime/app-processes';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { holdRow, phaseTimer, restoreApps } from '../setup/app-faults';
import { createTestCompany, type TestCompany } from './support';

type CrashRecoveryContext = {
  company: TestCompany;
  temporal: Client;
  dataSource: DataSource;
  store: EventStore;
  /** The row hold a spec has open: released after the spec whatever happened. */
  hold: Awaited<ReturnType<typeof holdRow>> | undefined;
  phases: ReturnType<typeof phaseTimer>;
};

/**
 * What a crash-recovery spec drives (its company, Temporal, the database and the log), set up before it; after
 * it, whatever happened, its hold is released and the apps it kills run again for the specs that follow.
 */
export const crashRecoveryContext = (label: string, killedApps: AppName[]): CrashRecoveryContext => {
  const context = { hold: undefined, phases: phaseTimer(label) } as CrashRecoveryContext;
  let connection: Connection | undefined;
  beforeAll(async () => {
    context.company = await createTestCompany(label);
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    context.temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    context.dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 3 });
    await context.dataSource.initialize();
    context.store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await context.hold?.release();
    await restoreApps(killedApps);
    await context.store?.close();
    await context.dataSource?.destroy();
    await connection?.close();
    context.phases.report();
  }, 180_000);
  return context;
};
