/**
 * Integration specs run against the real stack and the real apps. `npm test` (tests/run.ts) starts them
 * once and passes their addresses in the environment; a spec run on its own with plain jest starts them here.
 * EventStoreDB comes from EVENTSTORE_URL, or from a testcontainers container where a Docker engine exists.
 */
import { join, resolve } from 'node:path';
import { startApps } from '@ats/infra/runtime/app-processes';
import { startStack } from '@ats/infra/stack';
import { testAppEnv } from '../test-env';
import { startEventStoreDbContainer } from './eventstoredb-container';

type Stoppable = { stop(): Promise<unknown> };
const started = globalThis as { __ATS_STARTED__?: Stoppable[] };

export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  const log = (line: string) => process.stderr.write(`[setup] ${line}\n`);
  started.__ATS_STARTED__ = [];

  if (!process.env.EVENTSTORE_URL) {
    const eventStoreDb = await startEventStoreDbContainer();
    if ('url' in eventStoreDb) {
      process.env.EVENTSTORE_URL = eventStoreDb.url;
      started.__ATS_STARTED__.push(eventStoreDb.container);
      log(`EventStoreDB container at ${eventStoreDb.url}`);
    } else {
      process.env.ATS_EVENTSTOREDB_SKIPPED = eventStoreDb.skipped;
    }
  }

  if (process.env.API_URL && process.env.DATABASE_URL && process.env.TEMPORAL_ADDRESS && process.env.KAFKA_BROKERS) return;
  const stack = await startStack({ profile: 'test', log });
  const env = testAppEnv(stack.env);
  const apps = await startApps({ env, logDir: join(resolve(__dirname, '../..'), 'test-results/apps'), log, recordProcesses: true });
  Object.assign(process.env, env);
  started.__ATS_STARTED__.push(apps);
}
