import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describeBlobStoreContract } from './blob-store.contract';
import { FilesystemBlobStore } from './filesystem-blob-store';
import { blobStoreConfigFrom } from './index';

/** The embedded default runs the contract always, in a directory of its own. */
let root = '';
describeBlobStoreContract('filesystem', async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ats-blobs-'));
  return { store: new FilesystemBlobStore(root), dispose: () => rm(root, { recursive: true, force: true }) };
});

describe('filesystem blob store', () => {
  it('keeps each blob at <root>/<companyId>/<blobId> and nothing else (no partial file left)', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'ats-blobs-'));
    try {
      const store = new FilesystemBlobStore(directory);
      const key = { companyId: randomUUID(), blobId: randomUUID() };
      await store.put(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
      expect(await readdir(directory)).toEqual([key.companyId]);
      expect(await readdir(path.join(directory, key.companyId))).toEqual([key.blobId]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('blob store configuration', () => {
  it('defaults to files under ATS_BLOB_DIR, and selects S3 with its bucket', () => {
    expect(blobStoreConfigFrom({ ATS_BLOB_DIR: '/var/ats/blobs' })).toEqual({ kind: 'filesystem', directory: '/var/ats/blobs' });
    expect(blobStoreConfigFrom({})).toMatchObject({ kind: 'filesystem', directory: expect.stringMatching(/\.stack[/\\]dev[/\\]blobs$/) });
    expect(
      blobStoreConfigFrom({ ATS_BLOB_STORE: 's3', S3_BUCKET: 'ats', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual({
      kind: 's3',
      bucket: 'ats',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(() => blobStoreConfigFrom({ ATS_BLOB_STORE: 's3' })).toThrow('S3_BUCKET');
    expect(() => blobStoreConfigFrom({ ATS_BLOB_STORE: 'ftp' })).toThrow('not one of');
  });
});
