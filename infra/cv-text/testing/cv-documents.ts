import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF with the lines drawn as text (what a CV exported from a word processor holds), for specs. */
export const pdfCv = async (lines: string[]): Promise<Buffer> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 750 - index * 20, size: 12, font }));
  return Buffer.from(await document.save());
};

/** A real .docx with one paragraph per line, for specs. */
export const docxCv = (lines: string[]): Promise<Buffer> =>
  Packer.toBuffer(new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }));
