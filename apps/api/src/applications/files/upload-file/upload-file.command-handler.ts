import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BlobStore } from '@ats/infra/blob-store';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '@ats/api/identity/caller';
import { JobAccess } from '@ats/api/identity/job-access';
import { BLOB_STORE, EVENT_STORE } from '@ats/api/platform/tokens';
import { handleFileCommand } from '../application-files';
import { detectContentType } from './file-content';
import { uploadWithBlob, type UploadWithBlobResult } from './upload-with-blob';

export type UploadFileResult = UploadWithBlobResult;

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

/** Checks the bytes, stores them under a new id, then records FileUploaded (see uploadWithBlob). */
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
    return uploadWithBlob(this.blobs, this.logger, { companyId: caller.companyId, fileId, bytes: file.bytes, contentType: detectedContentType }, (storeBlob) =>
      handleFileCommand(this.store, this.access, { caller, commandId, applicationId }, (authorized) =>
        storeBlob(
          {
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
          },
          authorized.state,
          { now: new Date(), actor: actorOf(caller), companyId: caller.companyId },
        ),
      ),
    );
  }
}
