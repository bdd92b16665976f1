import path from 'node:path';
import { Worker } from 'node:worker_threads';
import mammoth from 'mammoth';
import { FILE_CONTENT_TYPES, type FileContentType } from '@ats/domain/applications';
import { CvTextUnreadableError, type CvTextExtractor } from './cv-text.port';

/** A CV longer than this is no CV; the rest is neither prefilled from nor searched. */
export const MAX_CV_TEXT_LENGTH = 200_000;
const MAX_PDF_PAGES = 30;

/** A PDF taking longer than this to read is given up on (and its worker stopped). */
const PDF_TIMEOUT_MS = 20_000;
const PDF_WORKER = path.join(__dirname, 'pdf-text.worker.mjs');

/** pdf.js is ESM and CPU-bound: it runs in a worker thread of its own per document (pdf-text.worker.mjs). */
const pdfText = (bytes: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(PDF_WORKER, { workerData: { bytes: new Uint8Array(bytes), maxPages: MAX_PDF_PAGES } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`no text after ${PDF_TIMEOUT_MS} ms`));
    }, PDF_TIMEOUT_MS);
    worker.once('message', (answer: { text?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.text ?? '');
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

const docxText = async (bytes: Buffer): Promise<string> => (await mammoth.extractRawText({ buffer: bytes })).value;

/** PDF through pdf.js, .docx through mammoth; the text trimmed of blank runs and cut at MAX_CV_TEXT_LENGTH. */
export const documentCvTextExtractor: CvTextExtractor = {
  async extract(bytes: Buffer, contentType: FileContentType): Promise<string> {
    let text: string;
    try {
      text = contentType === FILE_CONTENT_TYPES.pdf ? await pdfText(bytes) : await docxText(bytes);
    } catch (error) {
      throw new CvTextUnreadableError(contentType, error);
    }
    return text
      // PostgreSQL text cannot hold U+0000, which some PDFs' text carries.
      .replaceAll('\u0000', '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_CV_TEXT_LENGTH);
  },
};
