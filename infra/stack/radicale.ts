// Radicale, the CalDAV server calendar connections are tested and tried against (infra/calendars/
// caldav-calendar.ts): Debian's `radicale` package, installed like the other servers' packages when the
// command is missing, else from PyPI into a venv under the stack cache. Loopback only, plain htpasswd
// users whose calendars are made before it starts (Radicale makes a user's home, not a calendar in it).
import fs from 'fs';
import path from 'path';
import { aptInstall } from './apt';
import { StackProfile, resolvePorts } from './config';
import { isExecutable, runChecked, spawnDetached, waitUntil, which, writeFileAtomic } from './proc';
import { logFileOf, ServiceContext, ServiceDriver } from './service';

export const RADICALE_PACKAGE = 'radicale';
/** The calendar every account holds (its collection name and display name). */
export const RADICALE_CALENDAR = { name: 'interviews', displayName: 'Interviews' };
/** Accounts of the stack's CalDAV server: one for the contract spec, one for the e2e journey, one to try by hand. */
export const RADICALE_USERS = ['calendar-contract', 'calendar-e2e', 'demo'] as const;
export const RADICALE_PASSWORD = 'ats-caldav-secret';

export type RadicaleAccount = { serverUrl: string; username: string; password: string; calendarUrl: string };

/** Where a profile's Radicale answers and how to sign in there (whether or not it runs now). */
export function radicaleAccount(profile: StackProfile, username: (typeof RADICALE_USERS)[number]): RadicaleAccount {
  const serverUrl = `http://127.0.0.1:${resolvePorts(profile).radicale}/`;
  return { serverUrl, username, password: RADICALE_PASSWORD, calendarUrl: `${serverUrl}${username}/${RADICALE_CALENDAR.name}/` };
}

const dirOf = (ctx: ServiceContext) => path.join(ctx.dir, 'radicale');
const configOf = (ctx: ServiceContext) => path.join(dirOf(ctx), 'config');
const venvBin = (ctx: ServiceContext) => path.join(ctx.cache, 'radicale-venv', 'bin', 'radicale');

let command: string | null = null;

/** `$ATS_RADICALE`, else `radicale` on PATH, else the PyPI venv, else Debian's package, else the venv made now. */
async function findOrInstall(ctx: ServiceContext): Promise<string> {
  const configured = process.env.ATS_RADICALE?.trim();
  if (configured) return configured;
  const found = which('radicale') ?? (isExecutable(venvBin(ctx)) ? venvBin(ctx) : null);
  if (found) return found;
  try {
    await aptInstall([RADICALE_PACKAGE], 'Radicale (the CalDAV server calendar connections are tested against) is missing', ctx.step);
    const installed = which('radicale');
    if (installed) return installed;
  } catch (error) {
    ctx.step(`apt could not install ${RADICALE_PACKAGE} (${(error as Error).message.split('\n')[0]}): trying PyPI`);
  }
  const venv = path.dirname(path.dirname(venvBin(ctx)));
  await runChecked('radicale: making a venv', which('python3') ?? 'python3', ['-m', 'venv', venv], { timeoutMs: 120_000 });
  await runChecked('radicale: pip install radicale', path.join(venv, 'bin', 'pip'), ['install', '--quiet', 'radicale'], {
    timeoutMs: 10 * 60_000,
  });
  return venvBin(ctx);
}

function config(ctx: ServiceContext): string {
  const dir = dirOf(ctx);
  return [
    '# Written by infra/stack on every start: edits here are lost.',
    '[server]',
    `hosts = 127.0.0.1:${ctx.ports.radicale}`,
    '[auth]',
    'type = htpasswd',
    `htpasswd_filename = ${path.join(dir, 'users')}`,
    // Test accounts with a published password: hashing them would protect nothing.
    'htpasswd_encryption = plain',
    // Wrong passwords are what the refusal tests send: no penalty delay.
    'delay = 0',
    '[rights]',
    'type = owner_only',
    '[storage]',
    `filesystem_folder = ${path.join(dir, 'collections')}`,
    '[web]',
    'type = none',
    '[logging]',
    'level = warning',
    '',
  ].join('\n');
}

/** Each account's calendar, in Radicale's storage layout, made once (events written later stay). */
function makeCalendars(ctx: ServiceContext): void {
  for (const user of RADICALE_USERS) {
    const calendar = path.join(dirOf(ctx), 'collections', 'collection-root', user, RADICALE_CALENDAR.name);
    const props = path.join(calendar, '.Radicale.props');
    if (fs.existsSync(props)) continue;
    fs.mkdirSync(calendar, { recursive: true });
    writeFileAtomic(
      props,
      JSON.stringify({
        tag: 'VCALENDAR',
        'D:displayname': RADICALE_CALENDAR.displayName,
        'C:supported-calendar-component-set': 'VEVENT',
      }),
    );
  }
}

export const radicaleDriver: ServiceDriver = {
  name: 'radicale',
  portKeys: ['radicale'],
  markers: (ctx) => ['radicale', configOf(ctx)],
  stopSignal: 'SIGTERM',
  stopTimeoutMs: 10_000,
  readyTimeoutMs: 30_000,

  async obtain(ctx) {
    command = await findOrInstall(ctx);
  },

  async launch(ctx) {
    const dir = dirOf(ctx);
    fs.mkdirSync(path.join(dir, 'collections'), { recursive: true });
    writeFileAtomic(configOf(ctx), config(ctx));
    writeFileAtomic(path.join(dir, 'users'), RADICALE_USERS.map((user) => `${user}:${RADICALE_PASSWORD}\n`).join(''), 0o600);
    makeCalendars(ctx);
    ctx.step(`radicale (CalDAV on 127.0.0.1:${ctx.ports.radicale})`);
    const launched = await spawnDetached(command ?? 'radicale', ['--config', configOf(ctx)], { cwd: dir, logFile: logFileOf(ctx, 'radicale') });
    return { pid: launched.pid, exited: launched.exited, extra: { command } };
  },

  async ready(_ctx, state, deadlineMs) {
    const url = `http://127.0.0.1:${state.ports.radicale}/`;
    // Any HTTP answer (401 without credentials) means it serves requests.
    await waitUntil(`radicale on ${url}`, async () => (await fetch(url, { method: 'OPTIONS' })).status < 500, {
      timeoutMs: Math.max(0, deadlineMs - Date.now()),
      intervalMs: 200,
    });
  },
};
