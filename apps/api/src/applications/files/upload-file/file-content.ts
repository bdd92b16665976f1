import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { FILE_CONTENT_TYPES, FileErrors } from '@ats/domain/applications';

/**
 * What the bytes are, whatever the name or the browser claims: the content type `file-type` recognises from
 * the file's own signature (a .docx is told apart from any other zip by its parts), or null. A PDF must
 * also open: a truncated or corrupt one is refused here rather than failing in the viewer later.
 */
export const detectContentType = async (bytes: Buffer): Promise<string | null> => {
  if (bytes.length === 0) throw FileErrors.empty();
  const detected = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  if (detected === FILE_CONTENT_TYPES.pdf) await assertOpensAsPdf(bytes);
  return detected;
};

const assertOpensAsPdf = async (bytes: Buffer): Promise<void> => {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    if (document.getPageCount() < 1) throw FileErrors.unreadable();
  } catch {
    throw FileErrors.unreadable();
  }
};
