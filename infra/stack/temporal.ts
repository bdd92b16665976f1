// Temporal: the Temporal CLI's dev server (`temporal server start-dev`) with its web UI, persisting to
// .stack/<profile>/temporal.db so workflows survive a restart. The `temporal` binary comes from PATH,
// else $ATS_CACHE_DIR/bin/temporal, else it is built there with `go install` (a few minutes, once).
import fs from 'fs';
import http from 'http';
import path from 'path';
import {
  TEMPORAL_CLI_MODULE,
  TEMPORAL_CLI_VERSION,
  TEMPORAL_NAMESPACE,
  TEMPORAL_SEARCH_ATTRIBUTES,
} from './config';
import {
  environOf,
  findProcesses,
  isExecutable,
  portAnswers,
  progressReporter,
  run,
  runChecked,
  seconds,
  sleep,
  spawnDetached,
  waitUntil,
  which,
  withLock,
} from './proc';
import { logFileOf, ServiceContext, ServiceDriver } from './service';

const dbFileOf = (ctx: ServiceContext) => path.join(ctx.dir, 'temporal.db');
const cachedBinary = (ctx: ServiceContext) => path.join(ctx.cache, 'bin', 'temporal');

/** The environment for `temporal` commands: without TEMPORAL_* variables, which the CLI would read as its own settings. */
function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TEMPORAL_')) env[k] = v;
  return env;
}

function locate(ctx: ServiceContext): string | null {
  if (process.env.ATS_TEMPORAL_BIN && isExecutable(process.env.ATS_TEMPORAL_BIN)) return process.env.ATS_TEMPORAL_BIN;
  return which('temporal') ?? (isExecutable(cachedBinary(ctx)) ? cachedBinary(ctx) : null);
}

const builds = () => findProcesses(['go', 'install', 'github.com/temporalio/cli']);

/** Waits for a `go install` of the Temporal CLI that some other process already runs. */
async function waitForOtherBuilds(ctx: ServiceContext): Promise<string | null> {
  let running = builds();
  if (running.length === 0) return null;
  const t0 = Date.now();
  const gobin = environOf(running[0].pid).GOBIN;
  ctx.step(
    `a build of the Temporal CLI is already running (pid ${running[0].pid}${gobin ? `, into ${gobin}` : ''}): waiting for it instead of starting another`,
  );
  let lastSaid = Date.now();
  while (running.length > 0) {
    await sleep(1000);
    running = builds();
    if (Date.now() - lastSaid >= 15_000) {
      lastSaid = Date.now();
      ctx.step(`still waiting for the running Temporal CLI build (${seconds(t0)}s)`);
    }
  }
  ctx.step(`the other Temporal CLI build finished after ${seconds(t0)}s`);
  const built = gobin ? path.join(gobin, 'temporal') : null;
  return built && isExecutable(built) ? built : locate(ctx);
}

