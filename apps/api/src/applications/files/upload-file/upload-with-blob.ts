import type { Logger } from '@nestjs/common';
import { applicationFilesDecider, type ApplicationFilesState, type UploadFile } from '@ats/domain/applications';
import type { DecisionContext } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import type { CommandResult } from '@ats/infra/commands/handle-command';

export type UploadWithBlobResult = CommandResult & { fileId: string };

/** Decides the upload once, then keeps its bytes: what the recording's command source calls before answering the command. */
export type StoreBlob = (command: UploadFile, state: ApplicationFilesState, context: DecisionContext) => Promise<UploadFile>;

/**
 * An application file's bytes go into the blob store only after every rule has said yes, and come out again if
 * recording fails or the request was a retry (its file was recorded the first time): a refusal leaves nothing
 * behind. `record` appends the FileUploaded (with whatever authorisation its caller needs) and calls `storeBlob`
 * from its command source; the staff upload and the candidate's task upload share this.
 */
export const uploadWithBlob = async (
  blobs: BlobStore,
  logger: Logger,
  upload: { companyId: string; fileId: string; bytes: Buffer; contentType: string | null },
  record: (storeBlob: StoreBlob) => Promise<{ result: CommandResult; events: Array<{ type: string; data: unknown }> }>,
): Promise<UploadWithBlobResult> => {
  const key = { companyId: upload.companyId, blobId: upload.fileId };
  const removeBlob = () => blobs.delete(key).catch((error: unknown) => logger.error(`Could not remove blob ${key.blobId}: ${String(error)}`));
  let stored = false;
  try {
    const { result, events } = await record(async (command, state, context) => {
      // Decided once here, before storing, so a refusal never writes a byte; the real decision follows.
      applicationFilesDecider.decide(command, state, context);
      await blobs.put(key, upload.bytes, { contentType: upload.contentType ?? 'application/octet-stream' });
      stored = true;
      return command;
    });
    const recorded = events.find((event) => event.type === 'FileUploaded') as { data: { fileId: string } } | undefined;
    if (stored && recorded?.data.fileId !== upload.fileId) await removeBlob();
    return { ...result, fileId: recorded?.data.fileId ?? upload.fileId };
  } catch (error) {
    if (stored) await removeBlob();
    throw error;
  }
};
