import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { docxCv, pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { createDataSource } from '@ats/infra/db/data-source';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { cvTextsProjector } from '@ats/projections/cv-texts/cv-texts.projector';
import { deleteCvTextsOfCandidate } from '@ats/projections/cv-texts/cv-texts.query';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, type TestCompany } from './support';

/**
 * Add candidate from a CV and CV search (spec 02 §2.11, §2.12, §3.9, §7.4): the CV is parsed to prefill the
 * form, attached to the candidate as their CV, its text indexed, and the candidate list filtered by it.
 */
const form = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

describe('add candidate from a CV, and CV search', () => {
  let company: TestCompany;
  let admin: ApiClient;
  let jobId: string;
  let dataSource: DataSource;
  const ids: Record<'kubernetes' | 'react', string> = { kubernetes: '', react: '' };
  const blobCount = async () => (await readdir(path.join(process.env.ATS_BLOB_DIR as string, company.companyId)).catch(() => [] as string[])).length;

  const search = async (cvFilterType: string, terms: string[]) => {
    const listed = await admin.get(`/job-applications?jobRoleIds=${jobId}&cvFilterType=${cvFilterType}&cvSearchItems=${encodeURIComponent(terms.join(','))}`);
    expect(listed.status).toBe(200);
    return (listed.body.items as Array<{ applicationId: string }>).map((item) => item.applicationId).sort();
  };

  beforeAll(async () => {
    company = await createTestCompany('cv-search');
    admin = company.admin;
    jobId = (await createPublishedJob(admin, 'CV Search Engineer')).id;
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('parses a PDF CV into the form’s fields and attaches it as the candidate’s CV when they are added', async () => {
    const parsed = await admin.post(
      '/job-applications/parse-cv',
      form(await pdfCv(['Layla Nasser', '+971 50 123 4567 | layla.nasser@example.com', 'linkedin.com/in/layla-nasser', 'Kubernetes operator, PostgreSQL tuning']), 'Layla CV.pdf'),
    );
    expect(parsed.status).toBe(201);
    expect(parsed.body).toMatchObject({
      cvFileId: expect.any(String),
      fileName: 'Layla CV.pdf',
      parsed: true,
      message: null,
      fields: {
        firstName: 'Layla',
        lastName: 'Nasser',
        emails: ['layla.nasser@example.com'],
        phones: ['+971 50 123 4567'],
        linkedin: 'https://linkedin.com/in/layla-nasser',
        portfolio: null,
      },
    });
    const { fields } = parsed.body;
    const added = await admin.post('/job-applications', {
      ...candidateInput(jobId, { firstName: fields.firstName, lastName: fields.lastName, email: fields.emails[0], phone: '+971 501234567' }),
      cvFileId: parsed.body.cvFileId,
    });
    expect(added.status).toBe(201);
    ids.kubernetes = added.body.id;
    const files = await admin.get(`/job-applications/${ids.kubernetes}/files?afterPosition=${added.body.position}`);
    expect(files.body.items).toEqual([expect.objectContaining({ fileId: parsed.body.cvFileId, fileName: 'Layla CV.pdf', extension: 'pdf' })]);
    // The same upload cannot become a second candidate's CV.
    const again = await admin.post('/job-applications', { ...candidateInput(jobId), cvFileId: parsed.body.cvFileId });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Please upload a file' });
  });

  it('parses a .docx CV too', async () => {
    const parsed = await admin.post(
      '/job-applications/parse-cv',
      form(await docxCv(['Omar Haddad', 'omar.haddad@example.com', 'https://github.com/omarhaddad', 'React and TypeScript, PostgreSQL']), 'omar.docx'),
    );
    expect(parsed.status).toBe(201);
    expect(parsed.body.fields).toMatchObject({ firstName: 'Omar', lastName: 'Haddad', emails: ['omar.haddad@example.com'], portfolio: 'https://github.com/omarhaddad' });
    const added = await admin.post('/job-applications', { ...candidateInput(jobId, { firstName: 'Omar', lastName: 'Haddad' }), cvFileId: parsed.body.cvFileId });
    expect(added.status).toBe(201);
    ids.react = added.body.id;
  });

  it('answers the spec’s message for a CV with nothing to read, keeping it for the form filled by hand', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    const parsed = await admin.post('/job-applications/parse-cv', form(Buffer.from(await blank.save()), 'scan.pdf'));
    expect(parsed.status).toBe(201);
    expect(parsed.body).toMatchObject({ parsed: false, message: 'Sorry, we cannot parse this file. Please fill in the form manually.', cvFileId: expect.any(String) });
  });

  it('refuses what is not a PDF or .docx by its bytes, and another user’s upload, keeping nothing', async () => {
    const before = await blobCount();
    const png = await admin.post('/job-applications/parse-cv', form(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cv.pdf'));
    expect(png.status).toBe(400);
    expect(png.body).toMatchObject({ message: 'File must be a PDF or Docx' });
    const parsed = await admin.post('/job-applications/parse-cv', form(await pdfCv(['Rana Saleh']), 'rana.pdf'));
    expect(await blobCount()).toBe(before + 1);
    const recruiter = apiAs(company.recruiterEmail);
    const stolen = await recruiter.post('/job-applications', { ...candidateInput(jobId), cvFileId: parsed.body.cvFileId });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ message: 'Please upload a file' });
  });

  it('filters the candidate list by CV text: each term, include-all and include-any', async () => {
    // The text is read from the blobs by the projector's indexer, after the events.
    await eventually(async () => (await search('INCLUDES_ALL', ['PostgreSQL'])).length === 2);
    expect(await search('INCLUDES_ALL', ['Kubernetes'])).toEqual([ids.kubernetes]);
    expect(await search('INCLUDES_ALL', ['react'])).toEqual([ids.react]);
    expect(await search('INCLUDES_ALL', ['postgresql tuning'])).toEqual([ids.kubernetes]);
    expect(await search('INCLUDES_ALL', ['Kubernetes', 'React'])).toEqual([]);
    expect(await search('INCLUDES_ANY', ['Kubernetes', 'React'])).toEqual([ids.kubernetes, ids.react].sort());
    expect(await search('INCLUDES_ANY', ['Haskell'])).toEqual([]);
    // Another CV elsewhere matching the second term does not make this list match.
    expect(await search('INCLUDES_ANY', ['Haskell', 'Kubernetes'])).toEqual([ids.kubernetes]);
    // LIKE wildcards are literal.
    expect(await search('INCLUDES_ANY', ['%'])).toEqual([]);
  });

  it('answers 400 "Add at least one search term" for a CV filter type without terms', async () => {
    for (const query of ['cvFilterType=INCLUDES_ALL', 'cvFilterType=INCLUDES_ANY&cvSearchItems=', 'cvFilterType=INCLUDES_ANY&cvSearchItems=%20,%20']) {
      const listed = await admin.get(`/job-applications?${query}`);
      expect(listed.status).toBe(400);
      expect(listed.body).toMatchObject({ message: 'Add at least one search term' });
    }
    expect((await admin.get('/job-applications?cvFilterType=SOME&cvSearchItems=React')).status).toBe(400);
  });

  it('is rebuilt from the log: every CV listed again and its text read again from the blob store', async () => {
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      expect(await rebuildProjection(store, dataSource, cvTextsProjector)).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
    await eventually(async () => (await search('INCLUDES_ANY', ['Kubernetes', 'React'])).length === 2);
    expect(await search('INCLUDES_ALL', ['Kubernetes'])).toEqual([ids.kubernetes]);
  });

  it('removes a CV parsed for the form and left unattached for a day, with its bytes', async () => {
    const parsed = await admin.post('/job-applications/parse-cv', form(await pdfCv(['Left Behind']), 'left.pdf'));
    expect(parsed.status).toBe(201);
    const blob = path.join(process.env.ATS_BLOB_DIR as string, company.companyId, parsed.body.cvFileId);
    expect((await readdir(path.dirname(blob))).includes(parsed.body.cvFileId)).toBe(true);
    await dataSource.query(`UPDATE parsed_cv_uploads SET uploaded_at = now() - interval '25 hours' WHERE blob_id = $1`, [parsed.body.cvFileId]);
    await eventually(async () => !(await readdir(path.dirname(blob))).includes(parsed.body.cvFileId));
    expect(await dataSource.query(`SELECT 1 FROM parsed_cv_uploads WHERE blob_id = $1`, [parsed.body.cvFileId])).toEqual([]);
    const late = await admin.post('/job-applications', { ...candidateInput(jobId), cvFileId: parsed.body.cvFileId });
    expect(late.status).toBe(400);
  });

  it('lets erasure delete a candidate’s CV text', async () => {
    const [{ candidateId }] = await dataSource.query(`SELECT candidate_id AS "candidateId" FROM rm_cv_texts WHERE application_id = $1`, [ids.react]);
    await deleteCvTextsOfCandidate(dataSource.manager, candidateId);
    expect(await search('INCLUDES_ALL', ['React'])).toEqual([]);
  });
});
