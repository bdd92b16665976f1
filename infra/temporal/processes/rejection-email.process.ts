import { applicationEvents, type ApplicationArchived, type ApplicationDeleted, type ApplicationUnarchived } from '@ats/domain/applications';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { rejectionEmailWorkflowId, type RejectionEmailInput } from '@ats/workflows/rejection-email.types';
import { rejectionEmailAfterArchive } from '@ats/workflows/rejection-email.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

type RejectionEmailEvent = ApplicationArchived | ApplicationUnarchived | ApplicationDeleted;

/** The revision of the application's last archive before `beforeRevision`, if an automation archived it. */
const automatedArchiveBefore = (stream: readonly RecordedEvent[], beforeRevision: number): number | null => {
  const archive = stream.filter((event) => event.revision < beforeRevision && applicationEvents.includes(event) && event.type === 'ApplicationArchived').at(-1);
  return archive && (archive.data as ApplicationArchived['data']).automation !== null ? archive.revision : null;
};

/**
 * 'Rejection email, sent N days after auto-archive' (spec 02 §3.5): when an automation archives an application
 * from a stage whose rejection e-mail is on, a `rejection-email:<applicationId>:<archivedRevision>` workflow
 * waits the stage's N days (a durable timer, visible in the Temporal UI by job and application) and sends it.
 * Unarchiving or deleting the application meanwhile cancels that run.
 */
export const rejectionEmailProcess = defineProcess<RejectionEmailEvent, typeof rejectionEmailAfterArchive>({
  name: 'rejection-email',
  workflow: rejectionEmailAfterArchive,
  canHandle: ['ApplicationArchived', 'ApplicationUnarchived', 'ApplicationDeleted'],
  async on(event, steps, context) {
    if (event.type !== 'ApplicationArchived') {
      const archivedRevision = automatedArchiveBefore(await context.readStream(event.streamId), event.revision);
      return archivedRevision === null ? [] : [steps.cancel(rejectionEmailWorkflowId(event.data.applicationId, archivedRevision))];
    }
    // A person's archive sends its rejection e-mail at once, when asked ('Send email and reject').
    if (event.data.automation === null) return [];
    // The job as its own stream says now: the automation in force when the application was archived.
    const job = (await context.readStream(streamId('job', event.data.jobId)))
      .filter((stored) => jobEvents.includes(stored))
      .reduce(jobDecider.evolve, jobDecider.initialState());
    const stage = job.exists ? job.stages.find((candidate) => candidate.id === event.data.stageId) : undefined;
    const afterDays = stage?.automations.rejectionEmail?.sendAfterDays;
    if (!job.exists || !stage || !afterDays) return [];
    const input: RejectionEmailInput = {
      companyId: event.metadata.companyId,
      applicationId: event.data.applicationId,
      jobId: event.data.jobId,
      stageId: stage.id,
      archivedRevision: event.revision,
      afterDays,
      delayMs: afterDays * context.dayMs,
    };
    return [
      steps.start(rejectionEmailWorkflowId(input.applicationId, input.archivedRevision), [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
        ],
        memo: { stageName: stage.name, afterDays, jobName: job.name },
      }),
    ];
  },
});
