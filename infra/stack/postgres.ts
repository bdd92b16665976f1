// PostgreSQL: the machine's server binaries (apt-installed when missing), a cluster of the project's own
// in .stack/<profile>/postgres, listening on 127.0.0.1 only. PostgreSQL refuses to run as root, so as root
// the cluster belongs to the `postgres` OS user (or a system user `ats-postgres` created for it) and
// initdb/pg_ctl run through `runuser -u <user> --`.
import fs from 'fs';
import path from 'path';
import { Client } from 'pg';
import { aptInstall } from './apt';
import { PG_DATABASES, PG_PASSWORD, PG_USER } from './config';
import {
  isExecutable,
  isOurProcess,
  isRoot,
  readPidFile,
  run,
  runChecked,
  spawnDetached,
  stopProcess,
  waitUntil,
  which,
  writeFileAtomic,
} from './proc';
import { logFileOf, ServiceContext, ServiceDriver } from './service';

type OsUser = { name: string; uid: number; gid: number };

const dataDirOf = (ctx: ServiceContext) => path.join(ctx.dir, 'postgres');

export function databaseUrl(port: number, database = 'ats'): string {
  return `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;
}

function versionOf(dir: string): number[] {
  return (/(\d+(?:\.\d+)*)/.exec(dir)?.[1] ?? '0').split('.').map(Number);
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const hasServer = (bin: string) => ['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(path.join(bin, b)));

/** /usr/lib/postgresql/<highest>/bin, preferring the version the cluster was made with; then PATH. */
function findBinDir(clusterVersion: string | null): string | null {
  const root = '/usr/lib/postgresql';
  if (clusterVersion && hasServer(path.join(root, clusterVersion, 'bin'))) return path.join(root, clusterVersion, 'bin');
  let versions: string[] = [];
  try {
    versions = fs.readdirSync(root).filter((v) => hasServer(path.join(root, v, 'bin')));
  } catch {
    // not a Debian layout
  }
  versions.sort((a, b) => compareVersions(versionOf(b), versionOf(a)));
  if (versions.length) return path.join(root, versions[0], 'bin');
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  if (initdb && pgCtl) {
    const dir = path.dirname(fs.realpathSync(initdb));
    if (hasServer(dir)) return dir;
    return path.dirname(fs.realpathSync(pgCtl));
  }
  return null;
}

function clusterVersion(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return null;
  }
}

async function lookupUser(name: string): Promise<OsUser | null> {
  const uid = await run('id', ['-u', name]);
  const gid = await run('id', ['-g', name]);
  if (uid.code !== 0 || gid.code !== 0) return null;
  return { name, uid: Number(uid.output[0]), gid: Number(gid.output[0]) };
}

/** As root: `postgres` (made by the Debian package), else a system user `ats-postgres` created here. */
async function serverUser(ctx: ServiceContext): Promise<OsUser | null> {
  if (!isRoot()) return null;
  const existing = (await lookupUser('postgres')) ?? (await lookupUser('ats-postgres'));
  if (existing) return existing;
  ctx.step('running as root and there is no `postgres` OS user: creating system user `ats-postgres`');
  await runChecked('creating OS user ats-postgres', 'useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'ats-postgres']);
  const created = await lookupUser('ats-postgres');
  if (!created) throw new Error('postgres: created OS user ats-postgres but cannot look it up');
  return created;
}

/** Runs a PostgreSQL tool as the cluster's owner. */
function asUser(user: OsUser | null, bin: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user.name, '--', bin, ...args]] : [bin, args];
}

/** Makes sure `user` can reach `dir`: adds o+x to the parents that lack it (and says so). */
async function ensureTraversable(ctx: ServiceContext, user: OsUser, dir: string): Promise<void> {
  const probe = await run('runuser', ['-u', user.name, '--', 'test', '-x', dir]);
  if (probe.code === 0) return;
  const parents: string[] = [];
  for (let p = dir; ; p = path.dirname(p)) {
    parents.unshift(p);
    if (path.dirname(p) === p) break;
  }
  for (const p of parents) {
    const st = fs.statSync(p);
    const reachable = st.uid === user.uid ? st.mode & 0o100 : st.gid === user.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!reachable) {
      fs.chmodSync(p, st.mode | 0o001);
      ctx.step(`chmod o+x ${p} so OS user ${user.name} can reach its cluster`);
    }
  }
}

function chownR(target: string, user: OsUser): void {
  fs.chownSync(target, user.uid, user.gid);
  if (fs.lstatSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownR(path.join(target, entry), user);
  }
}

function writeOwned(file: string, content: string, user: OsUser | null, mode = 0o600): void {
  writeFileAtomic(file, content, mode);
  if (user) fs.chownSync(file, user.uid, user.gid);
}

function atsConf(ctx: ServiceContext, dataDir: string): string {
  const socketPath = path.join(dataDir, `.s.PGSQL.${ctx.ports.postgres}`);
  // a unix socket path is limited to 107 bytes; beyond that, TCP only
  const socketDir = Buffer.byteLength(socketPath) < 100 ? dataDir : '';
  const durable = ctx.profile === 'test' ? 'off' : 'on';
  return [
    '# Written by infra/stack on every start: edits here are lost.',
    "listen_addresses = '127.0.0.1'",
    `port = ${ctx.ports.postgres}`,
    `unix_socket_directories = '${socketDir.replace(/'/g, "''")}'`,
    'max_connections = 200',
    `fsync = ${durable}`,
    `synchronous_commit = ${durable}`,
    "timezone = 'UTC'",
    "log_timezone = 'UTC'",
    '',
  ].join('\n');
}

