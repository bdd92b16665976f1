import type { DataSource } from 'typeorm';
import { candidateReminderDecider, candidateReminderEvents } from '@ats/domain/candidate-reminders/candidate-reminder';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { DomainError, streamId } from '@ats/domain/shared';
import type { CandidateReminderActivities } from '@ats/workflows/candidate-reminder.types';
import type { AtsConfig } from '../config';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { AUTOMATION_SENDER, automatedEmailId, CandidateEmailComposer, sendAutomatedEmail } from '../mail/candidate-email-composer';

const reminderNotFound = () => new DomainError('candidate-reminder-not-found', 'Reminder not found', 'not-found');

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The reminder's e-mail: through the composer and outbox every automated e-mail to a candidate uses (it shows on
 * the application's e-mails as sent by the automation), with the link back to the candidate's task hub (their
 * sign-in code is still needed there). Nothing when the reminder moved or was sent meanwhile;
 * the command id is the workflow id and the time, so a retried activity sends nothing twice.
 */
export const createCandidateReminderActivities = (
  store: EventStore,
  dataSource: DataSource,
  config: Pick<AtsConfig, 'publicUrl' | 'replyDomain'>,
): CandidateReminderActivities => {
  const composer = new CandidateEmailComposer(store, config, dataSource);
  return {
    async sendCandidateReminder(input) {
      const stream = await store.readStream(streamId('candidatereminder', input.reminderId));
      const reminder = stream.filter((event) => candidateReminderEvents.includes(event)).reduce(candidateReminderDecider.evolve, candidateReminderDecider.initialState());
      const commandId = `${input.workflowId}:${input.remindAt}`;
      const sentBefore = stream.some((event) => event.metadata.commandId === commandId);
      if (!reminder.exists || (!sentBefore && (reminder.sentAt || reminder.remindAt !== input.remindAt))) return { sent: false };
      const job = (await store.readStream(streamId('job', reminder.ref.jobId))).filter((event) => jobEvents.includes(event)).reduce(jobDecider.evolve, jobDecider.initialState());
      if (!job.exists) return { sent: false };
      // The candidate's hub of their application (web: app/candidate-tasks/candidate-task-paths.ts, candidateJourneyPath).
      const { candidateUserId, jobId, applicationId } = reminder.ref;
      const link = `${config.publicUrl}/candidate-journey/${[candidateUserId, jobId, applicationId].map(encodeURIComponent).join('/')}`;
      const emailId = automatedEmailId(input.companyId, commandId);
      const sending = sendAutomatedEmail(composer, {
        companyId: input.companyId,
        applicationId: reminder.ref.applicationId,
        commandId,
        emailId,
        actor: { kind: 'automation', id: input.workflowId, name: input.workflowId },
        sender: AUTOMATION_SENDER,
        senderDetails: { name: 'Automation', email: null },
        job: { name: job.name },
        draft: {
          subject: 'Reminder: your application for {{jobTitle}}',
          body: [
            '<p>Hello {{candidateFirstName}},</p>',
            '<p>You asked us to remind you to continue your application for {{jobTitle}} at {{companyName}}.</p>',
            // The address written out too: the plain-text part of the e-mail keeps no href.
            `<p>Continue with your tasks: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
          ].join(''),
          templateId: null,
        },
      });
      // Refused for good (the candidate's personal data erased, the application deleted): retrying would not change it.
      const decided = await sending.catch((error: unknown) => {
        if (error instanceof DomainError) return null;
        throw error;
      });
      if (!decided?.events.some((event) => event.type === 'EmailSent')) return { sent: false };
      await decideAndAppend(
        store,
        { id: streamId('candidatereminder', input.reminderId), entityId: input.reminderId, notFound: reminderNotFound },
        candidateReminderDecider,
        { type: 'MarkCandidateReminderSent', data: { remindAt: input.remindAt, emailId } },
        { companyId: input.companyId, actor: { kind: 'automation', id: input.workflowId, name: input.workflowId }, commandId },
      );
      return { sent: true };
    },
  };
};
