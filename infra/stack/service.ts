// The life cycle every server of the stack shares: reuse a running one, refuse a port that something
// else holds, obtain what is missing, launch detached with a pid file, wait until ready, stop gracefully.
import fs from 'fs';
import path from 'path';
import { PORT_ENV, StackPorts, StackProfile, StackService } from './config';
import {
  isAlive,
  isOurProcess,
  listenerOf,
  portAnswers,
  portBindable,
  readPidFile,
  removeFile,
  seconds,
  stopProcess,
  tailOf,
  writeFileAtomic,
} from './proc';

export type ServiceContext = {
  profile: StackProfile;
  /** `<repo>/.stack/<profile>` */
  dir: string;
  ports: StackPorts;
  cache: string;
  /** One progress line, prefixed with the service name and the elapsed time. */
  step: (message: string) => void;
};

export type ServiceState = {
  pid: number;
  ports: Partial<StackPorts>;
  startedAt: string;
  [extra: string]: unknown;
};

export type Launched = { pid: number; extra?: Record<string, unknown>; exited?: () => { code: number | null; signal: NodeJS.Signals | null } | null };

export type ServiceDriver = {
  name: StackService;
  /** The ports this server binds; the first is the one that says it is up. */
  portKeys: (keyof StackPorts)[];
  /** Substrings of the server's command line that tell it is ours (and not a reused pid). */
  markers(ctx: ServiceContext): string[];
  stopSignal: NodeJS.Signals;
  stopTimeoutMs: number;
  readyTimeoutMs: number;
  /** Finds or fetches/builds/installs what the server needs; cheap when everything is cached. */
  obtain(ctx: ServiceContext): Promise<void>;
  /** Writes configuration, initialises storage, starts the server detached. */
  launch(ctx: ServiceContext): Promise<Launched>;
  /** Resolves when the server answers its clients; throws otherwise. */
  ready(ctx: ServiceContext, state: ServiceState, deadlineMs: number): Promise<void>;
};

export const pidFileOf = (ctx: ServiceContext, name: StackService) => path.join(ctx.dir, `${name}.pid`);
export const stateFileOf = (ctx: ServiceContext, name: StackService) => path.join(ctx.dir, `${name}.json`);
export const logFileOf = (ctx: ServiceContext, name: StackService) => path.join(ctx.dir, `${name}.log`);

export function readState(ctx: ServiceContext, name: StackService): ServiceState | null {
  try {
    return JSON.parse(fs.readFileSync(stateFileOf(ctx, name), 'utf8')) as ServiceState;
  } catch {
    return null;
  }
}

function portsOf(driver: ServiceDriver, ports: StackPorts): Partial<StackPorts> {
  const picked: Partial<StackPorts> = {};
  for (const key of driver.portKeys) picked[key] = ports[key];
  return picked;
}

function samePorts(driver: ServiceDriver, a: Partial<StackPorts> | undefined, b: StackPorts): boolean {
  return !!a && driver.portKeys.every((key) => a[key] === b[key]);
}

/** Fails, naming the holder, when a port the server needs is taken by something that is not ours. */
async function checkPortsFree(driver: ServiceDriver, ctx: ServiceContext, ours: number[]): Promise<void> {
  for (const key of driver.portKeys) {
    const port = ctx.ports[key];
    if (ours.includes(port) || (await portBindable(port))) continue;
    const who = listenerOf(port);
    throw new Error(
      `${driver.name}: port ${port} (127.0.0.1) is taken by ${who ? `pid ${who.pid} \`${who.cmd}\`` : 'another process'}, ` +
        `which is not this stack's ${ctx.profile} ${driver.name}: stop it, or pick another port with ${PORT_ENV[key]}=<port>`,
    );
  }
}

