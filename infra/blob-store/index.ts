import path from 'node:path';
import type { BlobStore } from './blob-store.port';
import { FilesystemBlobStore } from './filesystem-blob-store';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';

export * from './blob-store.port';
export { FilesystemBlobStore } from './filesystem-blob-store';
export { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';

export type BlobStoreConfig = { kind: 'filesystem'; directory: string } | ({ kind: 's3' } & S3BlobStoreOptions);

/** The development stack's blobs, beside its other data (`.stack/dev`, git-ignored). */
const DEFAULT_BLOB_DIR = path.resolve(__dirname, '..', '..', '.stack', 'dev', 'blobs');

/**
 * `ATS_BLOB_STORE=s3` with `S3_BUCKET` (and `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`, `S3_PREFIX` as needed) selects S3; otherwise files under
 * `ATS_BLOB_DIR`.
 */
export const blobStoreConfigFrom = (env: NodeJS.ProcessEnv): BlobStoreConfig => {
  const kind = (env.ATS_BLOB_STORE ?? 'filesystem').trim().toLowerCase();
  if (kind === 's3') {
    const bucket = env.S3_BUCKET?.trim();
    if (!bucket) throw new Error('ATS_BLOB_STORE=s3 needs S3_BUCKET');
    const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
    return {
      kind: 's3',
      bucket,
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      region: env.S3_REGION?.trim() || 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
      prefix: env.S3_PREFIX?.trim() || undefined,
    };
  }
  if (kind !== 'filesystem') throw new Error(`ATS_BLOB_STORE=${kind} is not one of: filesystem, s3`);
  return { kind: 'filesystem', directory: path.resolve(env.ATS_BLOB_DIR?.trim() || DEFAULT_BLOB_DIR) };
};

export const createBlobStore = (config: BlobStoreConfig): BlobStore => {
  if (config.kind === 's3') {
    const { kind: _kind, ...options } = config;
    return new S3BlobStore(options);
  }
  return new FilesystemBlobStore(config.directory);
};
