import { randomUUID } from 'node:crypto';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { candidateSession } from './candidate-session';
import { anonymousApi, createPublishedJob, createTestCompany, eventually, invitationSent, processStarterPassed, stageNamed, testClientAddress, type TestCompany } from './support';

/**
 * The apply portal over HTTP on the real stack (spec 03 §2.3, §5, §8): a candidate proves their e-mail with a
 * code before anything is shown, uploads a CV (autofill), fills the job's form and applies through the
 * application decider; the recruiter finds the application with its source; one candidate never sees another's.
 */
const cvForm = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

const answers = (cvFileId: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Nasser',
  phone: '+971 501234567',
  linkedIn: 'https://www.linkedin.com/in/layla-nasser',
  countryOfResidence: 'United Arab Emirates',
  cvFileId,
  ...overrides,
});

describe('apply portal', () => {
  let company: TestCompany;
  let jobId: string;

  beforeAll(async () => {
    company = await createTestCompany('apply');
    jobId = (await createPublishedJob(company.admin, 'Apply Portal Engineer')).id;
  });

  const candidateEmail = () => `applicant.${randomUUID().slice(0, 8)}@example.com`;

  const uploadCv = async (api: Awaited<ReturnType<typeof candidateSession>>['api'], job = jobId) => {
    const uploaded = await api.post(
      `/apply-portal/jobs/${job}/cv`,
      cvForm(await pdfCv(['Layla Nasser', '+971 50 123 4567 | layla@example.com', 'linkedin.com/in/layla-nasser']), 'Layla CV.pdf'),
    );
    expect(uploaded.status).toBe(200);
    return uploaded.body as { cvFileId: string; parsed: boolean; message: string | null; fields: Record<string, unknown> };
  };

  const applicationsOf = async (job: string) => {
    const listed = await company.admin.get(`/job-applications?jobRoleIds=${job}`);
    expect(listed.status).toBe(200);
    return listed.body.items as Array<{ applicationId: string; email: string; source: string | null; stageName: string }>;
  };

  it('shows a job’s form to anyone, and “not found” for unknown jobs and drafts', async () => {
    const form = await anonymousApi().get(`/apply-portal/jobs/${jobId}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      jobId,
      open: true,
      companyName: expect.any(String),
      form: { linkedInLink: 'OPTIONAL', portfolioLink: 'OFF', askGender: false, askNationality: false },
      branding: { brandName: expect.any(String), primaryColour: expect.stringMatching(/^#[0-9a-f]{6}$/), faviconUrl: '/favicon.ico' },
    });
    const unknown = await anonymousApi().get(`/apply-portal/jobs/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The page you are looking for is not found');
    const draft = await company.admin.post('/company-roles', { name: 'Draft only' });
    await company.admin.get(`/company-roles/${draft.body.id}?afterPosition=${draft.body.position}`);
    expect((await anonymousApi().get(`/apply-portal/jobs/${draft.body.id}`)).status).toBe(404);
  });

  it('gives no token and no data for an e-mail alone; the code opens the candidate’s own applications only', async () => {
    const email = candidateEmail();
    const requested = await anonymousApi().post('/auth/candidate/get-or-create', { email });
    expect(requested.body).toEqual({ status: 'OTP_SENT', candidateUserId: expect.any(String) });
    // Without a token the candidate routes answer 401; a staff token 403.
    expect((await anonymousApi().get('/apply-portal/applications')).status).toBe(401);
    expect((await company.admin.get('/apply-portal/applications')).status).toBe(403);

    const first = await candidateSession(email);
    expect((await first.api.get('/apply-portal/applications')).body).toEqual({ items: [] });
    // A candidate token reaches no staff route.
    for (const path of ['/job-applications', `/branding/${company.companyId}`, `/company-roles/${jobId}`]) {
      expect((await first.api.get(path)).status).toBe(403);
    }
  });

  it('applies with a parsed CV: the application is in the Application stage with the source of the link, once', async () => {
    const email = candidateEmail();
    const { api } = await candidateSession(email);
    const cv = await uploadCv(api);
    expect(cv).toMatchObject({ parsed: true, message: null, fields: { firstName: 'Layla', lastName: 'Nasser', linkedin: expect.stringContaining('layla-nasser') } });

    // The e-mail is the one the code proved: the form cannot name another.
    const spoofed = await api.post(`/apply-portal/jobs/${jobId}/applications`, { ...answers(cv.cvFileId), email: 'someone.else@example.com' });
    expect(spoofed.status).toBe(400);
    const applied = await api.post(`/apply-portal/jobs/${jobId}/applications`, { ...answers(cv.cvFileId), source: 'xml-feed' });
    expect(applied.status).toBe(201);
    const again = await api.post(`/apply-portal/jobs/${jobId}/applications`, answers(cv.cvFileId));
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(applied.body.id);

    const row = await eventually(async () => (await applicationsOf(jobId)).find((item) => item.applicationId === applied.body.id));
    // The proved e-mail; the board's name as the source.
    expect(row).toMatchObject({ email, source: 'XML job feed', stageName: 'Application' });
    expect((await applicationsOf(jobId)).filter((item) => item.email === email)).toHaveLength(1);

    const files = await company.admin.get(`/job-applications/${applied.body.id}/files`);
    expect(files.status).toBe(200);
    expect(JSON.stringify(files.body)).toContain('Layla CV.pdf');

    const mine = await eventually(async () => {
      const listed = await api.get('/apply-portal/applications');
      return listed.body.items.length > 0 ? listed.body.items : null;
    });
    expect(mine).toEqual([expect.objectContaining({ applicationId: applied.body.id, jobId, stageName: 'Application' })]);

    // Another candidate sees none of it.
    const other = await candidateSession(candidateEmail());
    expect((await other.api.get('/apply-portal/applications')).body.items).toEqual([]);
  });

  it('sends the Application stage’s invitation e-mail when its automation sends one (applying enters the stage), once', async () => {
    const created = await company.admin.post('/company-roles', { name: 'Invited Applicant Engineer' });
    const draft = await company.admin.get(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    const stage = stageNamed(draft.body as never, 'Application');
    const tasks = [
      { id: 'cover-letter', type: 'FILE_UPLOAD', title: 'Cover letter', fileType: 'PDF' },
      { id: 'invitation', type: 'AUTO_SEND_INVITATION_EMAIL', subject: 'Your next steps', body: '<p>Please complete your tasks on our careers site.</p>' },
    ];
    expect((await company.admin.put(`/company-roles/${created.body.id}/stages/${stage.id}/candidate-tasks`, { tasks })).status).toBe(200);
    expect((await company.admin.put(`/company-roles/${created.body.id}/stages/${stage.id}/automations`, { archiveUnresponsiveAfterDays: null, invitationEmail: true })).status).toBe(200);
    expect((await company.admin.patch(`/company-roles/publish/${created.body.id}`)).status).toBe(200);
    // The portal reads the jobs read model, which takes the publication a moment after the command answers.
    await eventually(async () => {
      const form = await anonymousApi().get(`/apply-portal/jobs/${created.body.id}`);
      return form.status === 200 && form.body.open === true;
    });

    const { api } = await candidateSession(candidateEmail());
    const cv = await uploadCv(api, created.body.id);
    const applied = await api.post(`/apply-portal/jobs/${created.body.id}/applications`, answers(cv.cvFileId));
    expect(applied.status).toBe(201);
    // Applying again (a retried request) sends nothing twice.
    const again = await api.post(`/apply-portal/jobs/${created.body.id}/applications`, answers(cv.cvFileId));
    expect(again.status).toBe(201);
    // The stage-invitation process sends it a moment after the application is recorded; once the starter has read
    // past the retry too, still one.
    await invitationSent(company.admin, applied.body.id);
    await processStarterPassed(company.admin, 'stage-invitation', again.body.position);
    const emails = await company.admin.get(`/job-applications/${applied.body.id}/emails`);
    expect(emails.body.items).toEqual([expect.objectContaining({ status: 'SENT', subject: 'Your next steps', sender: expect.objectContaining({ kind: 'automation' }) })]);
    // A job whose Application stage sends none: the apply starts nothing, so sends nothing.
    const quiet = await candidateSession(candidateEmail());
    const quietApplied = await quiet.api.post(`/apply-portal/jobs/${jobId}/applications`, answers((await uploadCv(quiet.api)).cvFileId));
    await processStarterPassed(company.admin, 'stage-invitation', quietApplied.body.position);
    expect((await company.admin.get(`/job-applications/${quietApplied.body.id}/emails`)).body.items).toEqual([]);
  });

  it('counts an application through a job board on the job’s posting there, and its hire', async () => {
    const job = await createPublishedJob(company.admin, 'Board Engineer');
    const posted = await company.admin.post(`/company-roles/${job.id}/job-board-postings`, { board: 'xml-feed', tier: 'BASIC' });
    expect(posted.status).toBe(201);
    const posting = async () => (await company.admin.get(`/company-roles/${job.id}/job-board-postings`)).body.find((item: { id: string }) => item.id === posted.body.id);
    await eventually(posting);
    expect(await posting()).toMatchObject({ applicationCount: 0, hireCount: 0 });

    const { api } = await candidateSession(candidateEmail());
    const cv = await uploadCv(api, job.id);
    const applied = await api.post(`/apply-portal/jobs/${job.id}/applications`, { ...answers(cv.cvFileId), source: 'xml-feed' });
    expect(applied.status).toBe(201);
    await eventually(async () => (await posting())?.applicationCount === 1);

    const hired = job.stages.find((stage) => stage.kind === 'HIRED')!;
    await company.admin.get(`/job-applications/${applied.body.id}?afterPosition=${applied.body.position}`);
    const moved = await company.admin.post(`/job-applications/${applied.body.id}/move-to-stage`, { stageId: hired.id, expectedRevision: applied.body.revision });
    expect(moved.status).toBe(201);
    await eventually(async () => (await posting())?.hireCount === 1);
    expect(await posting()).toMatchObject({ applicationCount: 1, hireCount: 1 });
  });

  it('attributes an open custom link by its name, and anything unknown to the career page', async () => {
    const job = await createPublishedJob(company.admin, 'Source Engineer');
    expect((await company.admin.post(`/company-roles/${job.id}/custom-links`, { source: 'Meetup', link: 'https://meetup.example/jobs' })).status).toBe(201);
    for (const [given, expected] of [
      ['meetup', 'Meetup'],
      ['made-up-board', 'Career page'],
    ]) {
      const email = candidateEmail();
      const { api } = await candidateSession(email);
      const cv = await uploadCv(api, job.id);
      const applied = await api.post(`/apply-portal/jobs/${job.id}/applications`, { ...answers(cv.cvFileId), source: given });
      expect(applied.status).toBe(201);
      const row = await eventually(async () => (await applicationsOf(job.id)).find((item) => item.email === email));
      expect(row.source).toBe(expected);
    }
  });

  it('refuses a form missing what the job asks, or without a CV, with the spec’s message, and stores nothing', async () => {
    const email = candidateEmail();
    const { api } = await candidateSession(email);
    const cv = await uploadCv(api);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: ' ' }, 'Please enter all mandatory fields'],
      [{ countryOfResidence: null }, 'Please enter all mandatory fields'],
      [{ linkedIn: 'https://example.com/layla' }, 'Please enter a valid linkedin url'],
      [{ phone: '0501234567' }, 'Missing country code. Ex: "+971 0501234567" or +1 0501234567'],
      [{ cvFileId: randomUUID() }, 'Please upload CV to continue'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await api.post(`/apply-portal/jobs/${jobId}/applications`, answers(cv.cvFileId, overrides));
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const notPdf = await api.post(`/apply-portal/jobs/${jobId}/cv`, cvForm(Buffer.from('just text, not a CV'), 'cv.txt'));
    expect([notPdf.status, notPdf.body.message]).toEqual([400, 'CV must be a PDF or Docx!']);
    expect((await applicationsOf(jobId)).filter((item) => item.email === email)).toEqual([]);
  });

  it('answers Job Closed for a closed job, and takes no application there', async () => {
    const job = await createPublishedJob(company.admin, 'Closing Engineer');
    const { api } = await candidateSession(candidateEmail());
    const cv = await uploadCv(api, job.id);
    const closed = await company.admin.post(`/company-roles/updateRoleStatus/${job.id}`, { status: 'CLOSED' });
    expect(closed.status).toBe(201);
    await eventually(async () => (await anonymousApi().get(`/apply-portal/jobs/${job.id}`)).body.open === false);
    const refused = await api.post(`/apply-portal/jobs/${job.id}/applications`, answers(cv.cvFileId));
    expect([refused.status, refused.body.message]).toEqual([409, 'This job is no longer accepting applications.']);
  });

  it('limits code requests per candidate (429) and locks a code after wrong guesses', async () => {
    const email = candidateEmail();
    const from = { 'x-forwarded-for': testClientAddress() };
    // The per-user limit the API under test runs with (tests/test-env.ts).
    const limit = Number(process.env.ATS_OTP_MAX_PER_WINDOW ?? 5);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      statuses.push((await anonymousApi().post('/auth/candidate/get-or-create', { email }, attempt % 2 ? from : { 'x-forwarded-for': testClientAddress() })).status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);

    const other = candidateEmail();
    const requested = await anonymousApi().post('/auth/candidate/get-or-create', { email: other }, { 'x-forwarded-for': testClientAddress() });
    const guesses: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      guesses.push((await anonymousApi().post('/auth/candidate/verify', { candidateUserId: requested.body.candidateUserId, otp: `99999${guess}` })).status);
    }
    expect(guesses.at(-1)).toBe(429);
  });
});
