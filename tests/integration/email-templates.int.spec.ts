import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import {
  apiAs,
  createPublishedJob,
  createTestCompany,
  eventually,
  stageNamed,
  type ApiClient,
  type TestCompany,
} from './support';

type Template = {
  id: string;
  title: string;
  subject: string;
  body: string;
  type: string;
  source: 'COMPANY' | 'SYSTEM';
  isDefault: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
  attachments: Array<{ id: string; fileName: string; contentType: string; sizeBytes: number }>;
};

const pdfBytes = async (text: string): Promise<Buffer> => {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
};

const fileForm = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

const template = (changes: Record<string, unknown> = {}) => ({
  title: `Template ${randomUUID().slice(0, 8)}`,
  subject: 'Your application for {{jobTitle}}',
  body: '<p>Dear {{candidateFirstName}},</p><p>Thank you.</p>',
  type: 'REJECTION_EMAIL',
  ...changes,
});

/**
 * E-mail templates settings through HTTP (spec 03 "Email template", "Email templates screen", §7 "Email
 * templates", §8 "Settings"): company and system templates, placeholders stored {{kebab-case}}, the body
 * sanitised, clone, the refusals with the spec's error object and no change, one company's templates unseen
 * by another.
 */
describe('e-mail templates', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;

  const list = async (api: ApiClient = company.admin): Promise<Template[]> => {
    const response = await api.get<Template[]>('/company-email-templates/company');
    expect(response.status).toBe(200);
    return response.body;
  };
  const companyTemplates = async (api: ApiClient = company.admin) =>
    (await list(api)).filter((row) => row.source === 'COMPANY');
  const add = async (changes: Record<string, unknown> = {}, api: ApiClient = company.admin): Promise<string> => {
    const response = await api.post<{ id: string }>('/company-email-templates', template(changes));
    expect(response.status).toBe(201);
    return response.body.id;
  };
  /** The spec's error object (01 §7.1) with the message, and what the company has unchanged. */
  const refusedWithoutChange = async (
    attempt: () => Promise<{ status: number; body: Record<string, unknown> }>,
    status: number,
    message: string,
  ) => {
    const before = await companyTemplates();
    const response = await attempt();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ message, statusCode: status, success: false });
    expect(typeof response.body.errorCode).toBe('string');
    expect(await companyTemplates()).toEqual(before);
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('email-templates');
    other = await createTestCompany('email-templates-other');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('lists the system templates to a company that has none of its own', async () => {
    const rows = await list(other.admin);
    expect(rows.filter((row) => row.source === 'SYSTEM').map((row) => row.id)).toEqual(
      SYSTEM_EMAIL_TEMPLATES.map(({ id }) => id),
    );
    expect(rows.every((row) => row.source === 'SYSTEM' && row.updatedAt === null)).toBe(true);
  });

  it('adds, changes and deletes a template: placeholders stored kebab-case, the body sanitised, audited', async () => {
    const id = await add({
      title: 'Warm rejection',
      subject: 'About {{ jobTitle }} at {{companyName}}',
      body: '<p onclick="steal()">Dear <strong>{{candidateFirstName}}</strong></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="{{offerLink}}">offer</a>',
    });
    const added = (await companyTemplates()).find((row) => row.id === id);
    expect(added).toMatchObject({
      title: 'Warm rejection',
      subject: 'About {{job-title}} at {{company-name}}',
      body: '<p>Dear <strong>{{candidate-first-name}}</strong></p><a>x</a><a href="{{offer-link}}">offer</a>',
      type: 'REJECTION_EMAIL',
      source: 'COMPANY',
      isDefault: false,
      updatedByName: 'Ada Admin',
    });
    const raw = await dataSource.query(`SELECT body FROM email_templates WHERE id = $1`, [id]);
    expect(raw[0].body).not.toMatch(/script|onerror|onclick|javascript/i);

    const edited = await company.recruiter.put(
      `/company-email-templates/${id}`,
      template({ title: 'Warmer rejection', type: 'CUSTOM_EMAIL' }),
    );
    expect(edited.status).toBe(200);
    expect((await companyTemplates()).find((row) => row.id === id)).toMatchObject({
      title: 'Warmer rejection',
      type: 'CUSTOM_EMAIL',
      subject: 'Your application for {{job-title}}',
      updatedByName: 'Rami Recruiter',
    });

    expect((await company.admin.delete(`/company-email-templates/${id}`)).status).toBe(200);
    expect((await companyTemplates()).some((row) => row.id === id)).toBe(false);
    const audit = await dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`, [id]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a missing title or subject, a wrong type and a taken title, changing nothing', async () => {
    const existing = await add({ title: 'Interview invite' });
    await refusedWithoutChange(
      () => company.admin.post('/company-email-templates', template({ title: '  ' })),
      400,
      'Please enter template title',
    );
    await refusedWithoutChange(
      () => company.admin.post('/company-email-templates', template({ subject: '' })),
      400,
      'Please enter email subject',
    );
    await refusedWithoutChange(
      () => company.admin.post('/company-email-templates', template({ type: 'NOT_A_TYPE' })),
      400,
      'Please select template type',
    );
    const taken = 'Title already exists. Please choose a different title.';
    await refusedWithoutChange(
      () => company.admin.post('/company-email-templates', template({ title: 'INTERVIEW invite' })),
      409,
      taken,
    );
    await refusedWithoutChange(
      () => company.admin.post('/company-email-templates', template({ title: SYSTEM_EMAIL_TEMPLATES[0].title })),
      409,
      taken,
    );
    const second = await add();
    await refusedWithoutChange(
      () => company.admin.put(`/company-email-templates/${second}`, template({ title: 'interview invite' })),
      409,
      taken,
    );
    await refusedWithoutChange(
      () => company.admin.post(`/company-email-templates/${existing}/clone`, { title: 'Interview Invite' }),
      409,
      taken,
    );
  });

  it('clones a system template and a company template under new titles; system templates stay read-only', async () => {
    const system = SYSTEM_EMAIL_TEMPLATES[1];
    const cloned = await company.admin.post<{ id: string }>(`/company-email-templates/${system.id}/clone`, {
      title: 'Our invitation',
    });
    expect(cloned.status).toBe(201);
    expect((await companyTemplates()).find((row) => row.id === cloned.body.id)).toMatchObject({
      title: 'Our invitation',
      subject: system.subject,
      body: system.body,
      type: system.type,
      isDefault: false,
    });
    const again = await company.recruiter.post<{ id: string }>(`/company-email-templates/${cloned.body.id}/clone`, {
      title: 'Our invitation 2',
    });
    expect(again.status).toBe(201);

    const readOnly = 'System templates cannot be changed. Clone the template to make your own copy.';
    await refusedWithoutChange(
      () => company.admin.put(`/company-email-templates/${system.id}`, template()),
      409,
      readOnly,
    );
    await refusedWithoutChange(() => company.admin.delete(`/company-email-templates/${system.id}`), 409, readOnly);
  });

  it('keeps one default per type, and refuses to delete a default template', async () => {
    const first = await add({ type: 'OFFER_SENT', isDefault: true });
    const second = await add({ type: 'OFFER_SENT', isDefault: true });
    const rows = await companyTemplates();
    expect(rows.find((row) => row.id === first)?.isDefault).toBe(false);
    expect(rows.find((row) => row.id === second)?.isDefault).toBe(true);
    await refusedWithoutChange(
      () => company.admin.delete(`/company-email-templates/${second}`),
      409,
      'You cannot delete default templates',
    );
    expect((await company.admin.delete(`/company-email-templates/${first}`)).status).toBe(200);
  });

  it('refuses to delete a template a stage’s rejection automation uses, until the automation lets it go', async () => {
    const id = await add();
    const job = await createPublishedJob(company.admin, 'Templated job');
    const screening = stageNamed(job, 'Screening').id;
    const automations = (rejectionEmail: unknown) =>
      company.admin.put(`/company-roles/${job.id}/stages/${screening}/automations`, {
        archiveUnresponsiveAfterDays: null,
        autoProgressQualified: false,
        autoArchiveUnderQualified: false,
        // The stage has a candidate task, so its invitation e-mail stays on (spec 02 §5.5).
        invitationEmail: true,
        sender: 'NOREPLY',
        rejectionEmail,
      });
    expect((await automations({ template: id, sendAfterDays: 2 })).status).toBe(200);
    await eventually(
      async () =>
        (
          await dataSource.query(`SELECT 1 FROM rm_jobs WHERE id = $1 AND job::text LIKE '%' || $2 || '%'`, [
            job.id,
            id,
          ])
        ).length > 0,
    );
    await refusedWithoutChange(
      () => company.admin.delete(`/company-email-templates/${id}`),
      409,
      'This email template is used by a stage automation. You cannot delete it.',
    );
    expect((await automations(null)).status).toBe(200);
    await eventually(
      async () =>
        (
          await dataSource.query(`SELECT 1 FROM rm_jobs WHERE id = $1 AND job::text NOT LIKE '%' || $2 || '%'`, [
            job.id,
            id,
          ])
        ).length > 0,
    );
    expect((await company.admin.delete(`/company-email-templates/${id}`)).status).toBe(200);
  });

  it('keeps one company’s templates from another: not listed, 404 to change, clone or delete', async () => {
    const id = await add({ title: 'Private' });
    expect((await list(other.admin)).some((row) => row.id === id)).toBe(false);
    for (const attempt of [
      () => other.admin.put(`/company-email-templates/${id}`, template()),
      () => other.admin.delete(`/company-email-templates/${id}`),
      () => other.admin.post(`/company-email-templates/${id}/clone`, { title: 'Mine now' }),
    ]) {
      await refusedWithoutChange(attempt, 404, 'Email template not found');
    }
    expect(await companyTemplates(other.admin)).toEqual([]);
  });

  it('lets only staff holding COMPANY::EMAIL_TEMPLATES permissions in', async () => {
    const domain = `email-templates-iv-${randomUUID().slice(0, 8)}.test`;
    await seedCompany(dataSource, {
      name: 'Interviewer company',
      domain,
      users: [{ firstName: 'Ian', lastName: 'Interviewer', email: `iv@${domain}`, roles: ['COMPANY_INTERVIEWER'] }],
    });
    const interviewer = apiAs(`iv@${domain}`);
    expect((await interviewer.get('/company-email-templates/company')).status).toBe(403);
    expect((await interviewer.post('/company-email-templates', template())).status).toBe(403);
  });

  describe('attachments', () => {
    const blobsOf = async (companyId: string) =>
      (await readdir(path.join(process.env.ATS_BLOB_DIR as string, companyId)).catch(() => [] as string[])).sort();
    const attach = (templateId: string, body: FormData, api: ApiClient = company.admin) =>
      api.put<{ id: string }>(`/company-email-templates/update-email-template-attachment/${templateId}`, body);
    const attachmentsOf = async (templateId: string) =>
      (await companyTemplates()).find((row) => row.id === templateId)?.attachments;
    const download = async (email: string, urlPath: string) => {
      const { signIn } = await import('./support');
      const token = (await signIn(email)).accessToken;
      const response = await fetch(`${process.env.API_URL}/api${urlPath}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };

    it('attaches a PDF (PUT, multipart), lists it, downloads the same bytes, removes it and its bytes', async () => {
      const templateId = await add({ type: 'OFFER_SENT' });
      const bytes = await pdfBytes('Benefits overview');
      const attached = await attach(templateId, fileForm(bytes, 'Benefits.pdf'));
      expect(attached.status).toBe(200);
      expect(await attachmentsOf(templateId)).toEqual([
        { id: attached.body.id, fileName: 'Benefits.pdf', contentType: 'application/pdf', sizeBytes: bytes.length },
      ]);
      expect(await blobsOf(company.companyId)).toContain(attached.body.id);

      const fetched = await download(
        company.recruiterEmail,
        `/company-email-templates/${templateId}/attachments/${attached.body.id}`,
      );
      expect(fetched.status).toBe(200);
      expect(fetched.type).toBe('application/pdf');
      expect(fetched.bytes.equals(bytes)).toBe(true);
      expect(
        (await download(other.adminEmail, `/company-email-templates/${templateId}/attachments/${attached.body.id}`))
          .status,
      ).toBe(404);

      expect(
        (await company.admin.delete(`/company-email-templates/${templateId}/attachments/${attached.body.id}`)).status,
      ).toBe(200);
      expect(await attachmentsOf(templateId)).toEqual([]);
      expect(await blobsOf(company.companyId)).not.toContain(attached.body.id);
    });

    it('refuses what is not a PDF or .docx by its bytes, a missing file, a system or another company’s template, changing nothing', async () => {
      const templateId = await add();
      const before = await blobsOf(company.companyId);
      await refusedWithoutChange(
        () => attach(templateId, fileForm(Buffer.from('#!/bin/sh\necho hi\n'), 'script.pdf')),
        400,
        'File must be a PDF or Docx',
      );
      await refusedWithoutChange(() => attach(templateId, new FormData()), 400, 'Please upload a file');
      await refusedWithoutChange(
        async () => attach(SYSTEM_EMAIL_TEMPLATES[0].id, fileForm(await pdfBytes('x'), 'x.pdf')),
        409,
        'System templates cannot be changed. Clone the template to make your own copy.',
      );
      expect((await attach(templateId, fileForm(await pdfBytes('x'), 'x.pdf'), other.admin)).status).toBe(404);
      expect(await attachmentsOf(templateId)).toEqual([]);
      expect(await blobsOf(company.companyId)).toEqual(before);
    });

    it('copies attachments with a clone and removes their bytes with the template', async () => {
      const templateId = await add();
      const bytes = await pdfBytes('Handbook');
      const attached = await attach(templateId, fileForm(bytes, 'Handbook.pdf'));
      const cloned = await company.admin.post<{ id: string }>(`/company-email-templates/${templateId}/clone`, {
        title: `Clone ${randomUUID()}`,
      });
      expect(cloned.status).toBe(201);
      const [copy] = (await attachmentsOf(cloned.body.id)) ?? [];
      expect(copy).toMatchObject({ fileName: 'Handbook.pdf', sizeBytes: bytes.length });
      expect(copy!.id).not.toBe(attached.body.id);
      const copied = await download(
        company.adminEmail,
        `/company-email-templates/${cloned.body.id}/attachments/${copy!.id}`,
      );
      expect(copied.bytes.equals(bytes)).toBe(true);

      expect((await company.admin.delete(`/company-email-templates/${templateId}`)).status).toBe(200);
      const blobs = await blobsOf(company.companyId);
      expect(blobs).not.toContain(attached.body.id);
      expect(blobs).toContain(copy!.id);
    });
  });
});
