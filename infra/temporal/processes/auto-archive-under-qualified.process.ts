import type { CandidateTaskCompleted } from '@ats/domain/candidate-tasks';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { archiveUnderQualifiedWorkflowId, type ArchiveUnderQualifiedInput } from '@ats/workflows/candidate-qualification.types';
import { archiveUnderQualified } from '@ats/workflows/candidate-qualification.workflow';
import { defineProcess, type ProcessContext } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

/** The job as its own stream says now: the automations in force when the task was handed in. */
export const jobNow = async (context: ProcessContext, jobId: string) =>
  (await context.readStream(streamId('job', jobId))).filter((stored: RecordedEvent) => jobEvents.includes(stored)).reduce(jobDecider.evolve, jobDecider.initialState());

/**
 * 'Auto-archive under-qualified candidates' (spec 02 §3.5): a task of a stage whose automation is on judged
 * the candidate not qualified (an auto-archive question's expectation missed, a quiz not passed) → an
 * `auto-archive-under-qualified:<application>:<stage>:<response>` workflow archives the application as the
 * automation, findable in the Temporal UI by job and application.
 */
export const autoArchiveUnderQualifiedProcess = defineProcess<CandidateTaskCompleted, typeof archiveUnderQualified>({
  name: 'auto-archive-under-qualified',
  workflow: archiveUnderQualified,
  canHandle: ['CandidateTaskCompleted'],
  async on(event, steps, context) {
    const { data } = event;
    if (data.qualified !== false) return [];
    const job = await jobNow(context, data.jobId);
    const stage = job.exists ? job.stages.find((candidate) => candidate.id === data.stageId) : undefined;
    if (!job.exists || !stage?.automations.autoArchiveUnderQualified) return [];
    const input: ArchiveUnderQualifiedInput = {
      companyId: event.metadata.companyId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      stageId: data.stageId,
      responseId: data.responseId,
      taskId: data.taskId,
      taskType: data.taskType,
    };
    return [
      steps.start(archiveUnderQualifiedWorkflowId(data.applicationId, data.stageId, data.responseId), [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: data.jobId },
          { key: ATS_APPLICATION_ID, value: data.applicationId },
        ],
        memo: { stageName: stage.name, taskType: data.taskType, jobName: job.name },
      }),
    ];
  },
});
