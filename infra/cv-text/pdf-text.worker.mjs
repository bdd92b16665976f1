// Reads a PDF's text with pdf.js (legacy build, the one for Node) in a pooled worker thread (piscina): a large or
// hostile PDF then costs this thread, not the API's event loop, and can be stopped. Plain ESM, loaded by Node itself.
import * as worker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js's own worker runs in this same thread: offered here, it imports no worker file of its own.
globalThis.pdfjsWorker = worker;

/** Lines as the page shows them: pdf.js marks a line's end, or the baseline moves. */
const pageText = (items) => {
  let text = '';
  let lastY;
  for (const item of items) {
    const y = item.transform?.[5];
    if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 1 && !text.endsWith('\n')) text += '\n';
    text += item.str ?? '';
    if (item.hasEOL) text += '\n';
    if (y !== undefined) lastY = y;
  }
  return text;
};

const read = async ({ bytes, maxPages }) => {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
};

/** One document per task; `started` tells the caller its clock may run (time waiting in the pool's queue is not the PDF's). */
export default async function readPdf({ bytes, maxPages, started }) {
  started.postMessage('started');
  started.close();
  return read({ bytes, maxPages });
}
