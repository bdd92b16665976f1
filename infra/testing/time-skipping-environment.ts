import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { obtainTemporalTestServer } from '../stack/temporal-test-server';
import { bundleWorkflows } from '../temporal/workflow-bundle';

/** What a workflow spec runs on: Temporal's time-skipping test server and the workflows as the worker bundles them. */
export type TimeSkipping = { env: TestWorkflowEnvironment; bundle: WorkflowBundleWithSourceMap };

/**
 * Test-only: starts the time-skipping server (obtained like the stack's servers) before the spec's tests and
 * tears it down after; the answer is filled in by then. Activities are each spec's own stand-ins.
 */
export const timeSkippingEnvironment = (): TimeSkipping => {
  const holder = {} as TimeSkipping;
  beforeAll(async () => {
    try {
      Runtime.install({ logger: new DefaultLogger('WARN') });
    } catch {
      // Already installed by another spec in this process: its logger stays.
    }
    const path = await obtainTemporalTestServer();
    holder.env = await TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path } } });
    holder.bundle = await bundleWorkflows(new DefaultLogger('WARN'));
  }, 600_000);
  afterAll(async () => {
    await holder.env?.teardown();
  });
  return holder;
};
