/**
 * `npm start`: obtains and starts PostgreSQL, Temporal (with its UI) and Kafka, builds the web app, starts
 * the API, projector and worker, seeds the demo company and prints where everything is. Ctrl-C stops it all;
 * the data stays under .stack/dev for the next start.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { startStack } from '../stack';
import { startApps } from './app-processes';
import { seedDemo } from './demo-seed';

const REPO = resolve(__dirname, '../..');
const log = (line: string) => console.log(`[start] ${line}`);

const main = async () => {
  const stack = await startStack({ profile: 'dev', log });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...stack.env,
    TZ: process.env.TZ ?? 'UTC',
    // A development machine reads sign-in codes in the development mailbox (while SMTP_URL is unset).
    ATS_DEV_MAILBOX: process.env.ATS_DEV_MAILBOX ?? 'true',
  };
  const config = loadConfig(env);
  log('building the web app');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: REPO,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web app did not build');
  log('starting api, projector and worker');
  // A crashed app comes back by itself (with backoff), and the console says so.
  const apps = await startApps({ env, logDir: join(REPO, '.stack/dev/logs'), log, restartOnCrash: true });
  await seedDemo(apps.apiUrl, config.databaseUrl, log);

  console.log(`
  ATS is running.
    Web app      ${apps.apiUrl}/login   (sign in as admin@demo-ats.example; the code is in the development mailbox)
    API docs     ${apps.apiUrl}/api/docs
    Health       ${apps.apiUrl}/api/health
    Temporal UI  ${stack.env.TEMPORAL_UI_URL}/namespaces/${stack.env.TEMPORAL_NAMESPACE}/workflows   (auto-archive workflows)
    Logs         .stack/dev/logs/
  Ctrl-C stops everything.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await apps.stop();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
