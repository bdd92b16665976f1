// The local stack: obtains, starts, reuses and stops PostgreSQL, Temporal and Kafka on loopback ports,
// with their data under <repo>/.stack/<profile>/ and their caches under $ATS_CACHE_DIR
// (default ~/.cache/ats-stack). Used by `npm start`, the integration tests' global setup, and
// infra/stack/cli.ts. See infra/stack/README.md.
import fs from 'fs';
import path from 'path';
import {
  cacheDir,
  isProfile,
  isService,
  PROFILES,
  profileDir,
  resolvePorts,
  SERVICES,
  StackPorts,
  StackProfile,
  StackService,
  TEMPORAL_NAMESPACE,
} from './config';
import { kafkaDriver } from './kafka';
import { ensureLibreOffice } from './libreoffice';
import { databaseUrl, postgresDriver } from './postgres';
import { radicaleDriver } from './radicale';
import { Log, seconds, withLock } from './proc';
import { ensureService, ServiceContext, ServiceDriver, ServiceStatus, serviceStatus, stopService } from './service';
import { temporalDriver } from './temporal';

export type { StackProfile, StackService, StackPorts } from './config';
export type { ServiceStatus } from './service';

export type StackEnv = {
  DATABASE_URL: string;
  TEMPORAL_ADDRESS: string;
  TEMPORAL_UI_URL: string;
  TEMPORAL_NAMESPACE: string;
  KAFKA_BROKERS: string;
  /** The profile's uploaded files (filesystem blob store), beside its other data. */
  ATS_BLOB_DIR: string;
  /** The profile's CalDAV server (Radicale), for connecting a calendar in development and in the tests. */
  ATS_CALDAV_URL: string;
};

export type StackHandle = {
  env: StackEnv;
  stop(): Promise<void>;
  /** Stops only the servers this call started (not those it found running): how a CI run leaves the machine. */
  stopStarted(): Promise<void>;
};

export type StartStackOptions = { profile: StackProfile; services?: StackService[]; log?: (line: string) => void };

const DRIVERS: Record<StackService, ServiceDriver> = {
  postgres: postgresDriver,
  temporal: temporalDriver,
  kafka: kafkaDriver,
  radicale: radicaleDriver,
};

const defaultLog: Log = (line) => process.stderr.write(`${line}\n`);

/** The environment the profile's servers answer on (whether or not they run now). */
export function stackEnv(profile: StackProfile): StackEnv {
  const ports = resolvePorts(checkProfile(profile));
  return envOf(ports, profile);
}

function envOf(ports: StackPorts, profile: StackProfile): StackEnv {
  return {
    DATABASE_URL: databaseUrl(ports.postgres),
    TEMPORAL_ADDRESS: `127.0.0.1:${ports.temporal}`,
    TEMPORAL_UI_URL: `http://127.0.0.1:${ports.temporalUi}`,
    TEMPORAL_NAMESPACE,
    KAFKA_BROKERS: `127.0.0.1:${ports.kafka}`,
    ATS_BLOB_DIR: path.join(profileDir(profile), 'blobs'),
    ATS_CALDAV_URL: `http://127.0.0.1:${ports.radicale}/`,
  };
}

function checkProfile(profile: unknown): StackProfile {
  if (!isProfile(profile)) throw new Error(`unknown stack profile ${JSON.stringify(profile)} (expected one of: ${PROFILES.join(', ')})`);
  return profile;
}

function checkServices(services: unknown[] | undefined): StackService[] {
  if (services === undefined) return [...SERVICES];
  for (const s of services) {
    if (!isService(s)) throw new Error(`unknown stack service ${JSON.stringify(s)} (expected some of: ${SERVICES.join(', ')})`);
  }
  return SERVICES.filter((s) => services.includes(s));
}

