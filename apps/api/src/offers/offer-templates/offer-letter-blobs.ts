import type { Logger } from '@nestjs/common';
import type { BlobStore } from '@ats/infra/blob-store';
import type { ReadOfferLetter } from './offer-letter-upload';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Runs a template write that may store a new letter: `store` puts the bytes from the write's `afterwards`
 * (inside its transaction, after the policy said yes); a refusal or a failed commit removes them again.
 */
export const writingLetter = async <T>(
  blobs: BlobStore,
  logger: Logger,
  companyId: string,
  letter: ReadOfferLetter | null,
  write: (store: () => Promise<void>) => Promise<T>,
): Promise<T> => {
  let stored = false;
  const store = async () => {
    if (!letter) return;
    await blobs.put({ companyId, blobId: letter.blobId }, letter.bytes, { contentType: DOCX });
    stored = true;
  };
  try {
    return await write(store);
  } catch (error) {
    if (stored && letter) await removeLetter(blobs, logger, companyId, letter.blobId);
    throw error;
  }
};

/** Removes a letter's bytes once nothing refers to them; a failure is logged, never the caller's error. */
export const removeLetter = (blobs: BlobStore, logger: Logger, companyId: string, blobId: string): Promise<void> =>
  blobs.delete({ companyId, blobId }).catch((cause: unknown) => logger.error(`Could not remove blob ${blobId}: ${String(cause)}`));
