/**
 * Turns office documents into PDF (offer letters: the filled .docx becomes the PDF the candidate reads and
 * signs). A port so the API and the worker do not know which converter runs; the adapter is LibreOffice
 * headless (libreoffice-converter.ts), obtained by the stack scripts (infra/stack/libreoffice.ts).
 */
export type DocumentConverter = {
  /** The PDF of a .docx; refuses with DocumentConversionError when the converter cannot read it. */
  docxToPdf(docx: Buffer): Promise<Buffer>;
  close(): Promise<void>;
};

export class DocumentConversionError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'DocumentConversionError';
  }
}
