import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  cloneEmailTemplate,
  EmailTemplateErrors,
  systemEmailTemplate,
  type AttachmentCopy,
} from '@ats/domain/email-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import {
  companyEmailTemplates,
  companyTemplateAttachments,
  lockEmailTemplate,
} from '@ats/infra/db/email-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { removeBlobs } from '../template-attachments/remove-attachment.command-handler';

export class CloneEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly title: string,
  ) {
    super();
  }
}

/**
 * `POST /company-email-templates/:id/clone`: a company copy of a company or system template; a company
 * template's attachments are copied too, their bytes within the transaction (a failed copy adds nothing).
 */
@CommandHandler(CloneEmailTemplateCommand)
export class CloneEmailTemplateCommandHandler implements ICommandHandler<CloneEmailTemplateCommand> {
  private readonly logger = new Logger('CloneEmailTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, id, title }: CloneEmailTemplateCommand): Promise<{ id: string }> {
    const copied: string[] = [];
    try {
      return await this.writer.run({
        load: async (manager) => {
          const system = systemEmailTemplate(id) !== null;
          return {
            template: system ? null : await lockEmailTemplate(manager, id),
            templates: await companyEmailTemplates(manager, caller.companyId),
            attachments: system ? [] : await companyTemplateAttachments(manager, caller.companyId, id),
          };
        },
        decide: (existing, context) => cloneEmailTemplate({ id, title }, existing, caller, context),
        afterwards: async (_manager, row) => {
          for (const copy of row.attachmentCopies) copied.push(await this.copyBlob(caller.companyId, copy));
          return { id: row.id };
        },
      });
    } catch (error) {
      await removeBlobs(this.blobs, this.logger, caller.companyId, copied);
      throw refuseOnUniqueViolation(EmailTemplateErrors.titleExists)(error);
    }
  }

  private async copyBlob(companyId: string, { fromId, toId, contentType }: AttachmentCopy): Promise<string> {
    const content = await this.blobs.get({ companyId, blobId: fromId });
    if (!content) throw new Error(`The bytes of attachment ${fromId} are missing`);
    await this.blobs.put({ companyId, blobId: toId }, content, { contentType });
    return toId;
  }
}
