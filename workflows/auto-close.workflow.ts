import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  AUTO_CLOSE_DATE_CHANGED_SIGNAL,
  AUTO_CLOSE_JOB_ENDED_SIGNAL,
  type AutoCloseActivities,
  type AutoCloseInput,
  type AutoCloseOutcome,
} from './auto-close.types';

const { sendAutoCloseReminder, closeJobAutomatically } = proxyActivities<AutoCloseActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/** The job's date moved (a new timer) or was removed (null: the workflow ends). */
export const autoCloseDateChanged = defineSignal<[string | null]>(AUTO_CLOSE_DATE_CHANGED_SIGNAL);
/** The job was closed by hand or deleted: nothing left to close. */
export const jobEnded = defineSignal(AUTO_CLOSE_JOB_ENDED_SIGNAL);

/**
 * Auto-close (spec 02 §4.1): reminds the job's owner one day before the date (AUTO_CLOSE_JOBS_REMINDER), at
 * once when less is left, then closes the job on the date with CloseJob { reason: 'AUTO_CLOSE' }. A moved date
 * restarts both timers; a removed date, a manual close or a deletion ends the run.
 */
export async function autoCloseJob(input: AutoCloseInput): Promise<AutoCloseOutcome> {
  let closeOn: string | null = input.autoCloseOn;
  let changed = false;
  let ended = false;
  setHandler(autoCloseDateChanged, (date) => {
    closeOn = date;
    changed = true;
  });
  setHandler(jobEnded, () => {
    ended = true;
  });
  const interrupted = () => changed || ended;
  const { workflowId } = workflowInfo();
  let remindedFor: string | null = null;
  for (;;) {
    if (ended) return 'JOB_ENDED';
    if (closeOn === null) return 'DATE_REMOVED';
    const date: string = closeOn;
    changed = false;
    const closeAt = Date.parse(date);
    if (remindedFor !== date) {
      const untilReminder = closeAt - input.reminderLeadMs - Date.now();
      if (untilReminder > 0 && (await condition(interrupted, untilReminder))) continue;
      await sendAutoCloseReminder({ ...input, autoCloseOn: date, workflowId });
      remindedFor = date;
      if (interrupted()) continue;
    }
    const untilClose = closeAt - Date.now();
    if (untilClose > 0 && (await condition(interrupted, untilClose))) continue;
    const answer = await closeJobAutomatically({ ...input, autoCloseOn: date, workflowId });
    if (answer.autoCloseOn !== undefined && answer.autoCloseOn !== date) {
      // The job's date changed before its signal came: follow the job.
      closeOn = answer.autoCloseOn;
      continue;
    }
    return answer.closed ? 'CLOSED' : 'NOTHING_TO_DO';
  }
}
