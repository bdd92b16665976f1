import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import mammoth from 'mammoth';
import { Piscina } from 'piscina';
import { FILE_CONTENT_TYPES, type FileContentType } from '@ats/domain/applications';
import { CvTextUnreadableError, type CvTextExtractor } from './cv-text.port';

/** A CV longer than this is no CV; the rest is neither prefilled from nor searched. */
export const MAX_CV_TEXT_LENGTH = 200_000;
const MAX_PDF_PAGES = 30;

/** A PDF taking longer than this to read (once a thread has it: waiting in the queue does not count) is given up on. */
const PDF_TIMEOUT_MS = 20_000;
const PDF_WORKER = path.join(__dirname, 'pdf-text.worker.mjs');

/**
 * pdf.js is ESM and CPU-bound: it runs in worker threads (pdf-text.worker.mjs), a bounded pool of them, so a
 * hundred candidates uploading at once queue for a few warm threads instead of starting a hundred (each loading
 * pdf.js, tens of MB) on a machine with two cores. Idle threads end, so an idle process keeps none.
 */
let pdfPool: Piscina | null = null;
const pool = (): Piscina =>
  (pdfPool ??= new Piscina({
    filename: PDF_WORKER,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  }));

const pdfText = async (bytes: Buffer): Promise<string> => {
  const abort = new AbortController();
  // The thread says when it starts reading; only then does the clock run. Aborting a running task ends its thread
  // (a hostile PDF cannot keep one), and the pool starts another.
  const { port1: started, port2: startedInThread } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  started.once('message', () => {
    timer = setTimeout(() => abort.abort(new Error(`no text after ${PDF_TIMEOUT_MS} ms`)), PDF_TIMEOUT_MS);
  });
  try {
    return (await pool().run(
      { bytes: new Uint8Array(bytes), maxPages: MAX_PDF_PAGES, started: startedInThread },
      { signal: abort.signal, transferList: [startedInThread] },
    )) as string;
  } finally {
    clearTimeout(timer);
    started.close();
  }
};

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