function contextFor(profile: StackProfile, log: Log, t0: number, service: string): ServiceContext {
  return {
    profile,
    dir: profileDir(profile),
    ports: resolvePorts(profile),
    cache: cacheDir(),
    step: (message) => log(`[stack ${profile} +${seconds(t0)}s] ${service}: ${message}`),
  };
}

const lockFileOf = (profile: StackProfile) => `${profileDir(profile)}/.lock`;

/**
 * Starts the profile's servers (all three unless `services` says otherwise), reusing any that already
 * run, obtaining whatever is missing first. Resolves once every server answers its clients.
 */
export async function startStack(options: StartStackOptions): Promise<StackHandle> {
  const profile = checkProfile(options.profile);
  const services = checkServices(options.services);
  const log = options.log ?? defaultLog;
  const t0 = Date.now();
  const ports = resolvePorts(profile);
  fs.mkdirSync(profileDir(profile), { recursive: true, mode: 0o755 });
  fs.mkdirSync(cacheDir(), { recursive: true });
  const say = (m: string) => log(`[stack ${profile} +${seconds(t0)}s] ${m}`);

  const started: StackService[] = [];
  await withLock(lockFileOf(profile), "lock", say, async () => {
    say(`starting ${services.join(', ')} (data in ${profileDir(profile)}, caches in ${cacheDir()})`);
    // the three come up side by side; apt installs among them are queued (apt holds a global lock)
    const outcomes = await Promise.allSettled(services.map((s) => ensureService(DRIVERS[s], contextFor(profile, log, t0, s))));
    // LibreOffice is a tool, not a server: obtained alongside, nothing to start or stop
    await ensureLibreOffice((m) => say(`libreoffice: ${m}`));
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [{ service: services[i], error: o.reason as Error }] : []));
    if (failed.length > 0) {
      // leave nothing half up that this call started; servers that were already running stay
      for (const [i, o] of outcomes.entries()) {
        if (o.status === 'fulfilled' && o.value === 'started') await stopService(DRIVERS[services[i]], contextFor(profile, log, t0, services[i]));
      }
      const detail = failed.map((f) => `  - ${f.error?.message ?? String(f.error)}`).join('\n');
      throw new Error(`stack ${profile}: could not start ${failed.map((f) => f.service).join(', ')}\n${detail}`);
    }
    const reused = services.filter((_, i) => (outcomes[i] as PromiseFulfilledResult<string>).value === 'reused');
    started.push(...services.filter((service) => !reused.includes(service)));
    say(`ready in ${seconds(t0)}s${reused.length ? ` (reused: ${reused.join(', ')})` : ''}`);
  });

  return {
    env: envOf(ports, profile),
    stop: () => stopServices(profile, services, log),
    stopStarted: async () => {
      if (started.length > 0) await stopServices(profile, started, log);
    },
  };
}

async function stopServices(profile: StackProfile, services: StackService[], log: Log): Promise<void> {
  const t0 = Date.now();
  if (!fs.existsSync(profileDir(profile))) return;
  await withLock(lockFileOf(profile), "lock", (m) => log(`[stack ${profile}] ${m}`), async () => {
    await Promise.all(services.map((s) => stopService(DRIVERS[s], contextFor(profile, log, t0, s))));
  });
}

/**
 * Stops the profile's servers, all of them unless `services` says otherwise: SIGTERM (SIGINT, the fast
 * shutdown, for PostgreSQL), a wait, then SIGKILL; removes their pid files.
 */
export async function stopStack(
  profile: StackProfile,
  options: { services?: StackService[]; log?: (line: string) => void } = {},
): Promise<void> {
  await stopServices(checkProfile(profile), checkServices(options.services), options.log ?? defaultLog);
}

/** Which servers of the profile run, on which ports, and whether they answer. */
export async function stackStatus(profile: StackProfile): Promise<ServiceStatus[]> {
  const p = checkProfile(profile);
  const noop: Log = () => undefined;
  return Promise.all(SERVICES.map((s) => serviceStatus(DRIVERS[s], contextFor(p, noop, Date.now(), s))));
}
