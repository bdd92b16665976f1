import { randomUUID } from 'node:crypto';
import type { UploadedOfferLetter } from '@ats/domain/offer-templates';
import { offerLetterPlaceholders, OfferLetterUnreadableError } from '@ats/infra/documents';
import { detectContentType } from '../../applications/files/upload-file/file-content';
import { decodeFileName } from '../../applications/files/upload-file/upload-file.http.controller';

export type ReadOfferLetter = UploadedOfferLetter & { bytes: Buffer };

/** An uploaded letter as the policy needs it: its type read from the bytes and its bracketed names, a fresh blob id. */
export const readOfferLetter = async (file: Express.Multer.File | undefined): Promise<ReadOfferLetter | null> => {
  if (!file) return null;
  const detectedContentType = await detectContentType(file.buffer);
  let bracketedNames: string[] | null;
  try {
    bracketedNames = offerLetterPlaceholders(file.buffer);
  } catch (error) {
    if (!(error instanceof OfferLetterUnreadableError)) throw error;
    bracketedNames = null;
  }
  return {
    blobId: randomUUID(),
    fileName: decodeFileName(file.originalname),
    sizeBytes: file.buffer.length,
    detectedContentType,
    bracketedNames,
    bytes: file.buffer,
  };
};
