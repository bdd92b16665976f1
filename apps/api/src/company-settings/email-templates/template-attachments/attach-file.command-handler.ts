import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { attachToEmailTemplate } from '@ats/domain/email-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { companyTemplateAttachments, lockEmailTemplate } from '@ats/infra/db/email-template-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { detectContentType } from '@ats/api/applications/files/upload-file/file-content';

export class AttachFileCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly templateId: string,
    readonly file: { originalName: string; bytes: Buffer },
  ) {
    super();
  }
}

/**
 * `PUT /company-email-templates/update-email-template-attachment/:id`: the bytes' type read from the bytes,
 * the rules decided, then the bytes stored in the same transaction as the row; a refusal or a failed commit
 * leaves no blob behind.
 */
@CommandHandler(AttachFileCommand)
export class AttachFileCommandHandler implements ICommandHandler<AttachFileCommand> {
  private readonly logger = new Logger('AttachFileToEmailTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, templateId, file }: AttachFileCommand): Promise<{ id: string }> {
    const detectedContentType = await detectContentType(file.bytes);
    const key = { companyId: caller.companyId, blobId: randomUUID() };
    let stored = false;
    try {
      return await this.writer.run({
        load: async (manager) => ({
          template: await lockEmailTemplate(manager, templateId),
          attachments: await companyTemplateAttachments(manager, caller.companyId, templateId),
        }),
        decide: (existing, context) =>
          attachToEmailTemplate(
            {
              id: templateId,
              attachmentId: key.blobId,
              fileName: file.originalName,
              detectedContentType,
              sizeBytes: file.bytes.length,
            },
            existing,
            caller,
            context,
          ),
        afterwards: async (_manager, row) => {
          await this.blobs.put(key, file.bytes, { contentType: row.contentType });
          stored = true;
          return { id: row.id };
        },
      });
    } catch (error) {
      if (stored)
        await this.blobs
          .delete(key)
          .catch((cause: unknown) => this.logger.error(`Could not remove blob ${key.blobId}: ${String(cause)}`));
      throw error;
    }
  }
}
