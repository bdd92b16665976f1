import type { FileContentType } from '@ats/domain/applications';

/**
 * The text of a CV, for prefilling the add-candidate form and for CV search (spec 02 §2.11, §2.12). A port,
 * so the reading of PDF and Word documents stays behind one call and can be replaced (OCR, a parsing service).
 */
export type CvTextExtractor = {
  /** The document's text, lines kept; throws CvTextUnreadableError when the bytes cannot be read. */
  extract(bytes: Buffer, contentType: FileContentType): Promise<string>;
};

export class CvTextUnreadableError extends Error {
  constructor(readonly contentType: string, cause: unknown) {
    super(`Could not read the text of a ${contentType} CV: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CvTextUnreadableError';
  }
}
