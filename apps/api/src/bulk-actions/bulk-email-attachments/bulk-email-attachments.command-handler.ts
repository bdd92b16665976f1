import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { BlobStore } from '@ats/infra/blob-store';
import { stageBulkEmailAttachment, type BulkEmailAttachment } from '@ats/infra/mail/bulk-email-attachments';
import { detectContentType } from '@ats/api/applications/files/upload-file/file-content';
import type { Caller } from '@ats/api/identity/caller';
import { idFromCommand } from '@ats/api/platform/command-id';
import { BLOB_STORE } from '@ats/api/platform/tokens';

export class UploadBulkEmailAttachmentCommand extends Command<BulkEmailAttachment> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly file: { originalName: string; bytes: Buffer },
  ) {
    super();
  }
}

/** Keeps the file for the caller's bulk e-mail under an id of the request's, so a retried request keeps one. */
@CommandHandler(UploadBulkEmailAttachmentCommand)
export class UploadBulkEmailAttachmentCommandHandler implements ICommandHandler<UploadBulkEmailAttachmentCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, commandId, file }: UploadBulkEmailAttachmentCommand): Promise<BulkEmailAttachment> {
    return stageBulkEmailAttachment(this.dataSource, this.blobs, {
      id: idFromCommand(caller.companyId, commandId, 'bulk-email-attachment'),
      companyId: caller.companyId,
      userId: caller.userId,
      fileName: file.originalName,
      bytes: file.bytes,
      detectedContentType: await detectContentType(file.bytes),
    });
  }
}
