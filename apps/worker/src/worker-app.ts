import { NativeConnection, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { AtsConfig } from '@ats/infra/config';
import { createDataSource } from '@ats/infra/db/data-source';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { jobBoardAdapters } from '@ats/infra/job-boards/job-boards';
import { createAutoArchiveActivities } from '@ats/infra/temporal/activities';
import { createAutoCloseActivities } from '@ats/infra/temporal/auto-close.activities';
import { createJobPostingActivities } from '@ats/infra/temporal/job-posting.activities';
import { createRestageActivities } from '@ats/infra/temporal/restage.activities';
import { bundleWorkflows } from '@ats/infra/temporal/workflow-bundle';

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** Bundling takes seconds: do it once per process. */
const workflowBundle = () => (bundle ??= bundleWorkflows());

/** The Temporal worker: runs the workflows and the activities that send their commands. */
export const startWorkerApp = async (config: AtsConfig) => {
  const dataSource = createDataSource(config.databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const store = await openEventStore(config);
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const worker = await Worker.create({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.temporalTaskQueue,
    workflowBundle: await workflowBundle(),
    activities: {
      ...createAutoArchiveActivities(store, dataSource),
      ...createAutoCloseActivities(store),
      ...createRestageActivities(store, dataSource),
      ...createJobPostingActivities(
        store,
        jobBoardAdapters({
          publicUrl: config.publicUrl,
          simulated: { latencyMs: config.jobBoardLatencyMs, failureRate: config.jobBoardFailureRate },
        }),
      ),
    },
  });
  const running = worker.run();
  return {
    worker,
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
      await store.close();
      await dataSource.destroy();
    },
  };
};
