import { candidateTaskLifecycleEvents, type CandidateTaskCompleted } from '@ats/domain/candidate-tasks';
import { isPreScreening } from '@ats/domain/jobs';
import { streamId } from '@ats/domain/shared';
import { progressQualifiedWorkflowId, type ProgressQualifiedInput } from '@ats/workflows/candidate-qualification.types';
import { progressQualified } from '@ats/workflows/candidate-qualification.workflow';
import { taskResponseId } from '../../candidate-tasks/task-response-id';
import { defineProcess, type ProcessContext } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';
import { jobNow } from './auto-archive-under-qualified.process';

/** Whether the candidate's response to a task is completed and not judged unqualified, from its own stream. */
const completedQualified = async (context: ProcessContext, applicationId: string, stageId: string, taskId: string): Promise<boolean> => {
  const events = await context.readStream(streamId('candidatetask', taskResponseId(applicationId, stageId, taskId)));
  const completed = events.filter((event) => candidateTaskLifecycleEvents.includes(event) && event.type === 'CandidateTaskCompleted').at(-1);
  return completed !== undefined && (completed.data as CandidateTaskCompleted['data']).qualified !== false;
};

/**
 * 'Auto-progress qualified candidates' (spec 02 §3.5): when the last pre-screening task of a stage whose
 * automation is on is handed in and every one of them is completed and qualified, an
 * `auto-progress-qualified:<application>:<stage>` workflow moves the application to the next stage.
 */
export const autoProgressQualifiedProcess = defineProcess<CandidateTaskCompleted, typeof progressQualified>({
  name: 'auto-progress-qualified',
  workflow: progressQualified,
  canHandle: ['CandidateTaskCompleted'],
  async on(event, steps, context) {
    const { data } = event;
    if (data.qualified === false) return [];
    const job = await jobNow(context, data.jobId);
    if (!job.exists) return [];
    const index = job.stages.findIndex((candidate) => candidate.id === data.stageId);
    const stage = job.stages[index];
    const next = job.stages[index + 1];
    if (!stage?.automations.autoProgressQualified || !next) return [];
    const screening = stage.tasks.filter(isPreScreening);
    if (!screening.some((task) => task.id === data.taskId)) return [];
    for (const task of screening) {
      if (!(await completedQualified(context, data.applicationId, data.stageId, task.id))) return [];
    }
    const input: ProgressQualifiedInput = {
      companyId: event.metadata.companyId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      fromStageId: stage.id,
      toStageId: next.id,
    };
    return [
      steps.start(progressQualifiedWorkflowId(data.applicationId, stage.id), [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: data.jobId },
          { key: ATS_APPLICATION_ID, value: data.applicationId },
        ],
        memo: { fromStageName: stage.name, toStageName: next.name, jobName: job.name },
      }),
    ];
  },
});
