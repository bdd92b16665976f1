import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { applicationEmailEvents, applicationEmailsDecider, type ApplicationEmailEvent } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { RecordedEvent } from '@ats/domain/shared';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, authorizeOnApplicationState } from '../application-stream';
import { CandidateEmailComposer } from './candidate-email-composer';
import { confidentialAccessOf } from './emails.command-handler';
import type { EmailListResponseDto, EmailResponseDto } from './emails.response.dto';
import { scheduledBulkEmails } from './scheduled-bulk-emails';

export class ListEmailsQuery extends Query<EmailListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
  ) {
    super();
  }
}

/**
 * The Emails tab's thread, folded from the application's own stream (consistent right after a send), plus the
 * outbox's verdict: a mail the outbox gave up on is flagged failed; and the e-mails bulk e-mails sent later will
 * send it (scheduled-bulk-emails). Confidential e-mails only with access.
 */
@QueryHandler(ListEmailsQuery)
export class ListEmailsQueryHandler implements IQueryHandler<ListEmailsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly dataSource: DataSource,
    private readonly composer: CandidateEmailComposer,
  ) {}

  async execute({ caller, applicationId }: ListEmailsQuery): Promise<EmailListResponseDto> {
    const loaded = await loadAggregate(this.store, applicationStream(applicationId).id, applicationEmailsDecider, caller.companyId);
    const state = loaded?.state ?? applicationEmailsDecider.initialState();
    const authorized = await authorizeOnApplicationState(this.store, this.access, caller, state.application, PERMISSIONS.candidatesProfilesView);
    const confidentialAccess = confidentialAccessOf(caller, authorized);
    const emails = new Map<string, EmailResponseDto>();
    for (const recorded of loaded?.events ?? []) {
      if (!applicationEmailEvents.includes(recorded)) continue;
      const event = recorded as RecordedEvent & ApplicationEmailEvent;
      const at = event.metadata.occurredAt;
      const email = emails.get(event.data.emailId);
      switch (event.type) {
        case 'EmailSent':
        case 'EmailScheduled': {
          const personal = event.data.personal;
          const base = email ?? {
            id: event.data.emailId,
            status: 'SENT' as const,
            failed: false,
            sender: event.data.sender,
            to: personal?.to ?? null,
            cc: personal?.cc ?? [],
            bcc: personal?.bcc ?? [],
            subject: personal?.subject ?? null,
            body: personal?.body ?? null,
            erased: personal === null,
            attachmentFileIds: event.data.attachmentFileIds,
            attachmentNames: personal?.attachmentNames ?? [],
            templateId: event.data.templateId,
            confidential: event.data.confidential,
            createdAt: at,
            scheduledAt: null,
            sentAt: null,
            cancelledAt: null,
            replies: [],
            bulkActionId: null,
          };
          emails.set(
            event.data.emailId,
            event.type === 'EmailSent'
              ? { ...base, status: 'SENT', sentAt: at }
              : { ...base, status: 'SCHEDULED', scheduledAt: event.data.sendAt },
          );
          break;
        }
        case 'ScheduledEmailCancelled':
          if (email) emails.set(email.id, { ...email, status: 'CANCELLED', cancelledAt: at });
          break;
        case 'EmailFailed':
          if (email) emails.set(email.id, { ...email, status: 'FAILED', failed: true });
          break;
        case 'EmailReplyReceived':
          email?.replies.push({
            id: event.data.replyId,
            from: event.data.personal?.from ?? null,
            subject: event.data.personal?.subject ?? null,
            text: event.data.personal?.text ?? null,
            receivedAt: event.data.receivedAt,
          });
          break;
      }
    }
    const bulk = await scheduledBulkEmails(
      { store: this.store, dataSource: this.dataSource, composer: this.composer },
      { companyId: caller.companyId, applicationId, state, known: new Set(emails.keys()) },
    );
    // In the order written: a bulk e-mail sent later among the stream's, by when it was asked for.
    const all = [...emails.values(), ...bulk].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const visible = all.filter((email) => !email.confidential || confidentialAccess);
    const sent = visible.filter((email) => email.status === 'SENT').map((email) => email.id);
    if (sent.length > 0) {
      const failedRows: Array<{ id: string }> = await this.dataSource.query(
        `SELECT id FROM mail_outbox WHERE id = ANY($1) AND company_id = $2 AND status = 'FAILED'`,
        [sent, caller.companyId],
      );
      const failed = new Set(failedRows.map((row) => row.id));
      for (const email of visible) if (failed.has(email.id)) email.failed = true;
    }
    return { items: visible.reverse() };
  }
}
