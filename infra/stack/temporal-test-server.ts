// The time-skipping Temporal test server for workflow unit tests. @temporalio/testing would download a
// native build from outside the package registries, which these machines cannot reach; the same server is
// published on Maven Central as a Java program, so it is fetched like Kafka and started through a launcher.
import fs from 'fs';
import path from 'path';
import { cacheDir } from './config';
import { ensureMavenLibs } from './maven';
import { writeFileAtomic } from './proc';

const VERSION = '1.31.0';
const POM = path.join(__dirname, 'temporal-test-server', 'pom.xml');

const hasTestServerJar = (folder: string) => {
  try {
    return fs.readdirSync(folder).some((file) => /^temporal-test-server-.*\.jar$/.test(file));
  } catch {
    return false;
  }
};

/**
 * The path of an executable that starts the test server; it takes the port as its first argument, as
 * `TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path } } })`
 * passes it.
 */
export async function obtainTemporalTestServer(log: (line: string) => void = () => undefined): Promise<string> {
  const home = path.join(cacheDir(), `temporal-test-server-${VERSION}`);
  const libs = await ensureMavenLibs({ label: `Temporal test server ${VERSION}`, pom: POM, libs: path.join(home, 'libs'), hasJars: hasTestServerJar }, log);
  const launcher = path.join(home, 'temporal-test-server');
  const script = `#!/bin/sh\n# Written by infra/stack/temporal-test-server.ts\nexec java -Xss4m -cp '${libs}/*' io.temporal.testserver.TestServer "$@"\n`;
  if (!fs.existsSync(launcher) || fs.readFileSync(launcher, 'utf8') !== script) writeFileAtomic(launcher, script, 0o755);
  return launcher;
}
