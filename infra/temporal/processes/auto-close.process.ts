import { jobDecider, jobEvents, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { autoCloseWorkflowId, type AutoCloseInput } from '@ats/workflows/auto-close.types';
import { autoCloseDateChanged, autoCloseJob, jobEnded } from '@ats/workflows/auto-close.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_JOB_ID } from '../search-attributes';

type AutoCloseEvent = Extract<JobEvent, { type: 'JobAutoCloseDateSet' | 'JobClosed' | 'JobDeleted' }>;

/**
 * The revision of the event that gave the job the date in force before `beforeRevision` (the run's scope),
 * or null when the job had no date then: a removed date, a close or a deletion ends a run.
 */
const runStartBefore = (history: RecordedEvent[], beforeRevision: number): number | null => {
  let start: number | null = null;
  for (const event of history) {
    if (event.revision >= beforeRevision) break;
    if (!jobEvents.includes(event)) continue;
    if (event.type === 'JobAutoCloseDateSet') start = event.data.autoCloseOn === null ? null : (start ?? event.revision);
    else if (event.type === 'JobClosed' || event.type === 'JobDeleted') start = null;
  }
  return start;
};

/**
 * Auto-close (spec 02 §4.1): one workflow per job while it has a date, `auto-close:<jobId>:<revision>`. A
 * date set on a job without one starts it; a moved date or a removed one signals it; a close (by hand, or
 * its own) or a deletion tells it the job has ended.
 */
export const autoCloseProcess = defineProcess<AutoCloseEvent, typeof autoCloseJob>({
  name: 'auto-close',
  workflow: autoCloseJob,
  canHandle: ['JobAutoCloseDateSet', 'JobClosed', 'JobDeleted'],
  async on(event, steps, context) {
    const history = await context.readStream(event.streamId);
    const running = runStartBefore(history, event.revision);
    const jobId = event.data.jobId;
    if (event.type !== 'JobAutoCloseDateSet') return running === null ? [] : [steps.signal(autoCloseWorkflowId(jobId, running), jobEnded)];
    const { autoCloseOn } = event.data;
    if (running !== null) return [steps.signal(autoCloseWorkflowId(jobId, running), autoCloseDateChanged, autoCloseOn)];
    if (autoCloseOn === null) return [];
    const job = history
      .filter((stored): stored is RecordedEvent & JobEvent => stored.revision <= event.revision && jobEvents.includes(stored))
      .reduce(jobDecider.evolve, jobDecider.initialState());
    const input: AutoCloseInput = { companyId: event.metadata.companyId, jobId, autoCloseOn, reminderLeadMs: context.dayMs };
    return [
      steps.start(autoCloseWorkflowId(jobId, event.revision), [input], {
        searchAttributes: [{ key: ATS_JOB_ID, value: jobId }],
        memo: { jobName: job.exists ? job.name : null, autoCloseOn },
      }),
    ];
  },
});
