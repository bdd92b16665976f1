import { FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { documentCvTextExtractor } from '../cv-text';
import { DocumentConversionError } from './document-converter.port';
import { libreOfficeConverter } from './libreoffice-converter';
import { fillOfferLetter } from './offer-letter-docx';
import { offerLetterDocx } from './testing/offer-letters';

const pdfText = (pdf: Buffer) => documentCvTextExtractor.extract(pdf, FILE_CONTENT_TYPES.pdf);

// LibreOffice headless, obtained by the stack scripts (infra/stack/libreoffice.ts), converting real documents.
describe('LibreOffice document converter', () => {
  const converter = libreOfficeConverter({ slots: 2 });
  afterAll(() => converter.close());

  it('converts a filled offer letter to a PDF holding the filled values', async () => {
    const letter = await offerLetterDocx(['Offer of employment', 'Dear [candidate_name],', ['Salary: ', '[salary_', 'amount] ', '[salary_currency]']]);
    const pdf = await converter.docxToPdf(fillOfferLetter(letter, { candidate_name: 'Salma Haddad', salary_amount: '90000', salary_currency: 'EUR' }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Offer of employment');
    expect(text).toContain('Dear Salma Haddad,');
    expect(text).toContain('Salary: 90000 EUR');
    expect(text).not.toContain('[candidate_name]');
  });

  it('converts several letters at once, each to its own PDF', async () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
    const pdfs = await Promise.all(
      names.map(async (name) => converter.docxToPdf(fillOfferLetter(await offerLetterDocx(['Dear [candidate_name],']), { candidate_name: name }))),
    );
    const texts = await Promise.all(pdfs.map(pdfText));
    texts.forEach((text, i) => expect(text).toContain(`Dear ${names[i]},`));
  });

  it('refuses bytes it cannot read', async () => {
    await expect(converter.docxToPdf(Buffer.from('not a document at all'))).rejects.toBeInstanceOf(DocumentConversionError);
    // a zip that is no Word document gets as far as LibreOffice, which cannot load it
    await expect(converter.docxToPdf(Buffer.from('PK\x03\x04 broken archive'))).rejects.toBeInstanceOf(DocumentConversionError);
  });
});
