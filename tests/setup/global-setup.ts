/**
 * Integration specs run against the real stack. The test runner (tests/run.ts) starts it once and passes
 * its addresses in the environment; when a spec is run on its own with plain jest, start it here.
 */
const REQUIRED = ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'KAFKA_BROKERS'] as const;

export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  if (REQUIRED.every((name) => process.env[name])) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startStack } = require('../../infra/stack') as typeof import('../../infra/stack');
  const stack = await startStack({ profile: 'test', log: (line) => process.stderr.write(`${line}\n`) });
  Object.assign(process.env, stack.env);
  (globalThis as { __ATS_STACK__?: unknown }).__ATS_STACK__ = stack;
}
