import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, existsSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type AppName = 'api' | 'projector' | 'worker';

const REPO = resolve(__dirname, '../..');
const ENTRY: Record<AppName, string> = {
  api: 'apps/api/src/main.ts',
  projector: 'apps/projector/src/main.ts',
  worker: 'apps/worker/src/main.ts',
};
/** A line each app prints once it is serving. */
const READY: Record<AppName, RegExp> = {
  api: /ATS API listening/,
  projector: /ATS projector running/,
  worker: /ATS worker polling/,
};

export type RunningApps = { apiUrl: string; stop(): Promise<void> };

/** How a crashed app is restarted: after 1 s, 2 s, 4 s … at most 30 s; a minute up counts as healthy again. */
export type RestartPolicy = { firstDelayMs: number; maxDelayMs: number; healthyAfterMs: number };
export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000 };

/** The wait before the restart that follows the `crashesInARow`-th crash in a row (1-based). */
export const restartDelayMs = (crashesInARow: number, policy: RestartPolicy = RESTART_POLICY): number =>
  Math.min(policy.firstDelayMs * 2 ** Math.max(0, crashesInARow - 1), policy.maxDelayMs);

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });

export type SupervisedProcess = { ready: Promise<void>; stop(): Promise<void> };

/**
 * How an app was started, kept beside its log while it runs, so a fault-injection spec can kill it by pid and
 * start it again exactly so (restartRecordedApp); whoever stops the apps then stops the pid recorded last.
 * Written only when asked for (the test harness): it holds the app's environment.
 */
export type AppProcessRecord = { name: string; pid: number; command: string; args: string[]; env: NodeJS.ProcessEnv; logFile: string; readyLine: string };

export const appRecordFile = (logDir: string, app: AppName) => join(logDir, `${app}.process.json`);

export const readAppRecord = (file: string): AppProcessRecord => JSON.parse(readFileSync(file, 'utf8')) as AppProcessRecord;

const writeAppRecord = (file: string, record: AppProcessRecord) => writeFileSync(file, JSON.stringify(record), { mode: 0o600 });

/** Whether `pid` runs: a killed child its parent has not reaped yet (a zombie; the test runner's parent may be blocked) is gone. */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return !existsSync('/proc/self/stat');
  }
};

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until `pid` is gone; SIGKILL after `ms`. */
const waitForPidExit = async (pid: number, ms: number) => {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    await pause(50);
  }
};

