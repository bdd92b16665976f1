import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationFilesDecider, type UploadFile } from '@ats/domain/applications';
import type { BlobStore } from '@ats/infra/blob-store';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../../identity/caller';
import { JobAccess } from '../../../identity/job-access';
import { BLOB_STORE, EVENT_STORE } from '../../../platform/tokens';
import { handleFileCommand } from '../application-files';
import { detectContentType } from './file-content';

export type UploadFileResult = CommandResult & { fileId: string };

export class UploadFileCommand extends Command<UploadFileResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly file: { originalName: string; bytes: Buffer },
    readonly confidential: boolean,
  ) {
    super();
  }
}

/**
 * Checks the bytes, stores them under a new id, then records FileUploaded. The blob goes in only after the
 * caller, the application and every rule have said yes, and comes out again if recording fails or the
 * request was a retry (its file was recorded the first time): a refusal leaves nothing behind.
 */
@CommandHandler(UploadFileCommand)
export class UploadFileCommandHandler implements ICommandHandler<UploadFileCommand> {
  private readonly logger = new Logger('UploadFile');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, applicationId, file, confidential }: UploadFileCommand): Promise<UploadFileResult> {
    const detectedContentType = await detectContentType(file.bytes);
    const fileId = randomUUID();
    const key = { companyId: caller.companyId, blobId: fileId };
    let stored = false;
    try {
      const { result, events } = await handleFileCommand(this.store, this.access, { caller, commandId, applicationId }, async (authorized) => {
        const command: UploadFile = {
          type: 'UploadFile',
          data: {
            fileId,
            fileName: file.originalName,
            detectedContentType,
            sizeBytes: file.bytes.length,
            confidential,
            uploadedByCandidate: false,
            confidentialAccess: authorized.confidentialAccess,
          },
        };
        // Decided once here, before storing, so a refusal never writes a byte; the real decision follows.
        applicationFilesDecider.decide(command, authorized.state, { now: new Date(), actor: actorOf(caller), companyId: caller.companyId });
        await this.blobs.put(key, file.bytes, { contentType: detectedContentType ?? 'application/octet-stream' });
        stored = true;
        return command;
      });
      const recorded = events.find((event) => event.type === 'FileUploaded') as { data: { fileId: string } } | undefined;
      if (recorded?.data.fileId !== fileId) await this.removeBlob(key);
      return { ...result, fileId: recorded?.data.fileId ?? fileId };
    } catch (error) {
      if (stored) await this.removeBlob(key);
      throw error;
    }
  }

  private async removeBlob(key: { companyId: string; blobId: string }): Promise<void> {
    await this.blobs.delete(key).catch((error: unknown) => this.logger.error(`Could not remove blob ${key.blobId}: ${String(error)}`));
  }
}
