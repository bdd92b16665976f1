import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type Client,
} from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { DataSource } from 'typeorm';
import { writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { EventStore } from '../event-store/event-store.port';
import type { LogConsumer } from '../pipeline/event-pipeline';
import type { DeclaredProcess, ProcessStep } from './process-declaration';
import { ATS_COMPANY_ID, ATS_PROCESS } from './search-attributes';

export const processStarterCheckpointName = (process: Pick<DeclaredProcess, 'name'>) => `process-starter:${process.name}`;

/** Idempotent by construction: a duplicate start is refused by id, a finished workflow needs no signal. */
const carryOut = async (temporal: Client, taskQueue: string, process: DeclaredProcess, companyId: string, step: ProcessStep<any>) => {
  try {
    switch (step.kind) {
      case 'start':
        await temporal.workflow.start(process.workflow, {
          taskQueue,
          workflowId: step.workflowId,
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          args: step.args,
          typedSearchAttributes: [
            { key: ATS_PROCESS, value: process.name },
            { key: ATS_COMPANY_ID, value: companyId },
            ...step.searchAttributes,
          ],
          memo: step.memo,
        });
        return;
      case 'signal':
        await temporal.workflow.getHandle(step.workflowId).signal(step.signal, ...step.args);
        return;
      case 'cancel':
        await temporal.workflow.getHandle(step.workflowId).cancel();
        return;
    }
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError || error instanceof WorkflowNotFoundError) return;
    throw error;
  }
};

/**
 * Runs one process declaration as a consumer of the event pipeline: for each event it can handle, asks the
 * declaration for its steps and carries them out in order, then moves its checkpoint. A crash in between
 * replays the batch, which the idempotent steps make harmless; a request never starts a process itself.
 */
export const processStarter = (options: {
  process: DeclaredProcess;
  store: EventStore;
  dataSource: DataSource;
  temporal: Client;
  taskQueue: string;
  dayMs: number;
}): LogConsumer => {
  const { process, store, temporal } = options;
  const name = processStarterCheckpointName(process);
  const context = { readStream: (streamId: string) => store.readStream(streamId), dayMs: options.dayMs };
  return {
    name,
    canHandle: process.canHandle,
    async handle(events, through) {
      for (const event of events) {
        for (const step of await process.on(event, context)) {
          await carryOut(temporal, options.taskQueue, process, event.metadata.companyId, step);
        }
      }
      await writeCheckpoint(options.dataSource.manager, name, through);
    },
  };
};
