import type { DataSource } from 'typeorm';
import { applicationEmailsDecider, ApplicationErrors, type EmailSent } from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
import type { ScheduledEmailActivities } from '@ats/workflows/scheduled-email.types';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { queueCandidateEmail, type CandidateMailSettings } from '../mail/candidate-email-delivery';

/**
 * The scheduled-email workflow's send: the SendScheduledEmail command on the application's stream (nothing if
 * the e-mail was cancelled or sent meanwhile), then the outbox. The command id is the workflow id, so a retried
 * activity finds its own EmailSent and queues it again under the e-mail's id, which the outbox ignores.
 */
export const createScheduledEmailActivities = (
  store: EventStore,
  dataSource: DataSource,
  settings: CandidateMailSettings,
): ScheduledEmailActivities => ({
  async sendScheduledEmail(input) {
    const { events } = await decideAndAppend(
      store,
      { id: streamId('application', input.applicationId), entityId: input.applicationId, notFound: ApplicationErrors.notFound },
      applicationEmailsDecider,
      { type: 'SendScheduledEmail', data: { emailId: input.emailId } },
      {
        companyId: input.companyId,
        actor: { kind: 'automation', id: input.workflowId, name: input.workflowId },
        commandId: input.workflowId,
      },
    );
    const sent = events.find((event) => event.type === 'EmailSent');
    if (sent) await queueCandidateEmail(dataSource, input.companyId, sent.data as EmailSent['data'], settings);
    return { sent: sent !== undefined };
  },
});
