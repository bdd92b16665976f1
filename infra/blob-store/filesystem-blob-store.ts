import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { blobPath, InvalidBlobKeyError, type BlobContent, type BlobKey, type BlobStore } from './blob-store.port';

/**
 * Blobs as files under one root directory: `<root>/<companyId>/<blobId>`. A blob is written to a temporary
 * file beside it and renamed into place, so a reader never sees half a file and a failed upload leaves none.
 */
export class FilesystemBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: BlobKey, content: BlobContent, _options: { contentType: string }): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: BlobKey): Promise<Readable | null> {
    const target = this.pathOf(key);
    if (!(await this.isFile(target))) return null;
    return createReadStream(target);
  }

  async delete(key: BlobKey): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: BlobKey): Promise<boolean> {
    return this.isFile(this.pathOf(key));
  }

  async close(): Promise<void> {}

  /** The key's file; the resolved path must stay inside the root whatever the key holds. */
  private pathOf(key: BlobKey): string {
    const target = path.resolve(this.root, blobPath(key));
    if (!target.startsWith(this.root + path.sep)) throw new InvalidBlobKeyError(key);
    return target;
  }

  private async isFile(target: string): Promise<boolean> {
    try {
      return (await stat(target)).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
