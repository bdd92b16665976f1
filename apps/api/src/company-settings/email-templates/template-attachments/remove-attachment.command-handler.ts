import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeEmailTemplateAttachment } from '@ats/domain/email-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { lockEmailTemplate, templateAttachment } from '@ats/infra/db/email-template-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';

export class RemoveAttachmentCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly templateId: string,
    readonly attachmentId: string,
  ) {
    super();
  }
}

/** `DELETE /company-email-templates/:id/attachments/:fileId`: the row, then (once committed) the bytes. */
@CommandHandler(RemoveAttachmentCommand)
export class RemoveAttachmentCommandHandler implements ICommandHandler<RemoveAttachmentCommand> {
  private readonly logger = new Logger('RemoveEmailTemplateAttachment');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, templateId, attachmentId }: RemoveAttachmentCommand): Promise<{ id: string }> {
    const removed = await this.writer.run({
      load: async (manager) => ({
        template: await lockEmailTemplate(manager, templateId),
        attachment: await templateAttachment(manager, attachmentId),
      }),
      decide: (existing, context) =>
        removeEmailTemplateAttachment({ id: templateId, attachmentId }, existing, caller, context),
    });
    await removeBlobs(this.blobs, this.logger, caller.companyId, [removed.id]);
    return removed;
  }
}

/** Bytes whose rows are gone; a failure is logged (an orphan blob holds no reference anyone can follow). */
export const removeBlobs = async (blobs: BlobStore, logger: Logger, companyId: string, ids: readonly string[]) => {
  for (const blobId of ids)
    await blobs
      .delete({ companyId, blobId })
      .catch((error: unknown) => logger.error(`Could not remove blob ${blobId}: ${String(error)}`));
};
