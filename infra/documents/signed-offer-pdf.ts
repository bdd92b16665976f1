import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export type SigningRecord = {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  /** The address the signature came from, as the API saw it. */
  signedFrom: string | null;
  /** SHA-256 of the letter as sent to the candidate. */
  letterSha256: string;
};

/** The standard font's WinAnsi encoding has no Arabic or CJK: such characters print as '?' on the signing page. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const SIGNATURE_WIDTH = 160;

/**
 * The signed offer (issue 10): the letter with the candidate's signature drawn at the foot of its last page, and a
 * final page saying who signed, when, from where, and the SHA-256 of the letter as sent — stamped with pdf-lib.
 */
export const stampSignedOffer = async (letterPdf: Buffer, signature: { bytes: Buffer; contentType: string }, record: SigningRecord): Promise<Buffer> => {
  const document = await PDFDocument.load(letterPdf);
  const image = signature.contentType === 'image/png' ? await document.embedPng(signature.bytes) : await document.embedJpg(signature.bytes);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  const last = document.getPage(document.getPageCount() - 1);
  const scaled = image.scale(Math.min(1, SIGNATURE_WIDTH / image.width));
  last.drawImage(image, { x: 50, y: 40, width: scaled.width, height: scaled.height });

  const page = document.addPage();
  const { height } = page.getSize();
  const lines: Array<[string, string]> = [
    ['Signed by', `${record.signerName} <${record.signerEmail}>`],
    ['Signed at', record.signedAt.toISOString()],
    ['Signed from', record.signedFrom ?? 'unknown'],
    ['SHA-256 of the letter as sent', record.letterSha256],
  ];
  page.drawText('Signature record', { x: 50, y: height - 70, size: 18, font: bold, color: rgb(0, 0, 0) });
  lines.forEach(([label, value], index) => {
    const y = height - 110 - index * 40;
    page.drawText(label, { x: 50, y, size: 10, font: bold });
    page.drawText(printable(value), { x: 50, y: y - 14, size: 10, font });
  });
  const signatureOnRecord = image.scale(Math.min(1, SIGNATURE_WIDTH / image.width));
  page.drawImage(image, { x: 50, y: height - 300 - signatureOnRecord.height, width: signatureOnRecord.width, height: signatureOnRecord.height });
  return Buffer.from(await document.save());
};
