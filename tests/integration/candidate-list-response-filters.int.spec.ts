import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@ats/domain/identity';
import { pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { candidateSession } from './candidate-session';
import { apiAs, candidateInput, createTestCompany, stageNamed, type ApiClient, type TestCompany } from './support';

/**
 * The candidate list filtered by the candidates' answers to a stage's questions (spec 02 §3.9
 * `candidateResponseFilters`, §7.4 as-is), through HTTP on the real stack: candidates apply on the portal and
 * answer; the list keeps those whose answer matches (values, ranges, several items together), never matches a
 * confidential answer for a reader without confidential access, refuses malformed filters with a clear message,
 * and its filter options name the selected job's questions.
 */
type Job = { id: string; stages: Array<{ id: string; name: string; kind: string | null }> };
type ListBody = { items: Array<{ applicationId: string; firstName: string }> };

const QUESTIONS = {
  id: 'questions',
  type: 'SHORTLISTING_QUESTIONS',
  questions: [
    { id: 'years', title: 'Years of experience with TypeScript?', answerType: 'NUMERIC' },
    { id: 'relocate', title: 'Can you relocate to Dubai?', answerType: 'YES_NO' },
    { id: 'stack', title: 'Which do you use?', answerType: 'MULTI_SELECT', options: ['TypeScript', 'Go', 'Rust'] },
    { id: 'level', title: 'Your level?', answerType: 'SINGLE_SELECT', options: ['Junior', 'Senior'] },
    { id: 'salary', title: 'Expected monthly salary?', answerType: 'CURRENCY', currency: 'AED', confidential: true },
    { id: 'portfolio', title: 'Your portfolio', answerType: 'FILE_UPLOAD', fileType: 'pdf', optional: true },
  ],
};

const fileForm = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

describe('candidate list: candidate-response filters', () => {
  let company: TestCompany;
  /** Opens the job's profiles, without confidential access. */
  let ines: ApiClient;
  let job: Job;
  let lastPosition = '';

  const query = (filters: unknown) => `candidateResponseFilters=${encodeURIComponent(JSON.stringify(filters))}`;
  const names = async (filters: unknown, api: ApiClient = company.admin): Promise<string[]> => {
    const response = await api.get<ListBody>(`/job-applications?jobRoleIds=${job.id}&${query(filters)}&afterPosition=${lastPosition}&take=100`);
    if (response.status !== 200) throw new Error(`${JSON.stringify(filters)}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.items.map((row) => row.firstName).sort();
  };

  /** A candidate who applied on the portal and answered the Application stage's questions. */
  const applyAndAnswer = async (firstName: string, answers: object[]) => {
    const session = await candidateSession(`responses.${randomUUID().slice(0, 8)}@example.com`);
    const cv = await session.api.post(`/apply-portal/jobs/${job.id}/cv`, fileForm(await pdfCv([`${firstName} Nasser`]), 'CV.pdf'));
    expect(cv.status).toBe(200);
    const applied = await session.api.post(`/apply-portal/jobs/${job.id}/applications`, {
      firstName,
      lastName: 'Nasser',
      phone: '+971 501234567',
      countryOfResidence: 'United Arab Emirates',
      cvFileId: cv.body.cvFileId,
    });
    expect(applied.status).toBe(201);
    const applicationId = applied.body.id as string;
    // As the web does: the hub, once the application is listed as the candidate's.
    expect((await session.api.get(`/candidate-journey/applications/${applicationId}?afterPosition=${applied.body.position}`)).status).toBe(200);
    const stageId = stageNamed(job as never, 'Application').id;
    const answered = await session.api.post(`/candidate-journey/applications/${applicationId}/stages/${stageId}/tasks/questions/submit`, { answers });
    expect(answered.status).toBe(200);
    lastPosition = answered.body.position;
  };

  beforeAll(async () => {
    company = await createTestCompany('response-filters');
    const created = await company.admin.post('/company-roles', { name: 'Responses Engineer' });
    expect(created.status).toBe(201);
    const draft = await company.admin.get<Job>(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    const application = stageNamed(draft.body as never, 'Application');
    expect((await company.admin.put(`/company-roles/${created.body.id}/stages/${application.id}/candidate-tasks`, { tasks: [QUESTIONS] })).status).toBe(200);
    expect(
      (
        await company.admin.put(`/company-roles/${created.body.id}/stages/${application.id}/automations`, {
          archiveUnresponsiveAfterDays: null,
          invitationEmail: true,
        })
      ).status,
    ).toBe(200);
    const published = await company.admin.patch(`/company-roles/publish/${created.body.id}`);
    expect(published.status).toBe(200);
    job = (await company.admin.get<Job>(`/company-roles/${created.body.id}?afterPosition=${published.body.position}`)).body;

    const domain = company.adminEmail.split('@')[1]!;
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'response-filters company',
        domain,
        users: [{ firstName: 'Ines', lastName: 'Interviewer', email: `ines@${domain}`, roles: ['COMPANY_INTERVIEWER'] }],
      });
      await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
        JSON.stringify([{ jobRoleId: job.id, permissions: [PERMISSIONS.candidatesProfilesView] }]),
        seeded.userIds[`ines@${domain}`],
      ]);
    } finally {
      await dataSource.destroy();
    }
    ines = apiAs(`ines@${domain}`);

    await applyAndAnswer('Amal', [
      { questionId: 'years', number: 5 },
      { questionId: 'relocate', yesNo: true },
      { questionId: 'stack', options: ['TypeScript', 'Go'] },
      { questionId: 'level', text: 'Senior' },
      { questionId: 'salary', number: 20000 },
    ]);
    await applyAndAnswer('Bilal', [
      { questionId: 'years', number: 2 },
      { questionId: 'relocate', yesNo: false },
      { questionId: 'stack', options: ['Rust'] },
      { questionId: 'level', text: 'Junior' },
      { questionId: 'salary', number: 40000 },
    ]);
    // Added by a recruiter: on the job, no answers at all.
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Dana', lastName: 'Nasser' }));
    expect(added.status).toBe(201);
    lastPosition = added.body.position;
  });

  it('keeps the applications whose answer matches: values, ranges, and several items together', async () => {
    expect(await names([])).toEqual(['Amal', 'Bilal', 'Dana']);
    // Multi select: any chosen option; single select and yes/no: equal.
    expect(await names([{ questionId: 'stack', values: ['Go'] }])).toEqual(['Amal']);
    expect(await names([{ questionId: 'stack', values: ['Rust', 'Go'] }])).toEqual(['Amal', 'Bilal']);
    expect(await names([{ questionId: 'level', values: ['Junior'] }])).toEqual(['Bilal']);
    expect(await names([{ questionId: 'relocate', values: ['false'] }])).toEqual(['Bilal']);
    expect(await names([{ questionId: 'stack', values: ['Cobol'] }])).toEqual([]);
    // Numbers: either end of the range, or both.
    expect(await names([{ questionId: 'years', min: 3 }])).toEqual(['Amal']);
    expect(await names([{ questionId: 'years', max: 2 }])).toEqual(['Bilal']);
    expect(await names([{ questionId: 'years', min: 2, max: 5 }])).toEqual(['Amal', 'Bilal']);
    // Items AND together.
    expect(await names([{ questionId: 'stack', values: ['Rust', 'Go'] }, { questionId: 'years', min: 3 }])).toEqual(['Amal']);
    expect(await names([{ questionId: 'level', values: ['Junior'] }, { questionId: 'relocate', values: ['true'] }])).toEqual([]);
    // A question no one was asked matches no one.
    expect(await names([{ questionId: 'elsewhere', values: ['x'] }])).toEqual([]);
  });

  it('matches a confidential answer only for a reader with confidential access', async () => {
    expect(await names([{ questionId: 'salary', min: 30000 }])).toEqual(['Bilal']);
    expect(await names([{ questionId: 'salary', max: 30000 }])).toEqual(['Amal']);
    // Ines sees the job's candidates, and filters by the answers she may read…
    expect(await names([], ines)).toEqual(['Amal', 'Bilal', 'Dana']);
    expect(await names([{ questionId: 'stack', values: ['Go'] }], ines)).toEqual(['Amal']);
    // …but a confidential answer never matches for her, whichever side of the range.
    expect(await names([{ questionId: 'salary', min: 30000 }], ines)).toEqual([]);
    expect(await names([{ questionId: 'salary', max: 30000 }], ines)).toEqual([]);
    expect(await names([{ questionId: 'salary', values: ['40000'] }], ines)).toEqual([]);
  });

  it('refuses malformed filters with a clear message and nothing else', async () => {
    const malformed = [
      '{nope',
      '{"questionId":"stack","values":["Go"]}',
      '[{"questionId":"stack"}]',
      '[{"questionId":"stack","values":[]}]',
      '[{"questionId":"stack","values":[1]}]',
      '[{"questionId":"years","values":["5"],"min":3}]',
      '[{"questionId":"years","min":5,"max":3}]',
      '[{"questionId":"years","min":"3"}]',
      '[{"questionId":"","values":["x"]}]',
      '[{"values":["x"]}]',
      '[{"questionId":"stack","values":["Go"],"extra":true}]',
      JSON.stringify([{ questionId: 'x'.repeat(101), values: ['x'] }]),
      JSON.stringify([{ questionId: 'stack', values: ['x'.repeat(2001)] }]),
      JSON.stringify(Array.from({ length: 21 }, () => ({ questionId: 'stack', values: ['Go'] }))),
      JSON.stringify([{ questionId: 'stack', values: Array.from({ length: 51 }, (_, index) => `v${index}`) }]),
    ];
    for (const filters of malformed) {
      const response = await company.admin.get(`/job-applications?candidateResponseFilters=${encodeURIComponent(filters)}`);
      expect({ filters, status: response.status, message: response.body.message, items: response.body.items }).toEqual({
        filters,
        status: 400,
        message: 'Please enter valid candidate response filters',
        items: undefined,
      });
    }
    const tooLong = await company.admin.get(`/job-applications?candidateResponseFilters=${encodeURIComponent('[' + ' '.repeat(5001) + ']')}`);
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Please enter valid candidate response filters']);
  });

  it('offers the selected job’s questions in the filter options, confidential ones only to those who read them', async () => {
    const options = await company.admin.get(`/job-applications/filters?jobRoleIds=${job.id}&afterPosition=${lastPosition}`);
    expect(options.status).toBe(200);
    expect(options.body.candidateResponseFilter).toBe(true);
    const applicationStage = stageNamed(job as never, 'Application');
    expect(options.body.candidateResponses).toEqual([
      expect.objectContaining({ questionId: 'years', answerType: 'NUMERIC', options: [], stageId: applicationStage.id, stageName: 'Application' }),
      expect.objectContaining({ questionId: 'relocate', answerType: 'YES_NO', options: [] }),
      expect.objectContaining({ questionId: 'stack', answerType: 'MULTI_SELECT', options: ['TypeScript', 'Go', 'Rust'] }),
      expect.objectContaining({ questionId: 'level', answerType: 'SINGLE_SELECT', options: ['Junior', 'Senior'] }),
      expect.objectContaining({ questionId: 'salary', answerType: 'CURRENCY', currency: 'AED', confidential: true }),
    ]);
    const forInes = await ines.get(`/job-applications/filters?jobRoleIds=${job.id}`);
    expect(forInes.status).toBe(200);
    expect(forInes.body.candidateResponses.map((question: { questionId: string }) => question.questionId)).toEqual(['years', 'relocate', 'stack', 'level']);
    // Question ids mean something within one job: without exactly one job selected, no section.
    const anyJob = await company.admin.get('/job-applications/filters');
    expect([anyJob.body.candidateResponseFilter, anyJob.body.candidateResponses]).toEqual([false, []]);
  });
});
