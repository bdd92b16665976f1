// Process plumbing for the stack: running commands with compact progress, detached servers with pid
// files, graceful stops, port probes, and a lock file so two starts of one profile never race.
import { spawn, SpawnOptions } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';

export type Log = (line: string) => void;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const seconds = (sinceMs: number): string => ((Date.now() - sinceMs) / 1000).toFixed(1);

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** An executable named `name` on PATH, or null. */
export function which(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

export function isExecutable(file: string): boolean {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type RunOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Every output line (stdout and stderr), as it comes. */
  onLine?: (line: string) => void;
  timeoutMs?: number;
  input?: string;
  detached?: boolean;
};

export type RunResult = { code: number | null; signal: NodeJS.Signals | null; output: string[] };

/** Runs a command to completion, keeping the last 200 output lines for error messages. */
export function run(cmd: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      detached: options.detached ?? false,
    });
    let timer: NodeJS.Timeout | undefined;
    if (options.timeoutMs) {
      timer = setTimeout(() => {
        output.push(`(timed out after ${Math.round(options.timeoutMs! / 1000)}s)`);
        child.kill('SIGKILL');
      }, options.timeoutMs);
    }
    const feed = (stream: NodeJS.ReadableStream | null) => {
      if (!stream) return;
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        const lines = buffer.split(/\r?\n|\r/);
        buffer = lines.pop() ?? '';
        for (const line of lines) take(line);
      });
      stream.on('end', () => {
        if (buffer) take(buffer);
        buffer = '';
      });
    };
    const take = (line: string) => {
      output.push(line);
      if (output.length > 200) output.shift();
      options.onLine?.(line);
    };
    feed(child.stdout);
    feed(child.stderr);
    if (options.input !== undefined && child.stdin) child.stdin.end(options.input);
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (timer) clearTimeout(timer);
      reject(err.code === 'ENOENT' ? new Error(`command not found: ${cmd}`) : err);
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

/** Runs a command and throws, with the tail of its output, unless it exits 0. */
export async function runChecked(what: string, cmd: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const result = await run(cmd, args, options);
  if (result.code !== 0) {
    const tail = result.output.filter((l) => l.trim() !== '').slice(-25).join('\n    ');
    const how = result.signal ? `was killed by ${result.signal}` : `exited with code ${result.code}`;
    throw new Error(`${what} failed: \`${[cmd, ...args].join(' ')}\` ${how}${tail ? `:\n    ${tail}` : ''}`);
  }
  return result;
}

/**
 * Compact progress for a long command: counts the lines that `classify` recognises and prints one
 * line at most every `everyMs`, e.g. `go install: 120 modules downloaded, 300 packages built (45s)`.
 */
export function progressReporter(
  emit: (line: string) => void,
  label: string,
  classify: (line: string) => string | null,
  everyMs = 10_000,
): { onLine: (line: string) => void; done: () => void } {
  const counts = new Map<string, number>();
  const started = Date.now();
  let last = Date.now();
  let lastDetail = '';
  const summary = () =>
    [...counts.entries()].map(([k, n]) => `${n} ${k}`).join(', ') || 'working';
  const timer = setInterval(() => {
    if (Date.now() - last >= everyMs) {
      last = Date.now();
      emit(`${label}: ${summary()} after ${Math.round((Date.now() - started) / 1000)}s${lastDetail ? ` (last: ${lastDetail})` : ''}`);
    }
  }, 1000);
  timer.unref();
  return {
    onLine(line: string) {
      const kind = classify(line);
      if (!kind) return;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      lastDetail = line.trim().slice(0, 100);
    },
    done() {
      clearInterval(timer);
    },
  };
}

/** Alive and not a zombie. */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return process.platform !== 'linux';
  }
}

export function cmdlineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** True when `pid` is alive and its command line contains every marker (guards against pid reuse). */
export function isOurProcess(pid: number, markers: string[]): boolean {
  if (!isAlive(pid)) return false;
  const cmd = cmdlineOf(pid);
  if (!cmd) return process.platform !== 'linux';
  return markers.every((m) => cmd.includes(m));
}

export function readPidFile(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function writeFileAtomic(file: string, content: string, mode = 0o644): void {
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, content, { mode });
  fs.renameSync(tmp, file);
}

