import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocumentConversionError, type DocumentConverter } from './document-converter.port';

export type LibreOfficeOptions = {
  /** The soffice binary; default `$ATS_SOFFICE`, else `soffice` on PATH. */
  binary?: string;
  /** How many conversions run at once; each slot has its own LibreOffice profile (one instance per profile). */
  slots?: number;
  /** A conversion taking longer is killed and refused. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 90_000;

const run = (binary: string, args: string[], timeoutMs: number): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new DocumentConversionError(`soffice failed: ${error.message} ${String(stderr).trim()}`, error));
      else resolve();
    });
  });

/**
 * LibreOffice headless as the document converter: `soffice --headless --convert-to pdf` per document, in a
 * temporary directory. LibreOffice refuses a second instance on one user profile, so each slot owns a profile
 * directory and a slot converts one document at a time; further documents wait for a free slot.
 */
export const libreOfficeConverter = (options: LibreOfficeOptions = {}): DocumentConverter => {
  const binary = options.binary ?? process.env.ATS_SOFFICE ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const slots = Math.max(1, options.slots ?? 1);
  const root = fs.mkdtemp(path.join(os.tmpdir(), 'ats-libreoffice-'));
  const free: number[] = Array.from({ length: slots }, (_, i) => i);
  const waiting: Array<(slot: number) => void> = [];

  const acquire = (): Promise<number> => {
    const slot = free.shift();
    return slot === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(slot);
  };
  const release = (slot: number) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  const convert = async (slot: number, docx: Buffer): Promise<Buffer> => {
    if (docx.subarray(0, 2).toString('latin1') !== 'PK') throw new DocumentConversionError('Not a .docx (no zip signature)');
    const base = await root;
    const work = await fs.mkdtemp(path.join(base, `job-`));
    try {
      const input = path.join(work, 'letter.docx');
      await fs.writeFile(input, docx);
      const profile = pathToFileURL(path.join(base, `profile-${slot}`)).href;
      await run(
        binary,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          '--nologo',
          // read as Word 2007+ only: LibreOffice would otherwise import any bytes as plain text
          '--infilter=MS Word 2007 XML',
          '--convert-to',
          'pdf',
          '--outdir',
          work,
          input,
        ],
        timeoutMs,
      );
      const pdf = await fs.readFile(path.join(work, 'letter.pdf')).catch(() => null);
      // soffice exits 0 and writes nothing when it cannot read the input
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new DocumentConversionError('LibreOffice could not read the document');
      return pdf;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  };

  return {
    async docxToPdf(docx) {
      const slot = await acquire();
      try {
        return await convert(slot, docx);
      } finally {
        release(slot);
      }
    },
    async close() {
      await fs.rm(await root, { recursive: true, force: true });
    },
  };
};
