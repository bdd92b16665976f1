import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { createBulkActionActivities } from '@ats/infra/temporal/bulk-action.activities';
import { bundleWorkflows } from '@ats/infra/temporal/workflow-bundle';
import type { BulkActionInput } from '@ats/workflows/bulk-action.types';
import type { DataSource } from 'typeorm';

/** What the bench needs of the in-process API run.ts starts: calls as the admin, and fresh applications of its job. */
export type BenchApi = {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  addApplications(count: number): Promise<Array<{ id: string; revision: number }>>;
};

const BULK_ITEMS = 500;

/**
 * Issue 9's bench: a 500-item bulk archive's items/s against the single archive command's, both through the
 * real API on the same database in the same round. Single: `POST /job-applications/:id/archive` at concurrency
 * `concurrency`. Bulk: `POST /bulk-actions/archive-change` with 500 ids, then the `runBulkAction` workflow on the
 * stack's Temporal with the worker's activities in this process (on a task queue of its own), until it answers;
 * timed from the request to the workflow's end. Applications are added untimed. Answers one ratio per round.
 */
export const startBulkArchiveBench = async (input: {
  api: BenchApi;
  store: EventStore;
  dataSource: DataSource;
  companyId: string;
  temporalAddress: string;
  namespace: string;
  concurrency: number;
  singleCommands: number;
  inLanes: (total: number, concurrency: number, job: (index: number) => Promise<unknown>) => Promise<void>;
}) => {
  const { api } = input;
  const reasonId = (await api.call<Array<{ id: string }>>('GET', '/archival-reasons/company'))[0]!.id;
  const taskQueue = `bench-bulk-${randomUUID().slice(0, 8)}`;
  const workerConnection = await NativeConnection.connect({ address: input.temporalAddress });
  const worker = await Worker.create({
    connection: workerConnection,
    namespace: input.namespace,
    taskQueue,
    workflowBundle: await bundleWorkflows(),
    activities: createBulkActionActivities(input.store, { dataSource: input.dataSource }),
  });
  const running = worker.run();
  const connection = await Connection.connect({ address: input.temporalAddress });
  const temporal = new Client({ connection, namespace: input.namespace });
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  const single = async () => {
    const applications = await api.addApplications(input.singleCommands);
    const ms = await timed(() =>
      input.inLanes(applications.length, input.concurrency, (index) =>
        api.call('POST', `/job-applications/${applications[index]!.id}/archive`, { archivalReasonId: reasonId, expectedRevision: applications[index]!.revision }),
      ),
    );
    return (applications.length * 1000) / ms;
  };
  const bulk = async () => {
    const applications = await api.addApplications(BULK_ITEMS);
    const applicationIds = applications.map((application) => application.id);
    let outcome: { succeeded: number; failed: number } | undefined;
    const ms = await timed(async () => {
      const queued = await api.call<{ id: string }>('POST', '/bulk-actions/archive-change', { applicationIds, archivalReasonId: reasonId });
      // The process starter's start, here by hand: the same workflow and input, on the bench's queue.
      const workflowInput: BulkActionInput = { companyId: input.companyId, bulkActionId: queued.id, applicationIds };
      outcome = await temporal.workflow.execute('runBulkAction', { taskQueue, workflowId: `bench-bulk-action:${queued.id}`, args: [workflowInput] });
    });
    if (outcome?.succeeded !== BULK_ITEMS) throw new Error(`bulk archive applied ${outcome?.succeeded} of ${BULK_ITEMS} (failed ${outcome?.failed})`);
    return (BULK_ITEMS * 1000) / ms;
  };

  return {
    /** One round: single, bulk, single again; the ratio of bulk items/s to the singles' mean. */
    async round() {
      const before = await single();
      const bulkRate = await bulk();
      const after = await single();
      return { ratio: bulkRate / ((before + after) / 2), bulkRate, singleRate: (before + after) / 2 };
    },
    async close() {
      worker.shutdown();
      await running;
      await workerConnection.close();
      await connection.close();
    },
  };
};
