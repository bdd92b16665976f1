import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import { streamId } from '@ats/domain/shared';
import { FilesystemBlobStore } from '@ats/infra/blob-store';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { applicationFilesProjector } from '@ats/projections/application-files/application-files.projector';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, type ApiClient, type TestCompany } from './support';

/**
 * The Files section of the candidate profile through HTTP (spec 02 §2.13, §6.3): upload (type read from the
 * bytes, 5 MB, a PDF must open), list, rename, confidential, download, view, delete — and every refusal
 * changes nothing: no event, no blob left in the store.
 */
const DOCX = readFileSync(path.join(__dirname, 'fixtures', 'candidate-cv.docx'));
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const pdfBytes = async (text = 'Layla Nasser CV'): Promise<Buffer> => {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
};

const form = (bytes: Buffer, name: string, fields: Record<string, string> = {}): FormData => {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

/** Bytes and headers of a download (the support client reads text). */
const fetchBytes = async (email: string, urlPath: string) => {
  const { signIn } = await import('./support');
  const token = (await signIn(email)).accessToken;
  const response = await fetch(`${process.env.API_URL}/api${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('candidate profile files', () => {
  let company: TestCompany;
  let admin: ApiClient;
  let applicationId: string;
  let dataSource: DataSource;
  const blobDir = () => process.env.ATS_BLOB_DIR as string;

  /** Events of the application's stream and blobs of the company: what a refusal must leave as it was. */
  const snapshot = async () => {
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [streamId('application', applicationId)]);
    const blobs = await readdir(path.join(blobDir(), company.companyId)).catch(() => [] as string[]);
    return { events: count as number, blobs: blobs.sort() };
  };
  const files = async (client: ApiClient = admin, afterPosition?: string) => {
    const listed = await client.get(`/job-applications/${applicationId}/files${afterPosition ? `?afterPosition=${afterPosition}` : ''}`);
    expect(listed.status).toBe(200);
    return listed.body as { items: Array<Record<string, unknown>>; confidentialAccess: boolean };
  };
  const upload = (body: FormData, client: ApiClient = admin, id = applicationId) => client.post(`/job-applications/${id}/files`, body);

  beforeAll(async () => {
    company = await createTestCompany('files');
    admin = company.admin;
    const job = await createPublishedJob(admin, 'Files Engineer');
    const added = await admin.post('/job-applications', candidateInput(job.id));
    expect(added.status).toBe(201);
    applicationId = added.body.id;
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('uploads a PDF, lists it, downloads it as an attachment and shows it inline, bytes unchanged', async () => {
    const bytes = await pdfBytes();
    const uploaded = await upload(form(bytes, 'Layla Nasser CV.pdf'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ id: applicationId, fileId: expect.any(String), position: expect.any(String) });
    const { fileId } = uploaded.body;

    const listed = await files(admin, uploaded.body.position);
    expect(listed.items).toEqual([
      expect.objectContaining({
        fileId,
        fileName: 'Layla Nasser CV.pdf',
        contentType: FILE_CONTENT_TYPES.pdf,
        extension: 'pdf',
        sizeBytes: bytes.length,
        confidential: false,
        uploadedByCandidate: false,
        uploadedByName: 'Ada Admin',
      }),
    ]);
    // The bytes live under the file's id, never under its name.
    expect(await new FilesystemBlobStore(blobDir()).exists({ companyId: company.companyId, blobId: fileId })).toBe(true);

    const download = await fetchBytes(company.adminEmail, `/job-applications/${applicationId}/files/${fileId}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Layla Nasser CV.pdf"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    const view = await fetchBytes(company.adminEmail, `/job-applications/${applicationId}/files/${fileId}/view`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-disposition')).toBe('inline; filename="Layla Nasser CV.pdf"');
    expect(view.bytes.equals(bytes)).toBe(true);

    const history = await admin.get(`/job-applications/${applicationId}/history`);
    expect(history.body.items.at(-1)).toMatchObject({ type: 'FileUploaded', details: { type: 'FileUploaded', fileId, fileName: 'Layla Nasser CV.pdf' } });
  });

  it('takes a .docx, downloads it under an encoded name, and the viewer says it cannot show one', async () => {
    const uploaded = await upload(form(DOCX, 'سيرة ذاتية "Layla".docx'));
    expect(uploaded.status).toBe(201);
    const { fileId } = uploaded.body;
    const listed = await files(admin, uploaded.body.position);
    expect(listed.items.find((file) => file.fileId === fileId)).toMatchObject({ fileName: 'سيرة ذاتية "Layla".docx', extension: 'docx' });

    const download = await fetchBytes(company.adminEmail, `/job-applications/${applicationId}/files/${fileId}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(DOCX)).toBe(true);
    expect(download.headers.get('content-type')).toBe(FILE_CONTENT_TYPES.docx);
    // An ASCII fallback with the quotes escaped, and the real name in RFC 5987 form.
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"\\]*(\\"[^"\\]*)*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe('سيرة ذاتية "Layla".docx');

    const view = await admin.get(`/job-applications/${applicationId}/files/${fileId}/view`);
    expect(view.status).toBe(400);
    expect(view.body).toMatchObject({ message: 'We cannot view .docx file type.', errorCode: 'file-not-viewable', success: false });
  });

  it('refuses what is not a whole PDF or .docx of at most 5 MB, with the error object, and keeps nothing', async () => {
    const before = await snapshot();
    const refusals: Array<{ body: FormData; status: number; message: string }> = [
      // A picture named like a CV: the bytes decide.
      { body: form(PNG, 'cv.pdf'), status: 400, message: 'File must be a PDF or Docx' },
      { body: form(Buffer.from('Just some text, named like a document'), 'cv.docx'), status: 400, message: 'File must be a PDF or Docx' },
      { body: form(Buffer.alloc(0), 'empty.pdf'), status: 400, message: 'The file is empty. Please upload a valid file' },
      {
        body: form(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'), 'broken.pdf'),
        status: 400,
        message: 'The file is damaged and cannot be opened. Please upload a valid file',
      },
      { body: form((await pdfBytes()).subarray(0, 300), 'truncated.pdf'), status: 400, message: 'The file is damaged and cannot be opened. Please upload a valid file' },
      { body: form(Buffer.concat([await pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]), 'huge.pdf'), status: 413, message: 'File size cannot exceed 5MB!' },
      { body: form(await pdfBytes(), ''.padEnd(300, 'n') + '.pdf'), status: 400, message: 'File name must be at most 255 characters' },
      { body: form(await pdfBytes(), 'cv.pdf', { confidential: 'maybe' }), status: 400, message: 'confidential must be true or false' },
    ];
    for (const { body, status, message } of refusals) {
      const answer = await upload(body);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: expect.objectContaining({ message, statusCode: status, success: false, errorCode: expect.any(String) }),
      });
    }
    const noFile = new FormData();
    noFile.append('confidential', 'true');
    expect(await upload(noFile)).toMatchObject({ status: 400, body: { message: 'Please upload a file' } });
    expect((await admin.post(`/job-applications/${applicationId}/files`, { file: 'not a file' })).status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps no path from a file name: the name is its last part, the bytes sit under generated ids only', async () => {
    const uploaded = await upload(form(await pdfBytes(), '../../../etc/passwd.pdf'));
    expect(uploaded.status).toBe(201);
    const listed = await files(admin, uploaded.body.position);
    expect(listed.items.find((file) => file.fileId === uploaded.body.fileId)).toMatchObject({ fileName: 'passwd.pdf' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await readdir(blobDir())).every((name) => uuid.test(name))).toBe(true);
    expect((await snapshot()).blobs.every((name) => uuid.test(name))).toBe(true);
  });

  it('renames a file (the download follows), refuses an empty or overlong name, and changes nothing then', async () => {
    const uploaded = await upload(form(await pdfBytes(), 'cv-final.pdf'));
    const { fileId } = uploaded.body;
    const renamed = await admin.post(`/job-applications/${applicationId}/files/${fileId}/rename`, { fileName: '  Offer letter  ' });
    expect(renamed.status).toBe(201);
    const listed = await files(admin, renamed.body.position);
    expect(listed.items.find((file) => file.fileId === fileId)).toMatchObject({ fileName: 'Offer letter' });
    const download = await fetchBytes(company.adminEmail, `/job-applications/${applicationId}/files/${fileId}/download`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Offer letter.pdf"');
    // The profile's revision follows the stream, so its next move or archive is not refused as stale.
    const profile = await admin.get(`/job-applications/${applicationId}?afterPosition=${renamed.body.position}`);
    expect(profile.body.revision).toBe(renamed.body.revision);

    const before = await snapshot();
    expect(await admin.post(`/job-applications/${applicationId}/files/${fileId}/rename`, { fileName: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Please input file name', errorCode: 'file-name-required' },
    });
    expect((await admin.post(`/job-applications/${applicationId}/files/${fileId}/rename`, { fileName: 'x'.repeat(256) })).status).toBe(400);
    expect((await admin.post(`/job-applications/${applicationId}/files/${randomUUID()}/rename`, { fileName: 'Other' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a file and its bytes; a file the candidate uploaded cannot be deleted', async () => {
    const uploaded = await upload(form(await pdfBytes(), 'to-delete.pdf'));
    const { fileId } = uploaded.body;
    const deleted = await admin.delete(`/job-applications/${applicationId}/files/${fileId}`);
    expect(deleted.status).toBe(200);
    expect((await files(admin, deleted.body.position)).items.some((file) => file.fileId === fileId)).toBe(false);
    expect(await new FilesystemBlobStore(blobDir()).exists({ companyId: company.companyId, blobId: fileId })).toBe(false);
    expect((await admin.get(`/job-applications/${applicationId}/files/${fileId}/download`)).status).toBe(404);
    expect((await admin.delete(`/job-applications/${applicationId}/files/${fileId}`)).status).toBe(404);

    // The candidate's own upload arrives through the apply form (not built yet): recorded here as it would be.
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const candidateFileId = randomUUID();
    try {
      const stream = streamId('application', applicationId);
      const events = await store.readStream(stream);
      const last = events.at(-1)!;
      await new FilesystemBlobStore(blobDir()).put({ companyId: company.companyId, blobId: candidateFileId }, await pdfBytes(), { contentType: 'application/pdf' });
      const appended = await store.append(
        stream,
        [
          {
            type: 'FileUploaded',
            data: {
              applicationId,
              candidateId: (events[0].data as { candidateId: string }).candidateId,
              fileId: candidateFileId,
              contentType: FILE_CONTENT_TYPES.pdf,
              extension: 'pdf',
              sizeBytes: 600,
              confidential: false,
              uploadedByCandidate: true,
              personal: { fileName: 'My CV.pdf' },
            },
            metadata: {
              ...last.metadata,
              eventId: randomUUID(),
              commandId: randomUUID(),
              actor: { kind: 'candidate', id: randomUUID(), name: 'Layla Nasser' },
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        last.revision,
      );
      await files(admin, appended.position.toString());
    } finally {
      await store.close();
    }
    const before = await snapshot();
    expect(await admin.delete(`/job-applications/${applicationId}/files/${candidateFileId}`)).toMatchObject({
      status: 409,
      body: { message: 'Files uploaded by the candidate cannot be deleted', errorCode: 'file-uploaded-by-candidate' },
    });
    expect(await snapshot()).toEqual(before);
    expect((await files()).items.find((file) => file.fileId === candidateFileId)).toMatchObject({ uploadedByCandidate: true, fileName: 'My CV.pdf' });
  });

  it('rebuilds the files read model from the log to the same rows (names decrypted again)', async () => {
    const latest = await upload(form(await pdfBytes(), 'before-rebuild.pdf'));
    await files(admin, latest.body.position);
    const rows = () => dataSource.query('SELECT * FROM rm_application_files WHERE company_id = $1 ORDER BY file_id', [company.companyId]);
    const before = await rows();
    expect(before.length).toBeGreaterThan(3);
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      expect(await rebuildProjection(store, dataSource, applicationFilesProjector)).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
    expect(await rows()).toEqual(before);
  });

  describe('confidential files and other callers', () => {
    let hiringManager: ApiClient;
    let other: ApiClient;
    let otherCompanyId: string;

    beforeAll(async () => {
      const domain = `files-hm-${randomUUID().slice(0, 8)}.test`;
      const seeded = await seedCompany(dataSource, {
        name: 'Files other company',
        domain,
        users: [{ firstName: 'Olga', lastName: 'Other', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] }],
      });
      other = apiAs(`admin@${domain}`);
      otherCompanyId = seeded.companyId;
      // A hiring manager of this company who may open the job's profiles, without confidential access.
      const hmEmail = `hm.${randomUUID().slice(0, 8)}@${company.adminEmail.split('@')[1]}`;
      const created = await seedCompany(dataSource, {
        name: 'files company',
        domain: company.adminEmail.split('@')[1],
        users: [{ firstName: 'Hana', lastName: 'Manager', email: hmEmail, roles: ['COMPANY_INTERVIEWER'] }],
      });
      const application = await admin.get(`/job-applications/${applicationId}`);
      await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
        JSON.stringify([{ jobRoleId: application.body.jobId, permissions: [PERMISSIONS.candidatesProfilesView] }]),
        created.userIds[hmEmail],
      ]);
      hiringManager = apiAs(hmEmail);
    });

    it('hides a confidential file from a hiring manager without confidential access, everywhere', async () => {
      const uploaded = await upload(form(await pdfBytes(), 'Salary expectations.pdf', { confidential: 'true' }));
      expect(uploaded.status).toBe(201);
      const { fileId } = uploaded.body;
      expect((await files(admin, uploaded.body.position)).items.find((file) => file.fileId === fileId)).toMatchObject({ confidential: true });

      const seen = await files(hiringManager, uploaded.body.position);
      expect(seen.confidentialAccess).toBe(false);
      expect(seen.items.some((file) => file.fileId === fileId)).toBe(false);
      const before = await snapshot();
      for (const [method, urlPath] of [
        ['get', `/job-applications/${applicationId}/files/${fileId}/download`],
        ['get', `/job-applications/${applicationId}/files/${fileId}/view`],
        ['delete', `/job-applications/${applicationId}/files/${fileId}`],
      ] as const) {
        expect((await hiringManager[method](urlPath)).status).toBe(404);
      }
      expect((await hiringManager.post(`/job-applications/${applicationId}/files/${fileId}/rename`, { fileName: 'Mine' })).status).toBe(404);
      expect((await hiringManager.post(`/job-applications/${applicationId}/files/${fileId}/confidential`, { confidential: false })).status).toBe(403);
      // Nor may they upload a file as confidential; the refused bytes are not kept.
      expect((await upload(form(await pdfBytes(), 'secret.pdf', { confidential: 'true' }), hiringManager)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
      const history = await hiringManager.get(`/job-applications/${applicationId}/history?take=200`);
      const line = history.body.items.find((item: { details: { fileId?: string } }) => item.details.fileId === fileId);
      expect(line).toMatchObject({ details: { fileName: null, confidential: true }, summary: 'Ada Admin uploaded a confidential file as confidential' });

      // Made public again, it is everyone's to see.
      const opened = await admin.post(`/job-applications/${applicationId}/files/${fileId}/confidential`, { confidential: false });
      expect(opened.status).toBe(201);
      expect((await files(hiringManager, opened.body.position)).items.some((file) => file.fileId === fileId)).toBe(true);
    });

    it('limits a hiring manager to the stages they were given, as the profile does', async () => {
      const domain = company.adminEmail.split('@')[1];
      const email = `stage.hm.${randomUUID().slice(0, 8)}@${domain}`;
      const created = await seedCompany(dataSource, {
        name: 'files company',
        domain,
        // Profile access only through the job's collaborator entry (the default interviewer holds it for every stage).
        users: [{ firstName: 'Sami', lastName: 'Stage', email, roles: ['COMPANY_INTERVIEWER'], permissionV1: [PERMISSIONS.jobsList] }],
      });
      const application = (await admin.get(`/job-applications/${applicationId}`)).body;
      const otherStage = application.stages.find((stage: { id: string }) => stage.id !== application.stageId).id;
      await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
        JSON.stringify([{ jobRoleId: application.jobId, stageIds: [otherStage], permissions: [PERMISSIONS.candidatesProfilesView] }]),
        created.userIds[email],
      ]);
      const stageLimited = apiAs(email);
      expect((await stageLimited.get(`/job-applications/${applicationId}`)).status).toBe(403);
      expect((await stageLimited.get(`/job-applications/${applicationId}/files`)).status).toBe(403);
      const before = await snapshot();
      expect((await upload(form(await pdfBytes(), 'stage.pdf'), stageLimited)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
      // In their stage, the files are theirs to see.
      const moved = await admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: otherStage, expectedRevision: application.revision });
      expect(moved.status).toBe(201);
      expect((await files(stageLimited, moved.body.position)).items.length).toBeGreaterThan(0);
    });

    it('answers 404 to another company for every file route, and keeps nothing it sent', async () => {
      const uploaded = await upload(form(await pdfBytes(), 'cv.pdf'));
      const { fileId } = uploaded.body;
      const before = await snapshot();
      const base = `/job-applications/${applicationId}/files`;
      expect((await upload(form(await pdfBytes(), 'intruder.pdf'), other)).status).toBe(404);
      expect((await other.get(base)).status).toBe(404);
      expect((await other.get(`${base}/${fileId}/download`)).status).toBe(404);
      expect((await other.get(`${base}/${fileId}/view`)).status).toBe(404);
      expect((await other.post(`${base}/${fileId}/rename`, { fileName: 'x' })).status).toBe(404);
      expect((await other.post(`${base}/${fileId}/confidential`, { confidential: true })).status).toBe(404);
      expect((await other.delete(`${base}/${fileId}`)).status).toBe(404);
      expect(await snapshot()).toEqual(before);
      expect(await readdir(path.join(blobDir(), otherCompanyId)).catch(() => [])).toEqual([]);
    });

    it('stores nothing twice for a retried upload (same Idempotency-Key)', async () => {
      const bytes = await pdfBytes('retry');
      const key = randomUUID();
      const first = await admin.post(`/job-applications/${applicationId}/files`, form(bytes, 'retry.pdf'), { 'idempotency-key': key });
      const before = await snapshot();
      const again = await admin.post(`/job-applications/${applicationId}/files`, form(bytes, 'retry.pdf'), { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.body.fileId).toBe(first.body.fileId);
      expect(await snapshot()).toEqual(before);
    });
  });
});
