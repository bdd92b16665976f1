import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { DataSource } from 'typeorm';
import {
  APPLICATION_EVENT_TYPES,
  stageStayChange,
  type ApplicationEvent,
} from '../../domain/applications';
import { jobDecider, type JobEvent, type JobState } from '../../domain/jobs';
import { streamId, type RecordedEvent } from '../../domain/shared';
import { readCheckpoint, writeCheckpoint } from '../../projections/checkpoints/checkpoints';
import {
  AUTO_ARCHIVE_LEFT_STAGE_SIGNAL,
  autoArchiveWorkflowId,
  type AutoArchiveInput,
} from '../../workflows/auto-archive.types';
import type { EventStore } from '../event-store/event-store.port';
import { startCheckpointedLoop, type RunningLoop } from '../projections/checkpointed-loop';
import { ATS_APPLICATION_ID, ATS_COMPANY_ID, ATS_JOB_ID, ATS_PROCESS } from './search-attributes';

export const AUTO_ARCHIVE_STARTER_CHECKPOINT = 'process-starter:auto-archive';

const isApplicationEvent = (event: RecordedEvent): event is RecordedEvent & ApplicationEvent =>
  (APPLICATION_EVENT_TYPES as readonly string[]).includes(event.type);

/** The revision of the event that began the application's current stay in `stageId`, before `beforeRevision`. */
const stayStartRevision = (history: RecordedEvent[], stageId: string, beforeRevision: number): number | null => {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const event = history[index];
    if (event.revision >= beforeRevision || !isApplicationEvent(event)) continue;
    const change = stageStayChange(event);
    if (change.started === stageId) return event.revision;
    if (change.ended === stageId) return null;
  }
  return null;
};

/**
 * Starts an auto-archive workflow when an application begins a stay in a stage whose automation says
 * "archive unresponsive after N days", and signals it when the stay ends. Every call is idempotent
 * (deterministic workflow ids, duplicate starts refused), so replaying a batch after a crash is harmless.
 */
export const startAutoArchiveStarter = (options: {
  store: EventStore;
  dataSource: DataSource;
  temporal: Client;
  taskQueue: string;
  dayMs: number;
  onError: (error: unknown) => void;
}): RunningLoop => {
  const { store, dataSource, temporal } = options;

  const loadJob = async (jobId: string): Promise<JobState> =>
    (await store.readStream(streamId('job', jobId))).reduce(
      (state, event) => jobDecider.evolve(state, event as unknown as JobEvent),
      jobDecider.initialState(),
    );

  const begin = async (event: RecordedEvent & ApplicationEvent, stageId: string) => {
    const job = await loadJob(event.data.jobId);
    if (!job.exists) return;
    const stage = job.stages.find((candidate) => candidate.id === stageId);
    const afterDays = stage?.automations.archiveUnresponsiveAfterDays;
    if (!stage || !afterDays) return;
    const input: AutoArchiveInput = {
      companyId: event.metadata.companyId,
      applicationId: event.data.applicationId,
      jobId: event.data.jobId,
      stageId,
      stageName: stage.name,
      afterDays,
      delayMs: afterDays * options.dayMs,
    };
    try {
      await temporal.workflow.start('autoArchiveUnresponsive', {
        taskQueue: options.taskQueue,
        workflowId: autoArchiveWorkflowId(input.applicationId, stageId, event.revision),
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        args: [input],
        typedSearchAttributes: [
          { key: ATS_COMPANY_ID, value: input.companyId },
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
          { key: ATS_PROCESS, value: 'auto-archive' },
        ],
        memo: { stageName: stage.name, afterDays, jobName: job.name },
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  };

  const end = async (event: RecordedEvent & ApplicationEvent, stageId: string) => {
    const history = await store.readStream(event.streamId);
    const startedAt = stayStartRevision(history, stageId, event.revision);
    if (startedAt === null) return;
    try {
      await temporal.workflow
        .getHandle(autoArchiveWorkflowId(event.data.applicationId, stageId, startedAt))
        .signal(AUTO_ARCHIVE_LEFT_STAGE_SIGNAL);
    } catch (error) {
      // No workflow for that stay (no automation then) or it already finished: nothing to end.
      if (error instanceof WorkflowNotFoundError) return;
      throw error;
    }
  };

  return startCheckpointedLoop({
    store,
    batchSize: 100,
    loadCheckpoint: () => readCheckpoint(dataSource.manager, AUTO_ARCHIVE_STARTER_CHECKPOINT),
    handleBatch: async (events) => {
      for (const event of events) {
        if (!isApplicationEvent(event)) continue;
        const change = stageStayChange(event);
        if (change.ended) await end(event, change.ended);
        if (change.started) await begin(event, change.started);
      }
      await writeCheckpoint(dataSource.manager, AUTO_ARCHIVE_STARTER_CHECKPOINT, events[events.length - 1].position);
    },
    onError: options.onError,
  });
};
