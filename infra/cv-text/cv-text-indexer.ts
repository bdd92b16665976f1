import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { FileContentType } from '@ats/domain/applications';
import type { BlobStore } from '../blob-store';
import { startPollingLoop } from '../runtime/polling-loop';
import type { CvTextExtractor } from './cv-text.port';

/** A CV whose text cannot be read after this many tries is marked unreadable (and not searched). */
const MAX_ATTEMPTS = 3;
const BATCH_SIZE = 10;
/** A CV uploaded to prefill the add-candidate form and not attached within a day was left: it goes. */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

export type CvTextIndexerOptions = {
  blobs: BlobStore;
  extractor: CvTextExtractor;
  pollMs?: number;
  abandonedUploadMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export type RunningCvTextIndexer = { drain(): Promise<number>; stop(): Promise<void> };

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * Fills in the text of the CVs the cv-texts projection lists (projections/cv-texts): reads each CV's bytes from
 * the blob store and its text through the extractor, off the event pipeline, because reading a PDF is slow
 * and may fail where recording that a CV exists must not. After a rebuild of the projection every CV is read
 * again. A CV deleted meanwhile (row gone) is simply not updated. It also removes CVs uploaded to prefill the
 * add-candidate form and left unattached for a day (parsed_cv_uploads and their blobs).
 */
export const startCvTextIndexer = (dataSource: DataSource, options: CvTextIndexerOptions): RunningCvTextIndexer => {
  const { blobs, extractor, pollMs = 500, abandonedUploadMs = ABANDONED_UPLOAD_MS, log = () => undefined } = options;

  const index = async (row: { fileId: string; companyId: string; contentType: FileContentType }): Promise<void> => {
    try {
      const stream = await blobs.get({ companyId: row.companyId, blobId: row.fileId });
      if (!stream) throw new Error('the CV’s blob is not in the store');
      const text = await extractor.extract(await readAll(stream), row.contentType);
      await dataSource.query(`UPDATE rm_cv_texts SET text = $2 WHERE file_id = $1`, [row.fileId, text]);
    } catch (error) {
      log(`CV text of file ${row.fileId} could not be read`, error);
      await dataSource.query(
        `UPDATE rm_cv_texts SET extraction_attempts = extraction_attempts + 1, unreadable = extraction_attempts + 1 >= $2 WHERE file_id = $1`,
        [row.fileId, MAX_ATTEMPTS],
      );
    }
  };

  /** CVs parsed for the add-candidate form and never attached are personal data nobody uses: removed with their bytes. */
  const sweepAbandonedUploads = async (): Promise<void> => {
    const gone: Array<{ blobId: string; companyId: string }> = await dataSource.query(
      `WITH gone AS (DELETE FROM parsed_cv_uploads WHERE uploaded_at < now() - make_interval(secs => $1) RETURNING blob_id, company_id)
       SELECT blob_id AS "blobId", company_id AS "companyId" FROM gone`,
      [abandonedUploadMs / 1000],
    );
    for (const upload of gone) await blobs.delete(upload).catch((error: unknown) => log(`abandoned CV upload ${upload.blobId} could not be removed`, error));
  };

  const drain = async (): Promise<number> => {
    await sweepAbandonedUploads();
    let handled = 0;
    for (;;) {
      const batch: Array<{ fileId: string; companyId: string; contentType: FileContentType }> = await dataSource.query(
        `SELECT file_id AS "fileId", company_id AS "companyId", content_type AS "contentType" FROM rm_cv_texts
          WHERE text IS NULL AND NOT unreadable ORDER BY uploaded_at, file_id LIMIT $1`,
        [BATCH_SIZE],
      );
      for (const row of batch) await index(row);
      handled += batch.length;
      if (batch.length < BATCH_SIZE) return handled;
    }
  };

  const loop = startPollingLoop(drain, { pollMs, onError: (error) => log('CV text indexer could not read its queue; retrying', error) });

  return {
    drain,
    stop: () => loop.stop(),
  };
};
