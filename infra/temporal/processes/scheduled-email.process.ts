import type { ApplicationEmailEvent } from '@ats/domain/applications';
import { scheduledEmailWorkflowId, type ScheduledEmailInput } from '@ats/workflows/scheduled-email.types';
import { scheduledEmail } from '@ats/workflows/scheduled-email.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

type ScheduledEmailEvent = Extract<ApplicationEmailEvent, { type: 'EmailScheduled' | 'ScheduledEmailCancelled' }>;

/**
 * Scheduled e-mails (spec 03 "Email": scheduled, cancellable): one workflow per e-mail,
 * `scheduled-email:<emailId>`, started when it is scheduled (findable in the Temporal UI by job and application)
 * and cancelled with it. The memo carries no subject: that is the candidate's personal data.
 */
export const scheduledEmailProcess = defineProcess<ScheduledEmailEvent, typeof scheduledEmail>({
  name: 'scheduled-email',
  workflow: scheduledEmail,
  canHandle: ['EmailScheduled', 'ScheduledEmailCancelled'],
  async on(event, steps) {
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
