import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
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

/**
 * Starts the API, the projector and the worker as real processes (as in production), each logging to
 * `<logDir>/<app>.log`, and resolves once each says it is serving.
 */
export const startApps = async (options: {
  env: NodeJS.ProcessEnv;
  logDir: string;
  apps?: AppName[];
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<RunningApps> => {
  const apps = options.apps ?? ['api', 'projector', 'worker'];
  const log = options.log ?? (() => undefined);
  mkdirSync(options.logDir, { recursive: true });
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => waitForExit(child, 10_000)));
  };
  try {
    await Promise.all(
      apps.map(
        (app) =>
          new Promise<void>((ready, failed) => {
            const logFile = join(options.logDir, `${app}.log`);
            const out = createWriteStream(logFile, { flags: 'a' });
            const child = spawn(process.execPath, ['-r', '@swc-node/register', ENTRY[app]], {
              cwd: REPO,
              env: options.env,
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            children.push(child);
            const timer = setTimeout(
              () => failed(new Error(`${app} did not start within ${options.timeoutMs ?? 120_000} ms; see ${logFile}`)),
              options.timeoutMs ?? 120_000,
            );
            let seen = '';
            let up = false;
            const watch = (chunk: Buffer) => {
              out.write(chunk);
              if (up) return;
              seen += chunk.toString();
              if (READY[app].test(seen)) {
                up = true;
                clearTimeout(timer);
                log(`${app} is up (log: ${logFile})`);
                ready();
              }
            };
            child.stdout?.on('data', watch);
            child.stderr?.on('data', watch);
            child.once('exit', (code) => {
              clearTimeout(timer);
              failed(new Error(`${app} exited with code ${code}; see ${logFile}`));
            });
          }),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl: `http://127.0.0.1:${options.env.API_PORT ?? 3000}`, stop };
};
