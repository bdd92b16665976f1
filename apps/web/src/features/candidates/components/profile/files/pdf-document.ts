import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js, loaded when a PDF is first opened (it is large, and most visits open none). Its worker is a file of
 * its own that Vite emits and serves from this origin (`?url`), as the Content-Security-Policy wants; eval is
 * off for the same reason.
 */
export const openPdf = async (data: ArrayBuffer): Promise<PDFDocumentProxy> => {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
};

/** Draws one page into the canvas at the width given (CSS pixels), sharp on high-density screens. */
export const renderPdfPage = async (document: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, width: number): Promise<void> => {
  const page = await document.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
};
