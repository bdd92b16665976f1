import { Document, Packer, Paragraph, TextRun } from 'docx';

/**
 * A real .docx offer letter for specs: one paragraph per line; a line given as several strings is written as
 * that many runs, as a word processor splits a placeholder it has formatted or spell-checked.
 */
export const offerLetterDocx = (lines: Array<string | string[]>): Promise<Buffer> =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: lines.map(
            (line) =>
              new Paragraph({ children: (Array.isArray(line) ? line : [line]).map((text) => new TextRun(text)) }),
          ),
        },
      ],
    }),
  );