async function build(ctx: ServiceContext): Promise<string> {
  const go = which('go') ?? (isExecutable('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
  if (!go) {
    throw new Error(
      `temporal: cannot obtain the Temporal CLI: no \`temporal\` on PATH or at ${cachedBinary(ctx)}, and no Go toolchain to build it ` +
        `(install Go, or put a temporal binary at ${cachedBinary(ctx)})`,
    );
  }
  const binDir = path.join(ctx.cache, 'bin');
  const tmpBin = path.join(ctx.cache, `.temporal-build-${process.pid}`);
  fs.mkdirSync(tmpBin, { recursive: true });
  const t0 = Date.now();
  const target = `${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION}`;
  ctx.step(`building the Temporal CLI: GOBIN=${binDir} go install ${target} (several minutes on a cold machine) …`);
  const progress = progressReporter(
    ctx.step,
    'go install',
    (line) => (line.startsWith('go: downloading') ? 'modules downloaded' : /^[\w.-]+\.[\w.-]+\/\S+$|^[a-z0-9]+(\/[\w.-]+)*$/.test(line.trim()) ? 'packages built' : null),
    10_000,
  );
  try {
    // built into a private folder and then renamed, so nobody ever sees a half-written binary
    await runChecked(`temporal: building the Temporal CLI (go install ${target})`, go, ['install', '-v', target], {
      env: { ...process.env, GOBIN: tmpBin, GOFLAGS: process.env.GOFLAGS ?? '' },
      onLine: progress.onLine,
      timeoutMs: 45 * 60_000,
    });
  } finally {
    progress.done();
  }
  fs.mkdirSync(binDir, { recursive: true });
  fs.renameSync(path.join(tmpBin, 'temporal'), cachedBinary(ctx));
  fs.rmSync(tmpBin, { recursive: true, force: true });
  ctx.step(`built the Temporal CLI in ${seconds(t0)}s: ${cachedBinary(ctx)}`);
  return cachedBinary(ctx);
}

async function obtainBinary(ctx: ServiceContext): Promise<string> {
  const found = locate(ctx);
  if (found) return found;
  return withLock(path.join(ctx.cache, '.temporal-build.lock'), 'temporal: build', ctx.step, async () => {
    const again = locate(ctx) ?? (await waitForOtherBuilds(ctx));
    if (again) return again;
    return build(ctx);
  });
}

function httpOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 500);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

async function temporalCli(binary: string, args: string[], timeoutMs = 10_000) {
  return run(binary, args, { env: cliEnv(), timeoutMs });
}

let binary: string | null = null;

export const temporalDriver: ServiceDriver = {
  name: 'temporal',
  portKeys: ['temporal', 'temporalUi'],
  markers: (ctx) => ['start-dev', dbFileOf(ctx)],
  stopSignal: 'SIGTERM',
  stopTimeoutMs: 20_000,
  readyTimeoutMs: 90_000,

  async obtain(ctx) {
    binary = await obtainBinary(ctx);
  },

  async launch(ctx) {
    fs.mkdirSync(ctx.dir, { recursive: true });
    const db = dbFileOf(ctx);
    ctx.step(`${fs.existsSync(db) ? 'reopening' : 'creating'} ${db}`);
    const args = [
      'server', 'start-dev',
      '--ip', '127.0.0.1',
      '--port', String(ctx.ports.temporal),
      '--ui-port', String(ctx.ports.temporalUi),
      '--namespace', TEMPORAL_NAMESPACE,
      '--db-filename', db,
      '--log-level', 'warn',
      ...Object.entries(TEMPORAL_SEARCH_ATTRIBUTES).flatMap(([name, type]) => ['--search-attribute', `${name}=${type}`]),
    ];
    const launched = await spawnDetached(binary!, args, { cwd: ctx.dir, env: cliEnv(), logFile: logFileOf(ctx, 'temporal') });
    return { pid: launched.pid, exited: launched.exited, extra: { binary, dbFile: db } };
  },

  async ready(ctx, state, deadlineMs) {
    const bin = (typeof state.binary === 'string' && isExecutable(state.binary) ? state.binary : null) ?? binary ?? locate(ctx);
    if (!bin) throw new Error('temporal: no temporal binary to check the server with');
    const address = `127.0.0.1:${state.ports.temporal}`;
    const timeoutMs = () => Math.max(0, deadlineMs - Date.now());
    await waitUntil(`temporal frontend on ${address}`, () => portAnswers(state.ports.temporal!), { timeoutMs: timeoutMs() });
    await waitUntil(
      `temporal on ${address} (operator cluster health)`,
      async () => (await temporalCli(bin, ['operator', 'cluster', 'health', '--address', address])).output.some((l) => l.includes('SERVING')),
      { timeoutMs: timeoutMs(), intervalMs: 300 },
    );
    await waitUntil(
      `temporal namespace ${TEMPORAL_NAMESPACE}`,
      async () => (await temporalCli(bin, ['operator', 'namespace', 'describe', '--namespace', TEMPORAL_NAMESPACE, '--address', address])).code === 0,
      { timeoutMs: timeoutMs(), intervalMs: 300 },
    );
    // start-dev registers the search attributes; make sure (an older database, another server version)
    const listed = await temporalCli(bin, ['operator', 'search-attribute', 'list', '--namespace', TEMPORAL_NAMESPACE, '--address', address]);
    const text = listed.output.join('\n');
    for (const [name, type] of Object.entries(TEMPORAL_SEARCH_ATTRIBUTES)) {
      if (new RegExp(`\\b${name}\\b`).test(text)) continue;
      await runChecked(`temporal: registering search attribute ${name}`, bin, [
        'operator', 'search-attribute', 'create', '--namespace', TEMPORAL_NAMESPACE, '--address', address, '--name', name, '--type', type,
      ], { env: cliEnv(), timeoutMs: 20_000 });
      ctx.step(`registered search attribute ${name}=${type}`);
    }
    await waitUntil(`temporal web UI on 127.0.0.1:${state.ports.temporalUi}`, () => httpOk(`http://127.0.0.1:${state.ports.temporalUi}/`), {
      timeoutMs: timeoutMs(),
      intervalMs: 300,
    });
  },
};
