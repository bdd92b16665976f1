import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { obtainTemporalTestServer } from '../stack/temporal-test-server';
import { bundleWorkflows } from '../temporal/workflow-bundle';

/** What a workflow spec runs on: Temporal's time-skipping test server and the workflows as the worker bundles them. */
export type TimeSkipping = { env: TestWorkflowEnvironment; bundle: WorkflowBundleWithSourceMap };

/** How long the test server (a JVM) may take to listen: the unit lane runs at a low priority beside the whole stack. */
const SERVER_START_MS = 120_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts the test server and waits until it listens. The SDK's own start (createTimeSkipping) gives the process
 * a fixed 5 s, which a JVM starting in CI's low-priority lane beside the stack and the browser missed
 * (a red daily-digest spec); here the wait is for the port, as long as it takes up to SERVER_START_MS.
 */
const startTestServer = async (launcher: string): Promise<{ address: string; server: ChildProcess }> => {
  const port = await freePort();
  const server = spawn(launcher, [String(port)], { stdio: 'ignore' });
  let exit: number | null | undefined;
  server.once('exit', (code) => (exit = code));
  const deadline = Date.now() + SERVER_START_MS;
  while (!(await listening(port))) {
    if (exit !== undefined) throw new Error(`The Temporal test server exited (code ${exit}) before it listened on ${port}`);
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`The Temporal test server did not listen on ${port} within ${SERVER_START_MS / 1000} s`);
    }
    await new Promise((retry) => setTimeout(retry, 100));
  }
  return { address: `127.0.0.1:${port}`, server };
};

type CreateEnvironment = (options: {
  server: { type: 'existing' };
  address: string;
  supportsTimeSkipping: true;
}) => Promise<TestWorkflowEnvironment>;

/**
 * A time-skipping environment on a server started here. The SDK's public constructors either start the server
 * themselves (with the 5 s limit) or take an existing one without time skipping; `create` is the one both call,
 * and the only way to have both. If an SDK upgrade removes it, this says so instead of silently not skipping time.
 */
const timeSkippingOn = (address: string): Promise<TestWorkflowEnvironment> => {
  const create = (TestWorkflowEnvironment as unknown as { create?: CreateEnvironment }).create;
  if (typeof create !== 'function') throw new Error('@temporalio/testing no longer has TestWorkflowEnvironment.create: revisit infra/testing/time-skipping-environment.ts');
  return create.call(TestWorkflowEnvironment, { server: { type: 'existing' }, address, supportsTimeSkipping: true });
};

/**
 * Test-only: starts the time-skipping server (obtained like the stack's servers) before the spec's tests and
 * tears it down after; the answer is filled in by then. Activities are each spec's own stand-ins.
 */
export const timeSkippingEnvironment = (): TimeSkipping => {
  const holder = {} as TimeSkipping;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    try {
      Runtime.install({ logger: new DefaultLogger('WARN') });
    } catch {
      // Already installed by another spec in this process: its logger stays.
    }
    const started = await startTestServer(await obtainTemporalTestServer());
    server = started.server;
    holder.env = await timeSkippingOn(started.address);
    holder.bundle = await bundleWorkflows(new DefaultLogger('WARN'));
  }, 600_000);
  afterAll(async () => {
    await holder.env?.teardown();
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill();
      await exited;
    }
  });
  return holder;
};
