/**
 * `npm test`: obtains and starts the test stack (PostgreSQL, Temporal, Kafka), starts the API, projector
 * and worker against it, runs every jest project and the Playwright journeys, and
 * ends with one line: `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startApps } from '@ats/infra/runtime/app-processes';
import { seedDemo } from '@ats/infra/runtime/demo-seed';
import { startStack } from '@ats/infra/stack';
import { aptInstall } from '@ats/infra/stack/apt';
import { which } from '@ats/infra/stack/proc';
import { forgetEarlierSignInCodes } from './setup/forget-earlier-sign-in-codes';
import { testAppEnv } from './test-env';

const REPO = resolve(__dirname, '..');
const RESULTS = join(REPO, 'test-results');
const log = (line: string) => console.log(`[test] ${line}`);

type Tally = { passed: number; failed: number; skipped: number };

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(command, args, { cwd: REPO, env, stdio: 'inherit' }).status ?? 1;

/** Runs a command with its output in a file, printed whole once it ends (so two lanes do not interleave). */
const runLogged = (command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) =>
  new Promise<number>((done) => {
    const out = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (status) =>
      out.end(() => {
        process.stdout.write(readFileSync(logFile));
        done(status ?? 1);
      }),
    );
  });

const jestTally = (file: string): Tally | null => {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    // A suite that fails to load has no failed test but must still fail the run.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const playwrightTally = (file: string): Tally | null => {
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
};

const main = async () => {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const only = process.argv.slice(2);
  const wants = (part: string) => only.length === 0 || only.includes(part);

  // Two lanes side by side: the pure specs (unit, and the web client's in jsdom: CPU-bound) run in one jest
  // process while the other drives the real stack (integration, then the journeys: mostly waiting on it).
  const pureLane = wants('jest')
    ? runLogged(
        // At a lower priority: the apps under test and the browser keep the CPU they need to answer in time
        // (a projector starved for seconds let a read-your-writes read answer stale in a journey).
        'nice',
        [
          '-n',
          '10',
          'npx',
          'jest',
          '--selectProjects',
          'unit',
          'web',
          '--maxWorkers=1',
          '--json',
          `--outputFile=${join(RESULTS, 'jest-pure.json')}`,
        ],
        { ...process.env, TZ: 'UTC' },
        join(RESULTS, 'jest-pure.log'),
      )
    : Promise.resolve(0);
  if (wants('jest'))
    log('jest: unit and web specs run in a second lane (output when it ends: test-results/jest-pure.log)');

  log('starting the test stack');
  const stack = await startStack({ profile: 'test', log });
  const env = testAppEnv(stack.env);

  const tallies: Tally[] = [];
  let missing = 0;
  let apps: Awaited<ReturnType<typeof startApps>> | undefined;
  try {
    if (wants('e2e')) {
      // Playwright drives Debian's Chromium: browser downloads are impossible on these machines.
      if (!process.env.CHROMIUM_PATH && !which('chromium'))
        await aptInstall(['chromium'], 'the Playwright journeys', log);
      log('building the web app');
      if (run('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], env) !== 0)
        missing += 1;
    }
    const forgotten = await forgetEarlierSignInCodes(env.DATABASE_URL as string);
    if (forgotten > 0) log(`forgot ${forgotten} sign-in codes of earlier runs (their rate limits count this run only)`);
    log('starting api, projector and worker');
    apps = await startApps({ env, logDir: join(RESULTS, 'apps'), log, recordProcesses: true });
    await seedDemo(apps.apiUrl, env.DATABASE_URL as string, log);

    if (wants('jest')) {
      run(
        'npx',
        [
          'jest',
          '--runInBand',
          '--selectProjects',
          'integration',
          '--json',
          `--outputFile=${join(RESULTS, 'jest.json')}`,
        ],
        env,
      );
    }
    if (wants('e2e')) {
      const e2eReport = join(RESULTS, 'e2e.json');
      // E2E_ONLY=<file pattern> runs one journey (helpers working on one page).
      run('npx', ['playwright', 'test', ...(process.env.E2E_ONLY ? [process.env.E2E_ONLY] : [])], {
        ...env,
        E2E_BASE_URL: apps.apiUrl,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      });
      const tally = playwrightTally(e2eReport);
      if (tally) tallies.push(tally);
      else missing += 1;
    }
    await pureLane;
    if (wants('jest')) {
      for (const report of ['jest.json', 'jest-pure.json']) {
        const tally = jestTally(join(RESULTS, report));
        if (tally) tallies.push(tally);
        else missing += 1;
      }
    }
  } finally {
    await apps?.stop();
    // A CI run leaves no server behind once its clone is gone; a developer's run keeps them for fast reruns.
    if (process.env.CI === 'true') {
      log('CI: stopping the servers this run started');
      await stack.stopStarted();
    }
  }

  const total = tallies.reduce(
    (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }),
    {
      passed: 0,
      failed: missing,
      skipped: 0,
    },
  );
  log(
    `finished in ${Math.round((Date.now() - started) / 1000)} s${process.env.CI === 'true' ? '' : ' (the test stack keeps running: npm run stack:down stops it)'}`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
};

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
