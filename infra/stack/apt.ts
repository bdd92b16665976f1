// Installs Debian packages the stack needs (PostgreSQL server, a JRE, Maven) when they are missing.
// apt holds a system-wide lock, so installs in one process are queued one after another.
import { isRoot, progressReporter, runChecked, seconds, which } from './proc';

let queue: Promise<unknown> = Promise.resolve();
let updated = false;

const aptEnv = (): NodeJS.ProcessEnv => ({ ...process.env, DEBIAN_FRONTEND: 'noninteractive', NEEDRESTART_MODE: 'a' });

function classify(line: string): string | null {
  if (/^(Get|Hit|Ign):\d+/.test(line)) return 'fetched';
  if (/^Unpacking /.test(line)) return 'unpacked';
  if (/^Setting up /.test(line)) return 'set up';
  return null;
}

/** `apt-get update` (once per process) then `apt-get install -y <packages>`, printing progress. */
export function aptInstall(packages: string[], why: string, emit: (line: string) => void): Promise<void> {
  const job = queue.then(async () => {
    const command = `apt-get install -y ${packages.join(' ')}`;
    if (process.platform !== 'linux' || !which('apt-get')) {
      throw new Error(`${why}, and there is no apt-get here to install it: install ${packages.join(', ')} yourself`);
    }
    if (!isRoot()) {
      throw new Error(`${why}: install it as root with \`apt-get update && ${command}\` (not running as root, so the stack cannot)`);
    }
    if (!updated) {
      const t0 = Date.now();
      emit('apt-get update …');
      const progress = progressReporter(emit, 'apt-get update', classify, 5000);
      try {
        await runChecked('apt-get update', 'apt-get', ['update'], { env: aptEnv(), onLine: progress.onLine, timeoutMs: 10 * 60_000 });
      } finally {
        progress.done();
      }
      updated = true;
      emit(`apt-get update done in ${seconds(t0)}s`);
    }
    const t0 = Date.now();
    emit(`${command} …`);
    const progress = progressReporter(emit, 'apt-get install', classify, 5000);
    try {
      await runChecked(`installing ${packages.join(', ')} (${why})`, 'apt-get', ['install', '-y', '--no-upgrade', ...packages], {
        env: aptEnv(),
        onLine: progress.onLine,
        timeoutMs: 20 * 60_000,
      });
    } finally {
      progress.done();
    }
    emit(`installed ${packages.join(', ')} in ${seconds(t0)}s`);
  });
  queue = job.catch(() => undefined);
  return job;
}
