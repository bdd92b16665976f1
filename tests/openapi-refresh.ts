/**
 * `npm run openapi:refresh`: starts the test stack and the API on it, regenerates docs/openapi.json and the
 * web's types from it (as `npm run openapi:generate` does), and stops the API again. For after an API change,
 * when no API is running; hold the test lock (`flock /tmp/ats-integration.lock`) if tests may run meanwhile.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startApps } from '@ats/infra/runtime/app-processes';
import { startStack } from '@ats/infra/stack';
import { testAppEnv } from './test-env';

const REPO = resolve(__dirname, '..');

const main = async () => {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const stack = await startStack({ profile: 'test', log });
  const env = testAppEnv(stack.env);
  const apps = await startApps({ env, apps: ['api'], logDir: join(REPO, 'test-results/apps'), log });
  try {
    const generated = spawnSync(process.execPath, ['-r', '@swc-node/register', join(REPO, 'apps/web/scripts/openapi-generate.ts')], {
      cwd: REPO,
      env: { ...process.env, API_URL: env.API_URL },
      stdio: 'inherit',
    });
    process.exitCode = generated.status ?? 1;
  } finally {
    await apps.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
