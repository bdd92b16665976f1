import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteEmailTemplate } from '@ats/domain/email-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import {
  companyTemplateAttachments,
  jobsUsingEmailTemplate,
  lockEmailTemplate,
} from '@ats/infra/db/email-template-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { removeBlobs } from '../template-attachments/remove-attachment.command-handler';

export class DeleteEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/**
 * `DELETE /company-email-templates/:id`: refused for a default template and while a stage automation of a
 * job in the jobs read model names it (spec 03 §8); its attachments' bytes go once the rows are gone.
 */
@CommandHandler(DeleteEmailTemplateCommand)
export class DeleteEmailTemplateCommandHandler implements ICommandHandler<DeleteEmailTemplateCommand> {
  private readonly logger = new Logger('DeleteEmailTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, id }: DeleteEmailTemplateCommand): Promise<{ id: string }> {
    const deleted = await this.writer.run({
      load: async (manager) => ({
        template: await lockEmailTemplate(manager, id),
        usedByAutomations: await jobsUsingEmailTemplate(manager, caller.companyId, id),
        attachments: await companyTemplateAttachments(manager, caller.companyId, id),
      }),
      decide: (existing) => deleteEmailTemplate({ id }, existing, caller),
    });
    await removeBlobs(this.blobs, this.logger, caller.companyId, deleted.attachmentIds);
    return { id: deleted.id };
  }
}
