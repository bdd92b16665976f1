/**
 * Integration specs run against the real stack and the real apps. `npm test` (tests/run.ts) starts them
 * once and passes their addresses in the environment; a spec run on its own with plain jest starts them here.
 */
import { join, resolve } from 'node:path';
import { startApps } from '../../infra/runtime/app-processes';
import { startStack } from '../../infra/stack';
import { testAppEnv } from '../test-env';

export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  if (process.env.API_URL && process.env.DATABASE_URL && process.env.TEMPORAL_ADDRESS && process.env.KAFKA_BROKERS) return;
  const log = (line: string) => process.stderr.write(`[setup] ${line}\n`);
  const stack = await startStack({ profile: 'test', log });
  const env = testAppEnv(stack.env);
  const apps = await startApps({ env, logDir: join(resolve(__dirname, '../..'), 'test-results/apps'), log });
  Object.assign(process.env, env);
  (globalThis as { __ATS_APPS__?: { stop(): Promise<void> } }).__ATS_APPS__ = apps;
}
