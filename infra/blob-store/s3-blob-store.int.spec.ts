import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { describeBlobStoreContract } from './blob-store.contract';
import { S3BlobStore } from './s3-blob-store';

/**
 * The same contract against S3 when one is reachable: S3_ENDPOINT (e.g. a MinIO at http://127.0.0.1:9000
 * with S3_FORCE_PATH_STYLE=true), S3_BUCKET (created when missing), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_REGION. Without S3_ENDPOINT and S3_BUCKET the suite is skipped, loudly.
 */
const endpoint = process.env.S3_ENDPOINT;
const bucket = process.env.S3_BUCKET;

if (endpoint && bucket) {
  describeBlobStoreContract('S3', async () => {
    const options = {
      bucket,
      endpoint,
      region: process.env.S3_REGION ?? 'us-east-1',
      credentials:
        process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      prefix: `contract-${Date.now()}/`,
    };
    const admin = new S3Client(options);
    await admin.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
    admin.destroy();
    return { store: new S3BlobStore(options) };
  });
} else {
  console.warn(
    'S3 blob store contract skipped: no S3_ENDPOINT and S3_BUCKET ' +
      '(e.g. S3_ENDPOINT=http://127.0.0.1:9000 S3_BUCKET=ats-test S3_FORCE_PATH_STYLE=true S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… for a MinIO).',
  );
  describe.skip('S3: blob store contract (needs S3_ENDPOINT and S3_BUCKET)', () => {
    it('runs the shared contract', () => undefined);
  });
}
