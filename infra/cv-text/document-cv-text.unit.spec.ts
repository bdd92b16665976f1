import { PDFDocument } from 'pdf-lib';
import { FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { parseCvText } from '@ats/domain/candidates/cv-parser';
import { CvTextUnreadableError } from './cv-text.port';
import { documentCvTextExtractor } from './document-cv-text';
import { docxCv, pdfCv } from './testing/cv-documents';

const CV_LINES = ['Layla Nasser', '+971 50 123 4567 | layla.nasser@example.com', 'linkedin.com/in/layla-nasser', 'Kubernetes and PostgreSQL'];

describe('documentCvTextExtractor', () => {
  it('reads a PDF line by line, so the parser finds the header', async () => {
    const text = await documentCvTextExtractor.extract(await pdfCv(CV_LINES), FILE_CONTENT_TYPES.pdf);
    expect(text.split('\n')).toEqual(CV_LINES);
    expect(parseCvText(text)).toMatchObject({ firstName: 'Layla', lastName: 'Nasser', emails: ['layla.nasser@example.com'], phones: ['+971 50 123 4567'] });
  });

  it('reads a .docx paragraph by paragraph', async () => {
    const text = await documentCvTextExtractor.extract(await docxCv(CV_LINES), FILE_CONTENT_TYPES.docx);
    expect(text.split(/\n+/)).toEqual(CV_LINES);
    expect(parseCvText(text).linkedin).toBe('https://linkedin.com/in/layla-nasser');
  });

  it('answers empty text for a PDF without text (a scan)', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(await documentCvTextExtractor.extract(Buffer.from(await document.save()), FILE_CONTENT_TYPES.pdf)).toBe('');
  });

  it('refuses bytes that are not the document they claim to be', async () => {
    await expect(documentCvTextExtractor.extract(Buffer.from('not a pdf at all'), FILE_CONTENT_TYPES.pdf)).rejects.toBeInstanceOf(CvTextUnreadableError);
    await expect(documentCvTextExtractor.extract(Buffer.from('PK not a zip'), FILE_CONTENT_TYPES.docx)).rejects.toBeInstanceOf(CvTextUnreadableError);
  });
});
