import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BULK_ACTION_MAX_ITEMS, bulkActionDecider, BulkActionErrors, type BulkActionKind } from '@ats/domain/bulk-actions';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import { streamId } from '@ats/domain/shared';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import { ArchivalReasonEntity } from '@ats/infra/db/entities/archival-reason.entity';
import { EmailTemplateEntity } from '@ats/infra/db/entities/email-template.entity';
import { emailTemplateNotFound } from '@ats/infra/mail/candidate-email-composer';
import { ownBulkEmailAttachments } from '@ats/infra/mail/bulk-email-attachments';
import { EmailErrors } from '@ats/domain/applications';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { topApplicationIds } from '@ats/projections/candidate-list/candidate-list.query';
import { listFilterOf } from '../../applications/application-queries/application-queries.http.controller';
import { assertFilterableCustomFields, candidateListScope, filterableCustomFieldIds } from '../../applications/application-queries/candidate-list-scope';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { bulkActionStream, requesterOf } from '../bulk-action-stream';
import type { BulkSelectionRequestDto } from './request-bulk-action.request.dto';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export class RequestBulkActionCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly kind: Exclude<BulkActionKind, 'undo'>,
    readonly selection: BulkSelectionRequestDto,
    /** The kind's choice as sent; names (owner, reason) are resolved here, the rest validated by the kind. */
    readonly choice: Record<string, unknown>,
  ) {
    super();
  }
}

/**
 * Queues a bulk action (spec 02 §2.14): the selection is resolved now (ids, or the list's top 500 for the
 * caller's current filter, within what the caller's list shows), the choice's names are looked up in the
 * caller's company, and one `BulkActionRequested` is recorded; the process starter then starts its workflow.
 */
@CommandHandler(RequestBulkActionCommand)
export class RequestBulkActionCommandHandler implements ICommandHandler<RequestBulkActionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, kind, selection, choice }: RequestBulkActionCommand): Promise<CommandResult> {
    const parameters = await this.resolveChoice(caller, kind, choice);
    const applicationIds = await this.selected(caller, selection);
    const bulkActionId = idFromCommand(caller.companyId, commandId, 'bulk-action');
    return handleCommand(
      this.store,
      bulkActionStream(bulkActionId),
      bulkActionDecider,
      { type: 'RequestBulkAction', data: { bulkActionId, kind, applicationIds, parameters, requester: requesterOf(caller), undoOf: null } },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
  }

  private async selected(caller: Caller, selection: BulkSelectionRequestDto): Promise<string[]> {
    if (selection.applicationIds?.length) return selection.applicationIds;
    if (!selection.filter) throw BulkActionErrors.noSelection();
    const manager = this.dataSource.manager;
    const filter = listFilterOf(selection.filter);
    if (filter.customFieldResponseFilters?.length) {
      assertFilterableCustomFields(filter.customFieldResponseFilters, await filterableCustomFieldIds(manager, caller));
    }
    // As the list judges confidential answers, so that 'Select top 500' selects what the list showed.
    const scope = await candidateListScope(manager, this.access, caller, { confidentialAnswers: Boolean(filter.candidateResponseFilters?.length) });
    const ids = await topApplicationIds(manager, { ...filter, ...scope, companyId: caller.companyId }, BULK_ACTION_MAX_ITEMS);
    if (ids.length === 0) throw BulkActionErrors.noSelection();
    return ids;
  }

  /** Another company's owner or reason is no choice at all: the spec's 'Please select …' message. */
  private async resolveChoice(caller: Caller, kind: RequestBulkActionCommand['kind'], choice: Record<string, unknown>) {
    if (kind === 'owner-change') {
      const owner = await this.dataSource.getRepository(UserEntity).findOneBy({ id: String(choice.ownerId), companyId: caller.companyId });
      if (!owner || owner.deletedAt) throw BulkActionErrors.owner();
      return { ownerId: owner.id, ownerName: `${owner.firstName} ${owner.lastName}`.trim() };
    }
    if (kind === 'archive-change') {
      const reason = await this.dataSource.getRepository(ArchivalReasonEntity).findOneBy({ id: String(choice.archivalReasonId), companyId: caller.companyId });
      if (!reason) throw BulkActionErrors.archiveReason();
      return { ...choice, archivalReasonId: reason.id, reason: reason.text };
    }
    if (kind === 'job-change') {
      // Only that the job is the company's: whether the requester may put candidates there is checked per item.
      const job = await this.store.readStream(streamId('job', String(choice.jobId)), { maxCount: 1 });
      if (job[0]?.metadata.companyId !== caller.companyId) throw BulkActionErrors.job();
      return choice;
    }
    if (kind === 'send-email' && typeof choice.templateId === 'string') {
      const known =
        SYSTEM_EMAIL_TEMPLATES.some((template) => template.id === choice.templateId) ||
        (isUuid(choice.templateId) && (await this.dataSource.getRepository(EmailTemplateEntity).existsBy({ id: choice.templateId, companyId: caller.companyId })));
      if (!known) throw emailTemplateNotFound();
    }
    if (kind === 'send-email') {
      // As the single composer judges them: a time to come, and files the caller uploaded for it.
      if (typeof choice.scheduledAt === 'string' && !(Date.parse(choice.scheduledAt) > Date.now())) throw EmailErrors.scheduleInPast();
      const attachmentIds = Array.isArray(choice.attachmentIds) ? choice.attachmentIds.filter((id): id is string => typeof id === 'string') : [];
      await ownBulkEmailAttachments(this.dataSource.manager, { companyId: caller.companyId, userId: caller.userId, ids: [...new Set(attachmentIds)] });
    }
    return choice;
  }
}