/** The recorded pid, when it is not the supervisor's own child (a spec started the app again): stopped too. */
const stopRestartedElsewhere = async (recordFile: string | undefined, ownPid: number | undefined) => {
  if (!recordFile || !existsSync(recordFile)) return;
  const { pid } = readAppRecord(recordFile);
  if (pid === ownPid || !isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  await waitForPidExit(pid, 10_000);
};

/** The part of `file` written since byte `from`. */
const readFrom = (file: string, from: number) => {
  const size = statSync(file).size;
  if (size <= from) return '';
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString();
};

/**
 * Starts a recorded app again as it was started (command, arguments, environment; output appended to its log),
 * after a spec killed it. The new process belongs to no supervisor: the record takes its pid, so the harness's
 * stop ends it. Resolves with the pid once the log shows the app's ready line after this start.
 */
export const restartRecordedApp = async (recordFile: string, timeoutMs = 120_000): Promise<number> => {
  const record = readAppRecord(recordFile);
  if (isRunning(record.pid)) throw new Error(`${record.name} still runs as pid ${record.pid}`);
  const from = existsSync(record.logFile) ? statSync(record.logFile).size : 0;
  const fd = openSync(record.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(record.command, record.args, { cwd: REPO, env: record.env, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  // The caller's process may end before the app does: the harness stops it through the record.
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${record.name} could not be started again`);
  writeAppRecord(recordFile, { ...record, pid });
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  const readyLine = new RegExp(record.readyLine);
  const deadline = Date.now() + timeoutMs;
  while (!readyLine.test(readFrom(record.logFile, from))) {
    if (exited) throw new Error(`${record.name} exited with ${exited} before it was up again; see ${record.logFile}`);
    if (Date.now() > deadline) throw new Error(`${record.name} was not up again within ${timeoutMs} ms; see ${record.logFile}`);
    await pause(100);
  }
  return pid;
};

/**
 * Runs one process, appending its output to `logFile`; `ready` resolves once it prints `readyLine`, and
 * rejects if it exits or stays silent before that. Once it has been up, a crash is restarted with backoff
 * when `restartOnCrash` is set (and said so through `log`); otherwise it stays down, as in the tests.
 */
export const superviseProcess = (options: {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  readyLine: RegExp;
  timeoutMs: number;
  restartOnCrash: boolean;
  policy?: RestartPolicy;
  log: (line: string) => void;
  /** Where to keep the AppProcessRecord of each start (see restartRecordedApp). */
  recordFile?: string;
}): SupervisedProcess => {
  const { name, log } = options;
  const policy = options.policy ?? RESTART_POLICY;
  const out = createWriteStream(options.logFile, { flags: 'a' });
  let child: ChildProcess | undefined;
  let stopping = false;
  let everUp = false;
  let crashesInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let settle: { ready(): void; failed(error: Error): void } | undefined;
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    settle = { ready: resolveReady, failed: rejectReady };
  });

  const run = () => {
    const startedAt = Date.now();
    const current = spawn(options.command, options.args, { cwd: REPO, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = current;
    if (options.recordFile && current.pid !== undefined) {
      const { command, args, env, logFile, readyLine } = options;
      writeAppRecord(options.recordFile, { name, pid: current.pid, command, args, env, logFile, readyLine: readyLine.source });
    }
    const timer = everUp
      ? undefined
      : setTimeout(() => settle?.failed(new Error(`${name} did not start within ${options.timeoutMs} ms; see ${options.logFile}`)), options.timeoutMs);
    let seen = '';
    let up = false;
    const watch = (chunk: Buffer) => {
      if (!up) seen += chunk.toString();
      if (up || !options.readyLine.test(seen)) {
        out.write(chunk);
        return;
      }
      up = true;
      seen = '';
      clearTimeout(timer);
      const again = everUp;
      everUp = true;
      // Up once the ready line is in the log file, not only in the pipe: restartRecordedApp looks for the next
      // start's line after the file's end, and a line flushed after that would pass for the new start's.
      out.write(chunk, () => {
        log(again ? `${name} is up again` : `${name} is up (log: ${options.logFile})`);
        settle?.ready();
      });
    };
    current.stdout?.on('data', watch);
    current.stderr?.on('data', watch);
    current.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!everUp) return settle?.failed(new Error(`${name} exited with ${how}; see ${options.logFile}`));
      if (!options.restartOnCrash) return log(`${name} exited with ${how} (not restarted); see ${options.logFile}`);
      // A run that lasted long enough was healthy: the next crash starts the backoff over.
      crashesInARow = Date.now() - startedAt >= policy.healthyAfterMs ? 1 : crashesInARow + 1;
      const delay = restartDelayMs(crashesInARow, policy);
      log(`${name} crashed (${how}); restarting in ${duration(delay)} (crash ${crashesInARow} in a row); see ${options.logFile}`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) run();
      }, delay);
    });
  };

  run();
  return {
    ready,
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      if (child) {
        child.kill('SIGTERM');
        await waitForExit(child, 10_000);
      }
      await stopRestartedElsewhere(options.recordFile, child?.pid);
      out.end();
    },
  };
};

/**
 * Starts the API, the projector and the worker as real processes (as in production), each logging to
 * `<logDir>/<app>.log`, and resolves once each says it is serving. With `restartOnCrash` (`npm start`),
 * an app that crashes later is started again with backoff.
 */
export const startApps = async (options: {
  env: NodeJS.ProcessEnv;
  logDir: string;
  apps?: AppName[];
  log?: (line: string) => void;
  timeoutMs?: number;
  restartOnCrash?: boolean;
  /** Keep each app's AppProcessRecord in `<logDir>/<app>.process.json` (the test harness: specs that crash apps). */
  recordProcesses?: boolean;
}): Promise<RunningApps> => {
  const apps = options.apps ?? ['api', 'projector', 'worker'];
  const log = options.log ?? (() => undefined);
  mkdirSync(options.logDir, { recursive: true });
  const processes = apps.map((app) =>
    superviseProcess({
      name: app,
      command: process.execPath,
      args: ['-r', '@swc-node/register', ENTRY[app]],
      env: options.env,
      logFile: join(options.logDir, `${app}.log`),
      readyLine: READY[app],
      timeoutMs: options.timeoutMs ?? 120_000,
      restartOnCrash: options.restartOnCrash ?? false,
      log,
      recordFile: options.recordProcesses ? appRecordFile(options.logDir, app) : undefined,
    }),
  );
  const stop = async () => {
    await Promise.all(processes.map((supervised) => supervised.stop()));
  };
  try {
    await Promise.all(processes.map((supervised) => supervised.ready));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl: `http://127.0.0.1:${options.env.API_PORT ?? 3000}`, stop };
};