/** Starts the server unless ours is already running and answering. */
export async function ensureService(driver: ServiceDriver, ctx: ServiceContext): Promise<'reused' | 'started'> {
  const pidFile = pidFileOf(ctx, driver.name);
  const mainPort = ctx.ports[driver.portKeys[0]];
  const existing = readPidFile(pidFile);
  if (existing !== null && isOurProcess(existing, driver.markers(ctx))) {
    const state = readState(ctx, driver.name);
    if (state && samePorts(driver, state.ports, ctx.ports)) {
      const answering = await portAnswers(mainPort);
      try {
        // answering: a quick confirmation; not answering: it may still be booting, give it time
        await driver.ready(ctx, state, Date.now() + (answering ? 15_000 : driver.readyTimeoutMs));
        ctx.step(`already running (pid ${existing}, port ${mainPort}): reusing it`);
        return 'reused';
      } catch (err) {
        ctx.step(`pid ${existing} is running but not ready (${(err as Error).message.split('\n')[0]}): restarting it`);
      }
    } else {
      // check the new ports before stopping the running server for them
      const own = Object.values(state?.ports ?? {});
      await checkPortsFree(driver, ctx, own);
      ctx.step(`pid ${existing} runs on other ports than asked for (${JSON.stringify(state?.ports ?? {})}): restarting it`);
    }
    await stopProcess(existing, { signal: driver.stopSignal, timeoutMs: driver.stopTimeoutMs });
  } else if (existing !== null) {
    ctx.step(`removing stale pid file (pid ${existing} is gone)`);
  }
  removeFile(pidFile);
  removeFile(stateFileOf(ctx, driver.name));

  await checkPortsFree(driver, ctx, []);

  await driver.obtain(ctx);
  const t0 = Date.now();
  const launched = await driver.launch(ctx);
  const state: ServiceState = {
    pid: launched.pid,
    ports: portsOf(driver, ctx.ports),
    startedAt: new Date().toISOString(),
    ...launched.extra,
  };
  writeFileAtomic(pidFile, `${launched.pid}\n`);
  writeFileAtomic(stateFileOf(ctx, driver.name), JSON.stringify(state, null, 2) + '\n');
  ctx.step(`started (pid ${launched.pid}), waiting until it is ready …`);
  try {
    await driver.ready(ctx, state, Date.now() + driver.readyTimeoutMs);
  } catch (err) {
    const exit = launched.exited?.();
    const why = exit
      ? `the server exited (${exit.signal ?? `code ${exit.code}`})`
      : !isAlive(launched.pid)
        ? 'the server died'
        : (err as Error).message;
    await stopProcess(launched.pid, { signal: driver.stopSignal, timeoutMs: driver.stopTimeoutMs });
    removeFile(pidFile);
    removeFile(stateFileOf(ctx, driver.name));
    throw new Error(`${driver.name} did not become ready: ${why}. Last lines of ${logFileOf(ctx, driver.name)}:${tailOf(logFileOf(ctx, driver.name))}`);
  }
  ctx.step(`ready on 127.0.0.1:${mainPort} (${seconds(t0)}s after launch)`);
  return 'started';
}

/** Stops the server gracefully (its stop signal, a wait, then SIGKILL) and removes its pid file. */
export async function stopService(driver: ServiceDriver, ctx: ServiceContext): Promise<void> {
  const pidFile = pidFileOf(ctx, driver.name);
  const pid = readPidFile(pidFile);
  if (pid === null) return;
  if (isOurProcess(pid, driver.markers(ctx))) {
    const t0 = Date.now();
    const how = await stopProcess(pid, { signal: driver.stopSignal, timeoutMs: driver.stopTimeoutMs });
    ctx.step(how === 'killed' ? `did not stop within ${driver.stopTimeoutMs / 1000}s: killed (pid ${pid})` : `stopped (pid ${pid}) in ${seconds(t0)}s`);
  } else {
    ctx.step(`not running (stale pid file for pid ${pid} removed)`);
  }
  removeFile(pidFile);
  removeFile(stateFileOf(ctx, driver.name));
}

export type ServiceStatus = {
  service: StackService;
  running: boolean;
  pid: number | null;
  ports: Partial<StackPorts>;
  answering: boolean;
};

export async function serviceStatus(driver: ServiceDriver, ctx: ServiceContext): Promise<ServiceStatus> {
  const pid = readPidFile(pidFileOf(ctx, driver.name));
  const running = pid !== null && isOurProcess(pid, driver.markers(ctx));
  const state = readState(ctx, driver.name);
  const ports = running && state ? state.ports : portsOf(driver, ctx.ports);
  const main = ports[driver.portKeys[0]];
  return { service: driver.name, running, pid: running ? pid : null, ports, answering: running && main !== undefined && (await portAnswers(main)) };
}
