import mammoth from 'mammoth';
import { fillOfferLetter, offerLetterPlaceholders, OfferLetterUnreadableError } from './offer-letter-docx';
import { offerLetterDocx } from './testing/offer-letters';

const text = async (docx: Buffer) => (await mammoth.extractRawText({ buffer: docx })).value;

describe('offer letter .docx', () => {
  it('finds the bracketed placeholders, also one the word processor split into runs', async () => {
    const letter = await offerLetterDocx(['Dear [candidate_name],', ['We offer you ', '[salary_', 'amount]', ' a year.']]);
    expect(offerLetterPlaceholders(letter).sort()).toEqual(['candidate_name', 'salary_amount']);
  });

  it('fills the given placeholders and keeps other bracketed text as written', async () => {
    const letter = await offerLetterDocx(['Dear [candidate_name],', ['Salary: ', '[salary_', 'amount]'], 'Start: [joining_date]']);
    const filled = fillOfferLetter(letter, { candidate_name: 'Salma Haddad', salary_amount: '90,000' });
    const body = await text(filled);
    expect(body).toContain('Dear Salma Haddad,');
    expect(body).toContain('Salary: 90,000');
    expect(body).toContain('Start: [joining_date]');
  });

  it('refuses bytes that are not a .docx', () => {
    expect(() => offerLetterPlaceholders(Buffer.from('%PDF-1.7 not a docx'))).toThrow(OfferLetterUnreadableError);
  });
});
