// Java programs the stack needs (Kafka, the Temporal test server) come from Maven Central: a small pom per
// program lists them, `mvn dependency:copy-dependencies` copies the jars into the cache, and the pom's
// sha-256 beside the jars tells whether the cache still matches the pom.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { aptInstall } from './apt';
import { progressReporter, runChecked, seconds, which, withLock } from './proc';

export type MavenLibs = {
  /** What they are, for messages: "Kafka 4.1.0". */
  label: string;
  pom: string;
  /** Where the jars live in the cache. */
  libs: string;
  /** True when a folder holds the program's main jar. */
  hasJars(folder: string): boolean;
};

const MARKER = '.ats-pom.sha256';

const pomHash = (pom: string) => crypto.createHash('sha256').update(fs.readFileSync(pom)).digest('hex');

const fresh = (spec: MavenLibs): boolean => {
  try {
    return spec.hasJars(spec.libs) && fs.readFileSync(path.join(spec.libs, MARKER), 'utf8').trim() === pomHash(spec.pom);
  } catch {
    return false;
  }
};

/** java, and mvn when jars must be fetched, from Debian's packages when missing. */
export async function ensureJava(label: string, needMaven: boolean, log: (line: string) => void): Promise<void> {
  const missing: string[] = [];
  if (!which('java')) missing.push('default-jre-headless');
  if (needMaven && !which('mvn')) missing.push('maven');
  if (missing.length === 0) return;
  log(`${missing.join(' and ')} missing: installing`);
  await aptInstall(missing, `${label} needs ${missing.includes('default-jre-headless') ? 'a Java runtime' : ''}${missing.length === 2 ? ' and ' : ''}${missing.includes('maven') ? 'Maven to fetch its jars' : ''}`, log);
  if (!which('java')) throw new Error(`${label}: installed default-jre-headless but \`java\` is still not on PATH`);
  if (needMaven && !which('mvn')) throw new Error(`${label}: installed maven but \`mvn\` is still not on PATH`);
}

/** `mvn dependency:copy-dependencies` into a fresh folder, then swapped in, so the libs are never half there. */
async function fetchLibs(spec: MavenLibs, log: (line: string) => void): Promise<void> {
  const tmp = `${spec.libs}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(spec.libs), { recursive: true });
  const t0 = Date.now();
  log(`fetching ${spec.label} jars from Maven Central into ${spec.libs} (mvn -f ${path.relative(process.cwd(), spec.pom) || spec.pom}) …`);
  const progress = progressReporter(
    log,
    'mvn',
    (line) => (/Downloaded from/.test(line) ? 'artifacts downloaded' : /Copying .*\.jar/.test(line) ? 'jars copied' : null),
    5000,
  );
  try {
    await runChecked(
      `${spec.label}: fetching its jars and their runtime dependencies from Maven Central`,
      'mvn',
      ['-B', '-f', spec.pom, 'dependency:copy-dependencies', `-DoutputDirectory=${tmp}`, '-Dmdep.includeScope=runtime'],
      { onLine: progress.onLine, timeoutMs: 30 * 60_000 },
    );
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    progress.done();
  }
  if (!spec.hasJars(tmp)) throw new Error(`${spec.label}: mvn finished but ${tmp} holds no main jar`);
  fs.writeFileSync(path.join(tmp, MARKER), `${pomHash(spec.pom)}\n`);
  const old = `${spec.libs}.old-${process.pid}`;
  if (fs.existsSync(spec.libs)) fs.renameSync(spec.libs, old);
  fs.renameSync(tmp, spec.libs);
  fs.rmSync(old, { recursive: true, force: true });
  log(`fetched ${fs.readdirSync(spec.libs).filter((f) => f.endsWith('.jar')).length} jars in ${seconds(t0)}s`);
}

/** The jars in the cache, fetched (once, under a lock shared by concurrent starts) when missing or stale. */
export async function ensureMavenLibs(spec: MavenLibs, log: (line: string) => void): Promise<string> {
  if (!fresh(spec)) {
    await withLock(`${spec.libs}.lock`, `${spec.label}: fetching jars`, log, async () => {
      if (fresh(spec)) return;
      await ensureJava(spec.label, true, log);
      await fetchLibs(spec, log);
    });
  }
  await ensureJava(spec.label, false, log);
  return spec.libs;
}
