import { DomainError } from '../shared/errors';
import { DOCX_CONTENT_TYPE, MAX_OFFER_LETTER_BYTES, OFFER_TEMPLATE_MESSAGES } from './offer-template.errors';
import {
  addOfferTemplate,
  deleteOfferTemplate,
  editOfferTemplate,
  type OfferTemplateRow,
  type UploadedOfferLetter,
} from './offer-template-policies';

const caller = { userId: '00000000-0000-4000-8000-0000000000a1', companyId: '00000000-0000-4000-8000-0000000000c1' };
const context = { now: new Date('2026-11-24T10:00:00Z'), newId: () => 'template-1' };

const letter = (overrides: Partial<UploadedOfferLetter> = {}): UploadedOfferLetter => ({
  blobId: 'blob-1',
  fileName: 'Offer.docx',
  sizeBytes: 2048,
  detectedContentType: DOCX_CONTENT_TYPE,
  bracketedNames: ['salary_amount', 'candidate_name', 'not_a_placeholder', 'joining_date'],
  ...overrides,
});

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

const added = (): OfferTemplateRow => addOfferTemplate({ name: 'Standard offer', letter: letter() }, { templates: [] }, caller, context).result;

describe('offer letter template policies', () => {
  it('adds a template with the spec placeholders the letter holds, in the spec order, all filled by the sender', () => {
    const result = addOfferTemplate({ name: '  Standard offer ', letter: letter() }, { templates: [] }, caller, context);
    expect(result.result).toMatchObject({
      id: 'template-1',
      name: 'Standard offer',
      letterBlobId: 'blob-1',
      placeholders: [
        { name: 'candidate_name', filledBy: 'OFFER_SENDER' },
        { name: 'salary_amount', filledBy: 'OFFER_SENDER' },
        { name: 'joining_date', filledBy: 'OFFER_SENDER' },
      ],
    });
    expect(result.writes).toEqual([{ table: 'offer_letter_templates', insert: result.result }]);
    expect(result.audit[0]).toMatchObject({ entity: 'offer-letter-template', action: 'create' });
  });

  it.each([
    [{ name: '' }, OFFER_TEMPLATE_MESSAGES.nameRequired],
    [{ name: 'ab' }, OFFER_TEMPLATE_MESSAGES.nameTooShort],
    [{ name: 'x'.repeat(101) }, OFFER_TEMPLATE_MESSAGES.nameTooLong],
    [{ letter: null }, OFFER_TEMPLATE_MESSAGES.letterRequired],
    [{ letter: letter({ detectedContentType: 'application/pdf' }) }, OFFER_TEMPLATE_MESSAGES.letterNotDocx],
    [{ letter: letter({ sizeBytes: MAX_OFFER_LETTER_BYTES + 1 }) }, OFFER_TEMPLATE_MESSAGES.letterTooLarge],
    [{ letter: letter({ bracketedNames: null }) }, OFFER_TEMPLATE_MESSAGES.letterUnreadable],
    [{ placeholders: [{ name: 'department', filledBy: 'CANDIDATE' }] }, OFFER_TEMPLATE_MESSAGES.unknownPlaceholder],
    [{ placeholders: [{ name: 'candidate_name', filledBy: 'NOBODY' }] }, OFFER_TEMPLATE_MESSAGES.fillerRequired],
  ])('refuses %j with its message', (change, message) => {
    const input = { name: 'Standard offer', letter: letter(), ...change };
    expect(refusal(() => addOfferTemplate(input, { templates: [] }, caller, context)).message).toBe(message);
  });

  it('refuses a name another template of the company has, whatever its case', () => {
    const error = refusal(() =>
      addOfferTemplate({ name: 'STANDARD OFFER', letter: letter() }, { templates: [added()] }, caller, context),
    );
    expect(error).toMatchObject({ kind: 'conflict', message: OFFER_TEMPLATE_MESSAGES.nameExists });
  });

  it('marks placeholders filled by the candidate, and keeps the choice when a new letter still holds them', () => {
    const template = added();
    const marked = editOfferTemplate(
      { id: template.id, name: 'Standard offer', placeholders: [{ name: 'joining_date', filledBy: 'CANDIDATE' }] },
      { template, templates: [template] },
      caller,
      context,
    ).result;
    expect(marked.row.placeholders.find((p) => p.name === 'joining_date')?.filledBy).toBe('CANDIDATE');
    expect(marked.replacedLetterBlobId).toBeNull();

    const replaced = editOfferTemplate(
      { id: template.id, name: 'Standard offer', letter: letter({ blobId: 'blob-2', bracketedNames: ['joining_date', 'location'] }) },
      { template: marked.row, templates: [marked.row] },
      caller,
      context,
    ).result;
    expect(replaced.row.placeholders).toEqual([
      { name: 'location', filledBy: 'OFFER_SENDER' },
      { name: 'joining_date', filledBy: 'CANDIDATE' },
    ]);
    expect(replaced.row.letterBlobId).toBe('blob-2');
    expect(replaced.replacedLetterBlobId).toBe('blob-1');
  });

  it("answers 'Template not found' for another company's template and for none", () => {
    const template = { ...added(), companyId: '00000000-0000-4000-8000-0000000000c2' };
    expect(refusal(() => deleteOfferTemplate({ id: template.id }, { template }, caller)).message).toBe('Template not found');
    expect(
      refusal(() => editOfferTemplate({ id: 'x', name: 'Standard offer' }, { template: null, templates: [] }, caller, context)).kind,
    ).toBe('not-found');
  });

  it('deletes a template and answers its letter to remove', () => {
    const template = added();
    const result = deleteOfferTemplate({ id: template.id }, { template }, caller);
    expect(result.result).toEqual({ letterBlobId: 'blob-1' });
    expect(result.writes).toEqual([{ table: 'offer_letter_templates', delete: template.id }]);
  });
});