export function removeFile(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Starts a server as a detached process (its own session) writing to `logFile`; returns its pid. */
export function spawnDetached(
  cmd: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Promise<{ pid: number; exited: () => { code: number | null; signal: NodeJS.Signals | null } | null }> {
  return new Promise((resolve, reject) => {
    const fd = fs.openSync(options.logFile, 'a');
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    const spawnOptions: SpawnOptions = {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['ignore', fd, fd],
    };
    const child = spawn(cmd, args, spawnOptions);
    child.on('exit', (code, signal) => {
      exit = { code, signal };
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      fs.closeSync(fd);
      reject(err.code === 'ENOENT' ? new Error(`command not found: ${cmd}`) : err);
    });
    child.once('spawn', () => {
      fs.closeSync(fd);
      child.unref();
      resolve({ pid: child.pid!, exited: () => exit });
    });
  });
}

/** Sends `signal`, waits up to `timeoutMs` for the process to go, then SIGKILLs it. */
export async function stopProcess(
  pid: number,
  options: { signal?: NodeJS.Signals; timeoutMs?: number } = {},
): Promise<'stopped' | 'killed' | 'not-running'> {
  if (!isAlive(pid)) return 'not-running';
  try {
    process.kill(pid, options.signal ?? 'SIGTERM');
  } catch {
    return 'not-running';
  }
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return 'stopped';
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return 'stopped';
  }
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  return 'killed';
}

/** Whether something accepts TCP connections on host:port. */
export function portAnswers(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether we could bind host:port right now (catches a listener on 0.0.0.0 or another address too). */
export function portBindable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The process listening on a TCP port, read from /proc (Linux; needs root to see other users' processes). */
export function listenerOf(port: number): { pid: number; cmd: string } | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const row of text.split('\n').slice(1)) {
      const cols = row.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const localPort = parseInt(cols[1].split(':')[1] ?? '', 16);
      if (localPort === port && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(target);
        if (m && inodes.has(m[1])) return { pid: Number(pid), cmd: cmdlineOf(Number(pid)).slice(0, 160) };
      } catch {
        // raced with the process closing it
      }
    }
  }
  return null;
}

/** Processes whose command line contains every one of `needles` (like `pgrep -f`), not counting us. */
export function findProcesses(needles: string[]): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = [];
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return found;
  }
  for (const p of pids) {
    const pid = Number(p);
    if (pid === process.pid) continue;
    const cmd = cmdlineOf(pid);
    if (cmd && needles.every((n) => cmd.includes(n)) && isAlive(pid)) found.push({ pid, cmd });
  }
  return found;
}

export function environOf(pid: number): Record<string, string> {
  const env: Record<string, string> = {};
  try {
    for (const entry of fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')) {
      const i = entry.indexOf('=');
      if (i > 0) env[entry.slice(0, i)] = entry.slice(i + 1);
    }
  } catch {
    // not readable
  }
  return env;
}

/**
 * Runs `fn` holding an exclusive lock file. A lock left by a dead process is taken over; while a live
 * one holds it, waits (saying so once) up to `timeoutMs`.
 */
export async function withLock<T>(
  lockFile: string,
  what: string,
  log: Log,
  fn: () => Promise<T>,
  timeoutMs = 30 * 60_000,
): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPidFile(lockFile);
    if (holder === null) {
      // being written right now, or garbage: give the writer a moment, then take it over
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lockFile).mtimeMs;
      } catch {
        continue;
      }
      if (age > 5000) removeFile(lockFile);
      else await sleep(200);
      continue;
    }
    if (!isAlive(holder)) {
      removeFile(lockFile);
      continue;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${what}: still locked by pid ${holder} (${lockFile}) after ${Math.round(timeoutMs / 1000)}s`);
    }
    if (!told) {
      log(`${what}: waiting for pid ${holder}, which holds ${lockFile}`);
      told = true;
    }
    await sleep(500);
  }
  try {
    return await fn();
  } finally {
    if (readPidFile(lockFile) === process.pid) removeFile(lockFile);
  }
}

/** Polls `check` until it returns true; fails early when `alive` says the server died. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; alive?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const dead = options.alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(options.timeoutMs / 1000)}s`);
    await sleep(options.intervalMs ?? 250);
  }
}

/** The last lines of a log file, for error messages. */
export function tailOf(file: string, lines = 15): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const tail = text.split('\n').filter((l) => l.trim() !== '').slice(-lines);
    return tail.length ? `\n    ${tail.join('\n    ')}` : '';
  } catch {
    return '';
  }
}
