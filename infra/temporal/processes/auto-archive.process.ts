import { applicationEvents, stageStayChange, type ApplicationEvent } from '@ats/domain/applications';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { autoArchiveWorkflowId, type AutoArchiveInput } from '@ats/workflows/auto-archive.types';
import { applicationLeftStage, autoArchiveUnresponsive } from '@ats/workflows/auto-archive.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

/** The revision of the event that began the application's current stay in `stageId`, before `beforeRevision`. */
export const stayStartRevision = (history: RecordedEvent[], stageId: string, beforeRevision: number): number | null => {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const event = history[index];
    if (event.revision >= beforeRevision || !applicationEvents.includes(event)) continue;
    const change = stageStayChange(event);
    if (change.started === stageId) return event.revision;
    if (change.ended === stageId) return null;
  }
  return null;
};

/**
 * "Archive unresponsive candidates after N days" (spec 02 §3.5, ADR 0002): one workflow per stay in a stage
 * whose automation is on, started when the stay begins and signalled when it ends.
 */
export const autoArchiveProcess = defineProcess<ApplicationEvent, typeof autoArchiveUnresponsive>({
  name: 'auto-archive',
  workflow: autoArchiveUnresponsive,
  canHandle: applicationEvents.types,
  async on(event, steps, context) {
    const change = stageStayChange(event);
    const planned = [];
    if (change.ended) {
      const startedAt = stayStartRevision(await context.readStream(event.streamId), change.ended, event.revision);
      if (startedAt !== null) {
        planned.push(steps.signal(autoArchiveWorkflowId(event.data.applicationId, change.ended, startedAt), applicationLeftStage));
      }
    }
    if (change.started) {
      // The job as its own stream says now: the automation in force when the stay begins.
      const job = (await context.readStream(streamId('job', event.data.jobId)))
        .filter((stored) => jobEvents.includes(stored))
        .reduce(jobDecider.evolve, jobDecider.initialState());
      const stage = job.exists ? job.stages.find((candidate) => candidate.id === change.started) : undefined;
      const afterDays = stage?.automations.archiveUnresponsiveAfterDays;
      if (job.exists && stage && afterDays) {
        const input: AutoArchiveInput = {
          companyId: event.metadata.companyId,
          applicationId: event.data.applicationId,
          jobId: event.data.jobId,
          stageId: stage.id,
          stageName: stage.name,
          afterDays,
          delayMs: afterDays * context.dayMs,
        };
        planned.push(
          steps.start(autoArchiveWorkflowId(input.applicationId, stage.id, event.revision), [input], {
            searchAttributes: [
              { key: ATS_JOB_ID, value: input.jobId },
              { key: ATS_APPLICATION_ID, value: input.applicationId },
            ],
            memo: { stageName: stage.name, afterDays, jobName: job.name },
          }),
        );
      }
    }
    return planned;
  },
});
