import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { InvalidBlobKeyError, type BlobKey, type BlobStore } from './blob-store.port';

/** What every blob store adapter must do; each case uses keys of its own, so a shared bucket is fine. */
export const describeBlobStoreContract = (name: string, factory: () => Promise<{ store: BlobStore; dispose?: () => Promise<void> }>): void => {
  describe(`${name}: blob store contract`, () => {
    let subject: { store: BlobStore; dispose?: () => Promise<void> } | undefined;
    const store = (): BlobStore => subject!.store;
    const newKey = (companyId = randomUUID()): BlobKey => ({ companyId, blobId: randomUUID() });
    const read = async (stream: Readable | null): Promise<Buffer | null> => {
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    };

    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.store.close();
      await subject?.dispose?.();
    });

    it('gives back the bytes it was given, from a buffer or a stream', async () => {
      const fromBuffer = newKey();
      const bytes = Buffer.from([0, 1, 2, 255, 37, 80, 68, 70]);
      await store().put(fromBuffer, bytes, { contentType: 'application/pdf' });
      expect(await store().exists(fromBuffer)).toBe(true);
      expect(await read(await store().get(fromBuffer))).toEqual(bytes);

      const fromStream = newKey();
      const large = Buffer.alloc(300_000, 7);
      await store().put(fromStream, Readable.from([large.subarray(0, 100_000), large.subarray(100_000)]), { contentType: 'application/pdf' });
      expect(await read(await store().get(fromStream))).toEqual(large);
    });

    it('answers null and false for a blob that was never stored', async () => {
      const key = newKey();
      expect(await store().get(key)).toBeNull();
      expect(await store().exists(key)).toBe(false);
    });

    it('replaces a blob stored again under the same key', async () => {
      const key = newKey();
      await store().put(key, Buffer.from('first'), { contentType: 'text/plain' });
      await store().put(key, Buffer.from('second'), { contentType: 'text/plain' });
      expect((await read(await store().get(key)))?.toString()).toBe('second');
    });

    it('deletes a blob, and a second delete is no error', async () => {
      const key = newKey();
      await store().put(key, Buffer.from('gone soon'), { contentType: 'text/plain' });
      await store().delete(key);
      expect(await store().exists(key)).toBe(false);
      expect(await store().get(key)).toBeNull();
      await expect(store().delete(key)).resolves.toBeUndefined();
    });

    it('keeps companies apart: the same blob id under another company is another blob', async () => {
      const key = newKey();
      await store().put(key, Buffer.from('company A'), { contentType: 'text/plain' });
      const otherCompany = { companyId: randomUUID(), blobId: key.blobId };
      expect(await store().exists(otherCompany)).toBe(false);
      expect(await store().get(otherCompany)).toBeNull();
      await store().delete(otherCompany);
      expect(await store().exists(key)).toBe(true);
    });

    it('refuses keys that are not ids (path tricks included) before touching storage', async () => {
      const company = randomUUID();
      const hostile: BlobKey[] = [
        { companyId: company, blobId: '../../etc/passwd' },
        { companyId: '..', blobId: randomUUID() },
        { companyId: company, blobId: `${randomUUID()}/../${randomUUID()}` },
        { companyId: company, blobId: 'cv.pdf' },
        { companyId: company, blobId: '' },
      ];
      for (const key of hostile) {
        await expect(store().put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store().get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store().exists(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store().delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });

    it('leaves no blob behind when the stream being stored fails', async () => {
      const key = newKey();
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(store().put(key, failing, { contentType: 'application/pdf' })).rejects.toThrow('connection reset');
      expect(await store().exists(key)).toBe(false);
    });
  });
};