async function query(port: number, database: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new Client({ connectionString: databaseUrl(port, database), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let binDir: string | null = null;

export const postgresDriver: ServiceDriver = {
  name: 'postgres',
  portKeys: ['postgres'],
  markers: (ctx) => ['postgres', dataDirOf(ctx)],
  // SIGINT is PostgreSQL's "fast" shutdown: it ends open sessions instead of waiting for them (SIGTERM, "smart").
  stopSignal: 'SIGINT',
  stopTimeoutMs: 30_000,
  readyTimeoutMs: 60_000,

  async obtain(ctx) {
    const version = clusterVersion(dataDirOf(ctx));
    binDir = findBinDir(version);
    if (!binDir) {
      ctx.step('no PostgreSQL server binaries (initdb, pg_ctl) found: installing the Debian package');
      await aptInstall(['postgresql'], 'PostgreSQL server binaries (initdb, pg_ctl) are missing', ctx.step);
      binDir = findBinDir(version);
      if (!binDir) throw new Error('postgres: installed the `postgresql` package but still found no initdb/pg_ctl (looked in /usr/lib/postgresql/*/bin and PATH)');
    }
    const found = versionOf(binDir).join('.');
    if (version && found !== '0' && found.split('.')[0] !== version) {
      throw new Error(
        `postgres: the cluster in ${dataDirOf(ctx)} was made by PostgreSQL ${version} but only ${found} is installed here: ` +
          `install postgresql-${version}, or delete that folder to start over (its data is lost)`,
      );
    }
  },

  async launch(ctx) {
    const bin = binDir!;
    const dataDir = dataDirOf(ctx);
    const logFile = logFileOf(ctx, 'postgres');
    const user = await serverUser(ctx);
    fs.mkdirSync(ctx.dir, { recursive: true, mode: 0o755 });
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!fs.existsSync(logFile)) fs.writeFileSync(logFile, '');
    if (user) {
      await ensureTraversable(ctx, user, ctx.dir);
      if (fs.statSync(dataDir).uid !== user.uid) {
        if (fs.readdirSync(dataDir).length > 0) ctx.step(`chown -R ${user.name} ${dataDir}`);
        chownR(dataDir, user);
      }
      fs.chownSync(logFile, user.uid, user.gid);
    }
    fs.chmodSync(dataDir, 0o700);

    if (!clusterVersion(dataDir)) {
      for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      const t0 = Date.now();
      ctx.step(`initdb ${dataDir} (${path.basename(path.dirname(bin))}${user ? `, as OS user ${user.name}` : ''}) …`);
      const pwFile = path.join(ctx.dir, '.pg-initdb-password');
      writeOwned(pwFile, `${PG_PASSWORD}\n`, user);
      try {
        const [cmd, args] = asUser(user, path.join(bin, 'initdb'), [
          '-D', dataDir,
          '-U', PG_USER,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
          '--auth-local=trust',
          '--auth-host=scram-sha-256',
        ]);
        await runChecked('postgres: initdb', cmd, args, { cwd: ctx.dir });
      } finally {
        fs.rmSync(pwFile, { force: true });
      }
      fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), "\n# infra/stack settings (port, listen address, durability)\ninclude_if_exists = 'ats.conf'\n");
      ctx.step(`initdb done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
    writeOwned(path.join(dataDir, 'ats.conf'), atsConf(ctx, dataDir), user);
    const leftover = readPidFile(path.join(dataDir, 'postmaster.pid'));
    if (leftover !== null && isOurProcess(leftover, postgresDriver.markers(ctx))) {
      // a server on this cluster that lost its pid file (e.g. started on other ports): stop it first
      ctx.step(`stopping an earlier server of this cluster (pid ${leftover})`);
      await stopProcess(leftover, { signal: 'SIGINT', timeoutMs: 30_000 });
    }
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true }); // left by a killed server

    ctx.step(`pg_ctl start (port ${ctx.ports.postgres}, log ${logFile})`);
    const [cmd, args] = asUser(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
    // pg_ctl forks the postmaster and returns once it accepts connections; run it detached so the
    // postmaster is in a session of its own, away from the terminal that ran `up`
    const starter = await spawnDetached(cmd, args, { cwd: ctx.dir, logFile });
    await waitUntil('postgres: pg_ctl start', async () => starter.exited() !== null, { timeoutMs: 90_000, intervalMs: 100 });
    const exit = starter.exited()!;
    if (exit.code !== 0) throw new Error(`postgres: pg_ctl start failed (${exit.signal ?? `code ${exit.code}`}); see ${logFile}`);
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { pid, extra: { binDir: bin, dataDir, osUser: user?.name ?? null } };
  },

  async ready(ctx, state, deadlineMs) {
    const port = state.ports.postgres!;
    await waitUntil(
      `postgres on 127.0.0.1:${port}`,
      async () => {
        await query(port, 'postgres', 'select 1');
        return true;
      },
      { timeoutMs: Math.max(0, deadlineMs - Date.now()), intervalMs: 250 },
    );
    const existing = new Set(
      ((await query(port, 'postgres', 'select datname from pg_database')) as { datname: string }[]).map((r) => r.datname),
    );
    for (const db of PG_DATABASES) {
      if (existing.has(db)) continue;
      await query(port, 'postgres', `create database "${db}"`);
      ctx.step(`created database ${db}`);
    }
  },
};
