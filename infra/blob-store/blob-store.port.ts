import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (candidate files, and later attachments): a port with a filesystem adapter
 * as the embedded default and an S3 adapter for scale. Keys are ids the server generated, never names a user
 * typed, and always within one company, so neither a file name nor another company's id can reach a blob.
 */
export type BlobKey = { companyId: string; blobId: string };

export type BlobContent = Buffer | Readable;

export type BlobStore = {
  /** Stores the bytes under the key, replacing what was there; the blob is visible only once complete. */
  put(key: BlobKey, content: BlobContent, options: { contentType: string }): Promise<void>;
  /** The bytes as a stream, or null when there is no such blob. */
  get(key: BlobKey): Promise<Readable | null>;
  /** Removes the blob; removing one that is not there is no error (a retried delete). */
  delete(key: BlobKey): Promise<void>;
  exists(key: BlobKey): Promise<boolean>;
  close(): Promise<void>;
};

/** A key that is not two UUIDs: refused before it can become a path or an object name. */
export class InvalidBlobKeyError extends Error {
  constructor(readonly key: unknown) {
    super(`Invalid blob key ${JSON.stringify(key)}: company and blob ids must be UUIDs`);
    this.name = 'InvalidBlobKeyError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Checks a key and answers its one path form, `<companyId>/<blobId>` (lower case). */
export const blobPath = (key: BlobKey): string => {
  const companyId = typeof key?.companyId === 'string' ? key.companyId.toLowerCase() : '';
  const blobId = typeof key?.blobId === 'string' ? key.blobId.toLowerCase() : '';
  if (!UUID.test(companyId) || !UUID.test(blobId)) throw new InvalidBlobKeyError(key);
  return `${companyId}/${blobId}`;
};
