// Where the stack keeps its data and caches, and which ports each profile uses.
import os from 'os';
import path from 'path';

export type StackProfile = 'dev' | 'test';
export type StackService = 'postgres' | 'temporal' | 'kafka' | 'radicale';

export const PROFILES: readonly StackProfile[] = ['dev', 'test'];
export const SERVICES: readonly StackService[] = ['postgres', 'temporal', 'kafka', 'radicale'];

export type StackPorts = {
  postgres: number;
  temporal: number;
  temporalUi: number;
  kafka: number;
  kafkaController: number;
  /** Radicale, the CalDAV server (infra/stack/radicale.ts). */
  radicale: number;
};

// Radicale's dev port is not its own default 5232: Debian's package may start a system Radicale there.
const DEFAULT_PORTS: Record<StackProfile, StackPorts> = {
  dev: { postgres: 55432, temporal: 7233, temporalUi: 8233, kafka: 9092, kafkaController: 9093, radicale: 5252 },
  test: { postgres: 55442, temporal: 7243, temporalUi: 8243, kafka: 9192, kafkaController: 9193, radicale: 5242 },
};

/** The environment variable that overrides each port (the Kafka controller follows the broker port + 1). */
export const PORT_ENV: Record<keyof StackPorts, string> = {
  postgres: 'ATS_PG_PORT',
  temporal: 'ATS_TEMPORAL_PORT',
  temporalUi: 'ATS_TEMPORAL_UI_PORT',
  kafka: 'ATS_KAFKA_PORT',
  kafkaController: 'ATS_KAFKA_CONTROLLER_PORT',
  radicale: 'ATS_RADICALE_PORT',
};

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal';
// Later tags carry a `replace` directive in go.mod, which `go install pkg@version` refuses.
export const TEMPORAL_CLI_VERSION = 'v1.5.1';
export const KAFKA_VERSION = '4.1.0';
export const TEMPORAL_NAMESPACE = 'default';
export const TEMPORAL_SEARCH_ATTRIBUTES: Record<string, string> = {
  AtsCompanyId: 'Keyword',
  AtsJobId: 'Keyword',
  AtsApplicationId: 'Keyword',
  AtsProcess: 'Keyword',
  AtsUserId: 'Keyword',
  AtsRequisitionId: 'Keyword',
  AtsOfferId: 'Keyword',
  AtsApproverIds: 'KeywordList',
};

export const PG_USER = 'ats';
export const PG_PASSWORD = 'ats';
export const PG_DATABASES = ['ats', 'ats_test'];

/** The repository root (infra/stack/../..). */
export const repoRoot = path.resolve(__dirname, '..', '..');

export function isProfile(value: unknown): value is StackProfile {
  return value === 'dev' || value === 'test';
}

export function isService(value: unknown): value is StackService {
  return value === 'postgres' || value === 'temporal' || value === 'kafka' || value === 'radicale';
}

/** Built binaries and downloaded jars: outside the repository so a warm machine restarts fast. */
export function cacheDir(): string {
  const fromEnv = process.env.ATS_CACHE_DIR;
  return fromEnv && fromEnv.trim() !== '' ? path.resolve(fromEnv) : path.join(os.homedir(), '.cache', 'ats-stack');
}

/** `<repo>/.stack/<profile>`: data, logs and pid files of one profile (git-ignored). */
export function profileDir(profile: StackProfile): string {
  return path.join(repoRoot, '.stack', profile);
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid TCP port (1-65535)`);
  }
  return port;
}

export function resolvePorts(profile: StackProfile): StackPorts {
  const d = DEFAULT_PORTS[profile];
  const kafka = portFromEnv(PORT_ENV.kafka, d.kafka);
  const ports: StackPorts = {
    postgres: portFromEnv(PORT_ENV.postgres, d.postgres),
    temporal: portFromEnv(PORT_ENV.temporal, d.temporal),
    temporalUi: portFromEnv(PORT_ENV.temporalUi, d.temporalUi),
    kafka,
    kafkaController: portFromEnv(PORT_ENV.kafkaController, kafka === d.kafka ? d.kafkaController : kafka + 1),
    radicale: portFromEnv(PORT_ENV.radicale, d.radicale),
  };
  const seen = new Map<number, string>();
  for (const [key, port] of Object.entries(ports)) {
    const other = seen.get(port);
    if (other) throw new Error(`stack ${profile}: ${key} and ${other} are both set to port ${port}`);
    seen.set(port, key);
  }
  return ports;
}
