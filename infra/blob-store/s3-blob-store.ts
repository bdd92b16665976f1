import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { blobPath, type BlobContent, type BlobKey, type BlobStore } from './blob-store.port';

export type S3BlobStoreOptions = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, a local gateway); unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset, the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** MinIO and most self-hosted gateways need path-style addressing. */
  forcePathStyle: boolean;
  /** Prepended to every object name, e.g. `ats/`. */
  prefix?: string;
};

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

const bufferOf = async (content: BlobContent): Promise<Buffer> => {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** Blobs as objects `<prefix><companyId>/<blobId>` of one bucket. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
    });
  }

  async put(key: BlobKey, content: BlobContent, { contentType }: { contentType: string }): Promise<void> {
    // PutObject needs the length up front; uploads are bounded (5 MB) before they reach a store, so the
    // bytes are held once rather than bringing in multipart uploads.
    const body = await bufferOf(content);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectName(key), Body: body, ContentLength: body.length, ContentType: contentType }),
    );
  }

  async get(key: BlobKey): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectName(key) }));
      if (!answer.Body) return null;
      return answer.Body instanceof Readable ? answer.Body : Readable.from(Buffer.from(await answer.Body.transformToByteArray()));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectName(key) }));
  }

  async exists(key: BlobKey): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectName(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private objectName(key: BlobKey): string {
    return `${this.options.prefix ?? ''}${blobPath(key)}`;
  }
}
