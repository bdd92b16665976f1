import { candidateReminderEvents, type CandidateReminderEvent } from '@ats/domain/candidate-reminders/candidate-reminder';
import { candidateReminderWorkflowId, type CandidateReminderInput } from '@ats/workflows/candidate-reminder.types';
import { candidateReminder, reminderMoved } from '@ats/workflows/candidate-reminder.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

const DAY_MS = 86_400_000;

type ReminderTimeEvent = Extract<CandidateReminderEvent, { type: 'CandidateReminderSet' | 'CandidateReminderMoved' }>;

/** From `from` to `to` with the company's day length (tests shorten a day to a second). */
const delayMs = (from: string, to: string, dayMs: number) => Math.max(0, Math.round(((Date.parse(to) - Date.parse(from)) * dayMs) / DAY_MS));

/**
 * The candidate's reminder (spec 03 §5 "Reminder page"): `candidate-reminder:<reminderId>` starts when it is set
 * and is signalled when the candidate picks another time, so the timer moves rather than a second one starting.
 * Set again after it was sent, it is a new round with its own run (`:round-<n>`).
 */
export const candidateReminderProcess = defineProcess<ReminderTimeEvent, typeof candidateReminder>({
  name: 'candidate-reminder',
  workflow: candidateReminder,
  canHandle: ['CandidateReminderSet', 'CandidateReminderMoved'],
  async on(event, steps, context) {
    if (!candidateReminderEvents.includes(event)) return [];
    const workflowId = candidateReminderWorkflowId(event.data.reminderId, event.data.round ?? 1);
    if (event.type === 'CandidateReminderMoved') {
      return [steps.signal(workflowId, reminderMoved, { remindAt: event.data.remindAt, delayMs: delayMs(event.data.movedAt, event.data.remindAt, context.dayMs) })];
    }
    const input: CandidateReminderInput = {
      companyId: event.metadata.companyId,
      reminderId: event.data.reminderId,
      applicationId: event.data.applicationId,
      jobId: event.data.jobId,
      stageId: event.data.stageId,
      remindAt: event.data.remindAt,
      delayMs: delayMs(event.data.setAt, event.data.remindAt, context.dayMs),
    };
    return [
      steps.start(workflowId, [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
        ],
        memo: { remindAt: input.remindAt, timeZone: event.data.timeZone },
      }),
    ];
  },
});
