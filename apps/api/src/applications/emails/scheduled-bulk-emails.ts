import type { DataSource } from 'typeorm';
import type { ApplicationEmailsState } from '@ats/domain/applications';
import { withSignature } from '@ats/domain/applications/application-email.signature';
import { bulkActionDecider, type BulkActionRequested, type BulkEmailChoice } from '@ats/domain/bulk-actions';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { CandidateEmailComposer } from '@ats/infra/mail/candidate-email-composer';
import { bulkItemEmailId } from '@ats/infra/temporal/bulk-item-ids';
import { scheduledBulkEmailsOf } from '@ats/projections/bulk-actions/bulk-actions.query';
import type { EmailResponseDto } from './emails.response.dto';

/**
 * The application's e-mails that a bulk e-mail sent later is to send, until each is on the application's stream
 * (spec 03 "Email": scheduled, cancelled, failed): the whole action waits for its time, so nothing of it is on
 * the stream before then. Each shows under the id its e-mail will have, its subject and body filled in for this
 * candidate and signed as they would be now, scheduled for the action's time — cancelled once the action is, failed where
 * the item failed. It is cancelled only with its whole bulk action (`bulkActionId`), by whoever asked for it.
 */
export const scheduledBulkEmails = async (
  ports: { store: EventStore; dataSource: DataSource; composer: CandidateEmailComposer },
  input: { companyId: string; applicationId: string; state: ApplicationEmailsState; known: ReadonlySet<string> },
): Promise<EmailResponseDto[]> => {
  const { companyId, applicationId, state } = input;
  const application = state.application;
  if (!application.exists) return [];
  const emails: EmailResponseDto[] = [];
  for (const bulkActionId of await scheduledBulkEmailsOf(ports.dataSource.manager, companyId, applicationId)) {
    const id = bulkItemEmailId(bulkActionId, applicationId);
    const loaded = await loadAggregate(ports.store, streamId('bulk-action', bulkActionId), bulkActionDecider, companyId);
    // Sent (the stream has it, its item not yet recorded), or done without an e-mail.
    if (!loaded?.state.exists || input.known.has(id)) continue;
    const outcome = loaded.state.outcomes[applicationId];
    if (outcome === 'SUCCEEDED' || outcome === 'SKIPPED') continue;
    const requested = loaded.events[0] as RecordedEvent & BulkActionRequested;
    const choice = requested.data.parameters as BulkEmailChoice;
    const requester = requested.data.requester;
    const cancelled = loaded.events.find((event) => event.type === 'BulkActionCancelRequested');
    const candidate = state.candidate;
    const sender = await ports.dataSource.getRepository(UserEntity).findOneBy({ id: requester.userId, companyId });
    const rendered = candidate
      ? await ports.composer.render(companyId, state, { name: application.jobName }, { name: requester.name, email: sender?.email ?? null }, choice)
      : null;
    // Signed as the decider will sign it when it is sent: with the requester's signature as saved now.
    const signature = rendered && (await ports.composer.signature(companyId, { kind: 'user', id: requester.userId }));
    const attachments = choice.attachmentIds.length
      ? ((await ports.dataSource.query(`SELECT file_name FROM bulk_email_attachments WHERE company_id = $1 AND id = ANY($2::uuid[]) ORDER BY file_name`, [
          companyId,
          choice.attachmentIds,
        ])) as Array<{ file_name: string }>)
      : [];
    const status = outcome === 'FAILED' ? 'FAILED' : cancelled ? 'CANCELLED' : 'SCHEDULED';
    emails.push({
      id,
      status,
      failed: status === 'FAILED',
      sender: { kind: 'user', id: requester.userId, name: requester.name },
      to: candidate?.email.trim() || null,
      cc: choice.cc,
      bcc: choice.bcc,
      subject: rendered?.subject ?? null,
      body: rendered ? withSignature(rendered.body, signature) : null,
      erased: candidate === null,
      attachmentFileIds: [],
      attachmentNames: attachments.map((row) => row.file_name),
      templateId: choice.templateId,
      confidential: choice.confidential,
      createdAt: requested.metadata.occurredAt,
      scheduledAt: choice.scheduledAt,
      sentAt: null,
      cancelledAt: status === 'CANCELLED' ? cancelled!.metadata.occurredAt : null,
      replies: [],
      bulkActionId,
    });
  }
  return emails;
};
