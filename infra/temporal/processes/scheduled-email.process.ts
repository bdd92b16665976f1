import { applicationEmailEvents, type ApplicationDeleted, type ApplicationEmailEvent } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { scheduledEmailWorkflowId, type ScheduledEmailInput } from '@ats/workflows/scheduled-email.types';
import { scheduledEmail } from '@ats/workflows/scheduled-email.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

type ScheduledEmailEvent = Extract<ApplicationEmailEvent, { type: 'EmailScheduled' | 'ScheduledEmailCancelled' }> | ApplicationDeleted;

/** The e-mails of a stream still waiting for their time: scheduled, neither sent, failed nor cancelled. */
const waitingEmailIds = (stream: readonly RecordedEvent[]): string[] => {
  const waiting = new Set<string>();
  for (const event of stream) {
    if (!applicationEmailEvents.includes(event)) continue;
    if (event.type === 'EmailScheduled') waiting.add(event.data.emailId);
    else waiting.delete(event.data.emailId);
  }
  return [...waiting];
};

/**
 * Scheduled e-mails (spec 03 "Email": scheduled, cancellable): one workflow per e-mail,
 * `scheduled-email:<emailId>`, started when it is scheduled (findable in the Temporal UI by job and application)
 * and cancelled with it, or with its application when that is deleted. The memo carries no subject: that is
 * the candidate's personal data.
 */
export const scheduledEmailProcess = defineProcess<ScheduledEmailEvent, typeof scheduledEmail>({
  name: 'scheduled-email',
  workflow: scheduledEmail,
  canHandle: ['EmailScheduled', 'ScheduledEmailCancelled', 'ApplicationDeleted'],
  async on(event, steps, context) {
    if (event.type === 'ApplicationDeleted') {
      return waitingEmailIds(await context.readStream(event.streamId)).map((emailId) => steps.cancel(scheduledEmailWorkflowId(emailId)));
    }
    const workflowId = scheduledEmailWorkflowId(event.data.emailId);
    if (event.type === 'ScheduledEmailCancelled') return [steps.cancel(workflowId)];
    const input: ScheduledEmailInput = {
      companyId: event.metadata.companyId,
      applicationId: event.data.applicationId,
      emailId: event.data.emailId,
      sendAt: event.data.sendAt,
    };
    return [
      steps.start(workflowId, [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: event.data.jobId },
          { key: ATS_APPLICATION_ID, value: event.data.applicationId },
        ],
        memo: { sendAt: event.data.sendAt, sender: event.data.sender.name },
      }),
    ];
  },
});
