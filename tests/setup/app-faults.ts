/**
 * Fault injection for integration specs (issues 9 and 10): kill -9 one of the apps the harness started, and
 * start it again exactly as it was started. npm test (tests/run.ts) and jest's global setup keep each app's
 * command, environment and pid in test-results/apps/<app>.process.json; the restarted app is recorded there
 * too, so the harness's stop ends it. A spec that crashes an app restores it in its afterAll (restoreApps).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Connection } from '@temporalio/client';
import type { DataSource, EntityManager } from 'typeorm';
import { appRecordFile, isRunning, readAppRecord, restartRecordedApp, type AppName } from '@ats/infra/runtime/app-processes';

const LOG_DIR = resolve(__dirname, '../../test-results/apps');

const recordOf = (app: AppName) => {
  const file = appRecordFile(LOG_DIR, app);
  if (!existsSync(file)) {
    throw new Error(`No record of how ${app} was started (${file}): run the spec through npm test or jest's global setup, which start the apps`);
  }
  return { file, record: readAppRecord(file) };
};

const until = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
};

/** The pid the named app runs as now. */
export const appPid = (app: AppName): number => recordOf(app).record.pid;

/** `kill -9` the app; resolves once its process is gone. */
export const killApp = async (app: AppName): Promise<number> => {
  const { pid } = recordOf(app).record;
  process.kill(pid, 'SIGKILL');
  await until(`${app} (pid ${pid}) gone after SIGKILL`, () => !isRunning(pid), 10_000);
  return pid;
};

/**
 * Whether a worker process polls its Temporal task queue for both workflow and activity tasks: the SDK's
 * default identity is `<pid>@<host>`, so a poller of the new process is told from the killed one's.
 */
const pollsTaskQueue = async (pid: number, env: NodeJS.ProcessEnv) => {
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  try {
    // TaskQueueType 1 and 2: TASK_QUEUE_TYPE_WORKFLOW and TASK_QUEUE_TYPE_ACTIVITY.
    for (const taskQueueType of [1, 2]) {
      const { pollers } = await connection.workflowService.describeTaskQueue({
        namespace: env.TEMPORAL_NAMESPACE ?? 'default',
        taskQueue: { name: env.TEMPORAL_TASK_QUEUE },
        taskQueueType,
      });
      if (!pollers.some((poller) => poller.identity?.startsWith(`${pid}@`))) return false;
    }
    return true;
  } finally {
    await connection.close();
  }
};

/**
 * Starts a killed app again with its recorded command and environment; resolves once it is up: its ready line
 * in its log, and for the worker its polls on the Temporal task queue.
 */
export const startAppAgain = async (app: AppName): Promise<number> => {
  const { file, record } = recordOf(app);
  const pid = await restartRecordedApp(file);
  if (app === 'worker') await until(`worker (pid ${pid}) polling ${record.env.TEMPORAL_TASK_QUEUE}`, () => pollsTaskQueue(pid, record.env), 60_000);
  return pid;
};

/** For afterAll: any of these apps a failed spec left down is started again, so the specs after it find the stack whole. */
export const restoreApps = async (apps: AppName[]): Promise<void> => {
  await Promise.all(apps.filter((app) => !isRunning(appPid(app))).map((app) => startAppAgain(app)));
};

/**
 * An open transaction holding a row an app is about to write (an event's revision, an e-mail's outbox id), so
 * the app stops exactly there: its write waits on the hold. `waiters` answers once some backend waits on it;
 * `release` ends those waiting writes as a dead app's connection would end, then rolls the hold back, leaving
 * no trace. A spec calls release in a finally (destroying its data source would also end the hold).
 */
export const holdRow = async (dataSource: DataSource, write: (manager: EntityManager) => Promise<unknown>) => {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  let open = true;
  try {
    await write(runner.manager);
  } catch (error) {
    await runner.rollbackTransaction();
    await runner.release();
    throw error;
  }
  const holder = ((await runner.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>)[0]!.pid;
  // Asked on another connection: within the holding transaction pg_stat_activity stays as it first read it.
  const waiting = async () =>
    ((await dataSource.query('SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holder])) as Array<{ pid: number }>).map((row) => row.pid);
  return {
    async waiters(timeoutMs = 120_000): Promise<number[]> {
      let pids: number[] = [];
      await until('a write waiting on the held row', async () => (pids = await waiting()).length > 0, timeoutMs);
      return pids;
    },
    async release(): Promise<void> {
      if (!open) return;
      open = false;
      try {
        await runner.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [await waiting()]);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    },
  };
};

/** Times a spec's phases; `report` prints them (issue 9 asks what a crash half-way through costs). */
export const phaseTimer = (spec: string) => {
  const timings: Record<string, number> = {};
  return {
    async timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
      const started = Date.now();
      try {
        return await work();
      } finally {
        timings[phase] = Date.now() - started;
      }
    },
    record(phase: string, ms: number) {
      timings[phase] = ms;
    },
    report() {
      process.stderr.write(`[${spec}] timings (ms): ${JSON.stringify(timings)}\n`);
    },
  };
};
