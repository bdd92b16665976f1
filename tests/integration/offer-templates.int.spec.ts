import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { documentCvTextExtractor } from '@ats/infra/cv-text';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import { createTestCompany, signIn, type ApiClient, type TestCompany } from './support';

type Template = {
  id: string;
  name: string;
  letterFileName: string;
  letterSizeBytes: number;
  placeholders: Array<{ name: string; filledBy: 'OFFER_SENDER' | 'CANDIDATE' }>;
  updatedAt: string;
  updatedByName: string | null;
};

const fileForm = (fields: Record<string, string>, file?: { bytes: Buffer; name: string }): FormData => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
};

const LETTER_LINES = ['Offer of employment', 'Dear [candidate_name],', ['Salary: ', '[salary_', 'amount] ', '[salary_currency]'], 'Start [joining_date] [unknown]'];

/**
 * Offer letter templates through HTTP (spec 03 §2.2, "Offer letter template", §5 "Offer template", §8
 * "Offers"): the 3-step flow's calls — a name and a .docx, who fills each placeholder, the preview as a PDF
 * made by LibreOffice — refusals with the spec's messages and nothing changed, one company's templates
 * unseen by another, letters' bytes in the blob store and removed with the template.
 */
describe('offer letter templates', () => {
  let company: TestCompany;
  let other: TestCompany;

  const list = async (api: ApiClient = company.admin): Promise<Template[]> => {
    const response = await api.get<Template[]>('/company-offer-templates');
    expect(response.status).toBe(200);
    return response.body;
  };
  const add = (name: string, file?: { bytes: Buffer; name: string }, api: ApiClient = company.admin) =>
    api.post<{ id: string }>('/company-offer-templates', fileForm({ name }, file));
  const blobsOf = async (companyId: string) =>
    (await readdir(path.join(process.env.ATS_BLOB_DIR as string, companyId)).catch(() => [] as string[])).sort();
  const download = async (email: string, urlPath: string) => {
    const token = (await signIn(email)).accessToken;
    const response = await fetch(`${process.env.API_URL}/api${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const refusedWithoutChange = async (attempt: () => Promise<{ status: number; body: Record<string, unknown> }>, status: number, message: string) => {
    const before = await list();
    const blobs = await blobsOf(company.companyId);
    const response = await attempt();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ message, statusCode: status, success: false });
    expect(await list()).toEqual(before);
    expect(await blobsOf(company.companyId)).toEqual(blobs);
  };

  beforeAll(async () => {
    company = await createTestCompany('offer-templates');
    other = await createTestCompany('offer-templates-other');
  });

  it('adds a template from a .docx, marks who fills each placeholder, previews it as a PDF and deletes it with its letter', async () => {
    const bytes = await offerLetterDocx(LETTER_LINES);
    const added = await add('Standard offer', { bytes, name: 'Offer letter.docx' });
    expect(added.status).toBe(201);
    const [row] = (await list()).filter((t) => t.id === added.body.id);
    expect(row).toMatchObject({
      name: 'Standard offer',
      letterFileName: 'Offer letter.docx',
      letterSizeBytes: bytes.length,
      updatedByName: 'Ada Admin',
      placeholders: [
        { name: 'candidate_name', filledBy: 'OFFER_SENDER' },
        { name: 'salary_amount', filledBy: 'OFFER_SENDER' },
        { name: 'salary_currency', filledBy: 'OFFER_SENDER' },
        { name: 'joining_date', filledBy: 'OFFER_SENDER' },
      ],
    });
    expect(await blobsOf(company.companyId)).toHaveLength(1);

    const edited = await company.recruiter.put(`/company-offer-templates/${row!.id}`, {
      name: 'Standard offer 2027',
      placeholders: [{ name: 'joining_date', filledBy: 'CANDIDATE' }],
    });
    expect(edited.status).toBe(200);
    const one = await company.admin.get<Template>(`/company-offer-templates/${row!.id}`);
    expect(one.body).toMatchObject({ name: 'Standard offer 2027', updatedByName: 'Rami Recruiter' });
    expect(one.body.placeholders.find((p) => p.name === 'joining_date')?.filledBy).toBe('CANDIDATE');

    const letter = await download(company.adminEmail, `/company-offer-templates/${row!.id}/letter`);
    expect(letter.status).toBe(200);
    expect(letter.bytes.equals(bytes)).toBe(true);

    const preview = await download(company.adminEmail, `/company-offer-templates/${row!.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('application/pdf');
    const text = await documentCvTextExtractor.extract(preview.bytes, FILE_CONTENT_TYPES.pdf);
    expect(text).toContain('Dear [candidate_name],');
    expect(text).toContain('Salary: [salary_amount] [salary_currency]');

    // another company sees none of it
    expect(await list(other.admin)).toEqual([]);
    expect((await other.admin.get(`/company-offer-templates/${row!.id}`)).body).toMatchObject({ message: 'Template not found' });
    expect((await download(other.adminEmail, `/company-offer-templates/${row!.id}/letter`)).status).toBe(404);
    expect((await other.admin.delete(`/company-offer-templates/${row!.id}`)).status).toBe(404);

    expect((await company.admin.delete(`/company-offer-templates/${row!.id}`)).status).toBe(200);
    expect((await list()).some((t) => t.id === row!.id)).toBe(false);
    expect(await blobsOf(company.companyId)).toEqual([]);
  });

  it('replaces the letter, keeping who fills the placeholders the new letter still holds, and removes the old bytes', async () => {
    const added = await add('Replaceable offer', { bytes: await offerLetterDocx(LETTER_LINES), name: 'v1.docx' });
    const id = added.body.id;
    await company.admin.put(`/company-offer-templates/${id}`, { name: 'Replaceable offer', placeholders: [{ name: 'joining_date', filledBy: 'CANDIDATE' }] });
    const blobsBefore = await blobsOf(company.companyId);
    const replaced = await company.admin.put(
      `/company-offer-templates/${id}/letter`,
      fileForm({}, { bytes: await offerLetterDocx(['[location] from [joining_date]']), name: 'v2.docx' }),
    );
    expect(replaced.status).toBe(200);
    const one = (await company.admin.get<Template>(`/company-offer-templates/${id}`)).body;
    expect(one).toMatchObject({
      name: 'Replaceable offer',
      letterFileName: 'v2.docx',
      placeholders: [
        { name: 'location', filledBy: 'OFFER_SENDER' },
        { name: 'joining_date', filledBy: 'CANDIDATE' },
      ],
    });
    const blobsAfter = await blobsOf(company.companyId);
    expect(blobsAfter).toHaveLength(blobsBefore.length);
    expect(blobsAfter).not.toEqual(blobsBefore);
    await company.admin.delete(`/company-offer-templates/${id}`);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const docx = { bytes: await offerLetterDocx(LETTER_LINES), name: 'Offer.docx' };
    await refusedWithoutChange(() => add('', docx), 400, 'Please input template name');
    await refusedWithoutChange(() => add('ab', docx), 400, 'Length should be at least 3 letters');
    await refusedWithoutChange(() => add('No letter'), 400, 'Please upload offer letter');
    const pdf = { bytes: await pdfCv(['Offer']), name: 'Offer.docx' };
    await refusedWithoutChange(() => add('A PDF', pdf), 400, 'Offer letter must be a .docx');
    const kept = await add('Kept offer', docx);
    await refusedWithoutChange(() => add('kept OFFER', docx), 409, 'Template name already exists. Please choose a different name.');
    await refusedWithoutChange(
      () => company.admin.put(`/company-offer-templates/${kept.body.id}`, { name: 'Kept offer', placeholders: [{ name: 'department', filledBy: 'CANDIDATE' }] }),
      400,
      'This placeholder is not in the offer letter',
    );
    await refusedWithoutChange(
      () => company.admin.put(`/company-offer-templates/${kept.body.id}/letter`, fileForm({})),
      400,
      'Please upload offer letter',
    );
    await company.admin.delete(`/company-offer-templates/${kept.body.id}`);
  });
});
