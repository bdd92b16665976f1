import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { PERMISSIONS } from '@ats/domain/identity';
import { docxCv, pdfCv } from '@ats/infra/cv-text/testing/cv-documents';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { candidateTaskResponsesProjector } from '@ats/projections/candidate-task-responses/candidate-task-responses.projector';
import { candidateSession } from './candidate-session';
import { apiAs, eventually, stageNamed, type ApiClient, workflowResult } from './support';

/**
 * The candidate's journey after applying, on the real stack (spec 03 §2.3, §4; 02 §2.13, §3.5): the hub of the
 * current stage's tasks (never an expected answer), the untimed tasks handed in once with the spec's messages,
 * 'received partially' while a quiz is not taken, another candidate's token 404 on every route, the recruiter's
 * 'Candidate answers' and timeline, and the automations acting on the answers through Temporal.
 */
type Job = { id: string; stages: Array<{ id: string; name: string; kind: string | null }> };

const QUESTIONS = {
  id: 'questions',
  type: 'SHORTLISTING_QUESTIONS',
  questions: [
    { id: 'years', title: 'Years of experience with TypeScript?', answerType: 'NUMERIC', expected: { type: 'MINIMUM', min: 3 }, autoArchive: true },
    { id: 'relocate', title: 'Can you relocate to Dubai?', answerType: 'YES_NO', expected: { type: 'YES_NO', answer: true } },
    { id: 'stack', title: 'Which do you use?', answerType: 'MULTI_SELECT', options: ['TypeScript', 'Go', 'Rust'] },
    { id: 'salary', title: 'Expected monthly salary?', answerType: 'CURRENCY', currency: 'AED', optional: true, confidential: true },
    { id: 'portfolio', title: 'Your portfolio', answerType: 'FILE_UPLOAD', fileType: 'pdf', optional: true },
  ],
};
const WELCOME = { id: 'welcome', type: 'WELCOME_PAGE', message: 'Welcome to Acme: three short steps follow.', videoUrl: null };
const UPLOAD = { id: 'certificates', type: 'FILE_UPLOAD', title: 'Certificates', fileType: 'pdf' };
const QUIZ = { id: 'quiz', type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 2 }], passPercentage: 60, allowedMinutes: 10 };

const fileForm = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

describe('candidate journey', () => {
  const domain = `journey-${randomUUID().slice(0, 8)}.test`;
  const company = { admin: apiAs(`admin@${domain}`) };
  /** Opens profiles of the jobs it is given, without confidential access. */
  const ines: ApiClient = apiAs(`ines@${domain}`);
  let inesId: string;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'Journey company',
        domain,
        users: [
          { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
          { firstName: 'Ines', lastName: 'Interviewer', email: `ines@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        ],
      });
      inesId = seeded.userIds[`ines@${domain}`]!;
    } finally {
      await dataSource.destroy();
    }
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  /** A published job whose Application stage (where applicants land) carries `tasks` and `automations`. */
  const jobWithApplicationTasks = async (name: string, tasks: object[], automations: object): Promise<Job> => {
    const created = await company.admin.post('/company-roles', { name });
    expect(created.status).toBe(201);
    const draft = await company.admin.get<Job>(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`);
    const application = stageNamed(draft.body as never, 'Application');
    expect((await company.admin.put(`/company-roles/${created.body.id}/stages/${application.id}/candidate-tasks`, { tasks })).status).toBe(200);
    const configured = await company.admin.put(`/company-roles/${created.body.id}/stages/${application.id}/automations`, {
      archiveUnresponsiveAfterDays: null,
      invitationEmail: true,
      ...automations,
    });
    expect(configured.status).toBe(200);
    const published = await company.admin.patch(`/company-roles/publish/${created.body.id}`);
    expect(published.status).toBe(200);
    return (await company.admin.get<Job>(`/company-roles/${created.body.id}?afterPosition=${published.body.position}`)).body;
  };

  /** A candidate who proved their e-mail, uploaded a CV and applied: their session and application. */
  const apply = async (job: Job) => {
    const session = await candidateSession(`journey.${randomUUID().slice(0, 8)}@example.com`);
    const cv = await session.api.post(`/apply-portal/jobs/${job.id}/cv`, fileForm(await pdfCv(['Layla Nasser', 'layla@example.com']), 'Layla CV.pdf'));
    expect(cv.status).toBe(200);
    const applied = await session.api.post(`/apply-portal/jobs/${job.id}/applications`, {
      firstName: 'Layla',
      lastName: 'Nasser',
      phone: '+971 501234567',
      countryOfResidence: 'United Arab Emirates',
      cvFileId: cv.body.cvFileId,
    });
    expect(applied.status).toBe(201);
    return { ...session, applicationId: applied.body.id as string, position: applied.body.position as string };
  };

  /** As the web does after applying: the hub, once the application is listed as the candidate's. */
  const applyAndOpen = async (job: Job) => {
    const applied = await apply(job);
    expect((await applied.api.get(`/candidate-journey/applications/${applied.applicationId}?afterPosition=${applied.position}`)).status).toBe(200);
    return applied;
  };

  const taskPath = (applicationId: string, stageId: string, taskId: string, action: 'start' | 'submit') =>
    `/candidate-journey/applications/${applicationId}/stages/${stageId}/tasks/${taskId}/${action}`;

  const historyOf = async (applicationId: string) => (await company.admin.get(`/job-applications/${applicationId}/history?take=100`)).body.items as Array<{
    type: string;
    actor: { kind: string; id: string };
    summary: string;
    details: Record<string, unknown>;
  }>;

  it('shows the hub, takes each untimed task once with the spec’s messages, and the recruiter reads the answers', async () => {
    const job = await jobWithApplicationTasks('Journey Engineer', [WELCOME, QUESTIONS, UPLOAD, QUIZ], {});
    const stageId = stageNamed(job as never, 'Application').id;
    const { api, applicationId, candidateUserId, position } = await apply(job);

    const hub = await api.get(`/candidate-journey/applications/${applicationId}?afterPosition=${position}`);
    expect(hub.status).toBe(200);
    expect(hub.body).toMatchObject({
      applicationId,
      candidateUserId,
      jobId: job.id,
      jobName: 'Journey Engineer',
      status: 'ACTIVE',
      stage: { id: stageId, name: 'Application' },
      // The quiz is not taken: 'received partially' (03 §4).
      receipt: 'RECEIVED_PARTIALLY',
    });
    expect(hub.body.tasks.map((task: { id: string; status: string }) => [task.id, task.status])).toEqual([
      ['welcome', 'NOT_STARTED'],
      ['questions', 'NOT_STARTED'],
      ['certificates', 'NOT_STARTED'],
      ['quiz', 'NOT_STARTED'],
    ]);
    expect(hub.body.tasks[0]).toMatchObject({ message: WELCOME.message });
    expect(hub.body.tasks[1].questions[0]).toEqual({
      id: 'years',
      title: 'Years of experience with TypeScript?',
      description: '',
      answerType: 'NUMERIC',
      options: [],
      optional: false,
      currency: null,
      fileType: null,
    });
    expect(hub.body.tasks[3]).toMatchObject({ type: 'SKILL_BASED_TEST', allowedMinutes: 10, questionCount: 2 });
    // What the candidate is judged by never reaches them.
    expect(JSON.stringify(hub.body)).not.toMatch(/"expected"|autoArchive|confidential|passPercentage/);

    // The welcome page: opened, then continued once.
    expect((await api.post(taskPath(applicationId, stageId, 'welcome', 'start'))).status).toBe(200);
    expect((await api.post(taskPath(applicationId, stageId, 'welcome', 'submit'), {})).status).toBe(200);
    const again = await api.post(taskPath(applicationId, stageId, 'welcome', 'submit'), {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already submitted this task');

    // Questions: a mandatory one left out, a wrong option, a file that is not theirs — each refused, nothing recorded.
    const missing = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), { answers: [{ questionId: 'years', number: 5 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter all mandatory fields');
    const wrongOption = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
      answers: [
        { questionId: 'years', number: 5 },
        { questionId: 'relocate', yesNo: true },
        { questionId: 'stack', options: ['Cobol'] },
      ],
    });
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.message).toBe('Please enter valid input');
    const notTheirs = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
      answers: [
        { questionId: 'years', number: 5 },
        { questionId: 'relocate', yesNo: true },
        { questionId: 'stack', options: ['Go'] },
        { questionId: 'portfolio', text: 'x.pdf', fileId: randomUUID() },
      ],
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.message).toBe('Please enter valid input');

    // A portfolio file uploaded by the candidate, then the answers.
    const portfolio = await api.post(`/candidate-journey/applications/${applicationId}/files`, fileForm(await pdfCv(['Portfolio']), 'Portfolio.pdf'));
    expect(portfolio.status).toBe(201);
    const answered = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
      answers: [
        { questionId: 'years', number: 5 },
        { questionId: 'relocate', yesNo: false },
        { questionId: 'stack', options: ['TypeScript', 'Go'] },
        { questionId: 'salary', number: 25000 },
        { questionId: 'portfolio', text: 'Portfolio.pdf', fileId: portfolio.body.fileId },
      ],
    });
    expect(answered.status).toBe(200);

    // The file upload task: a Word document is not a PDF; a PDF is handed in.
    const certificate = await api.post(`/candidate-journey/applications/${applicationId}/files`, fileForm(await pdfCv(['Certificate']), 'Certificate.pdf'));
    expect(certificate.status).toBe(201);
    expect((await api.post(taskPath(applicationId, stageId, 'certificates', 'submit'), { fileIds: [] })).body.message).toBe('Please enter all mandatory fields');
    // The task asks for a PDF: a Word document is refused at hand-in by its bytes, and the task stays open.
    const wordDocument = await api.post(`/candidate-journey/applications/${applicationId}/files`, fileForm(await docxCv(['Certificate']), 'Certificate.docx'));
    expect(wordDocument.status).toBe(201);
    const wrongKind = await api.post(taskPath(applicationId, stageId, 'certificates', 'submit'), { fileIds: [certificate.body.fileId, wordDocument.body.fileId] });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toMatchObject({ message: 'Certificates must be a PDF' });
    expect((await api.post(taskPath(applicationId, stageId, 'certificates', 'submit'), { fileIds: [certificate.body.fileId] })).status).toBe(200);

    // A task of another type, or of another stage, is not reachable here.
    expect((await api.post(taskPath(applicationId, stageId, 'quiz', 'start'))).status).toBe(404);
    expect((await api.post(taskPath(applicationId, stageNamed(job as never, 'Screening').id, 'questions', 'start'))).status).toBe(404);

    const after = (await api.get(`/candidate-journey/applications/${applicationId}`)).body;
    expect(after.tasks.map((task: { status: string }) => task.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'NOT_STARTED']);
    expect(after.receipt).toBe('RECEIVED_PARTIALLY');

    // Another candidate's token: 404 on every route.
    const other = await candidateSession(`journey.other.${randomUUID().slice(0, 8)}@example.com`);
    const foreign = [
      await other.api.get(`/candidate-journey/applications/${applicationId}`),
      await other.api.post(taskPath(applicationId, stageId, 'welcome', 'start')),
      await other.api.post(taskPath(applicationId, stageId, 'questions', 'submit'), { answers: [] }),
      await other.api.post(`/candidate-journey/applications/${applicationId}/files`, fileForm(await pdfCv(['Other']), 'Other.pdf')),
    ];
    expect(foreign.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(foreign[0]!.body.message).toBe('The page you are looking for is not found');

    // The recruiter: every answer judged, the confidential one with confidential access, the files by name.
    const answers = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${applicationId}/candidate-answers`);
      return response.body.items?.filter((item: { status: string }) => item.status === 'COMPLETED').length === 3 ? response.body : null;
    });
    expect(answers.confidentialAccess).toBe(true);
    const questions = answers.items.find((item: { taskId: string }) => item.taskId === 'questions');
    expect(questions).toMatchObject({ taskType: 'SHORTLISTING_QUESTIONS', stageName: 'Application', qualified: true });
    expect(questions.result.answers).toEqual([
      expect.objectContaining({ questionId: 'years', value: 5, meetsExpectation: true }),
      expect.objectContaining({ questionId: 'relocate', value: false, meetsExpectation: false }),
      expect.objectContaining({ questionId: 'stack', value: ['TypeScript', 'Go'], meetsExpectation: null }),
      expect.objectContaining({ questionId: 'salary', value: 25000, confidential: true }),
      expect.objectContaining({ questionId: 'portfolio', value: 'Portfolio.pdf', fileId: portfolio.body.fileId }),
    ]);
    expect(answers.items.find((item: { taskId: string }) => item.taskId === 'certificates')).toMatchObject({ title: 'Certificates', result: { kind: 'FILE_UPLOAD', fileIds: [certificate.body.fileId] } });
    expect(answers.files).toEqual(
      expect.arrayContaining([
        { fileId: portfolio.body.fileId, fileName: 'Portfolio.pdf' },
        { fileId: certificate.body.fileId, fileName: 'Certificate.pdf' },
      ]),
    );
    // The timeline: started and completed, by the candidate, without the answers.
    const lines = (await historyOf(applicationId)).filter((item) => item.details.type === 'CandidateTaskEvent');
    expect(lines.map((line) => line.summary)).toEqual(
      expect.arrayContaining(['The candidate started the welcome page', 'The candidate completed the shortlisting questions (qualified)', 'The candidate completed the file upload']),
    );
    expect(lines.every((line) => line.actor.kind === 'candidate')).toBe(true);
  });

  it('keeps confidential answers from readers without confidential access', async () => {
    const job = await jobWithApplicationTasks('Confidential Engineer', [QUESTIONS], {});
    const stageId = stageNamed(job as never, 'Application').id;
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      await dataSource.query('UPDATE users SET collaborator_permissions = $1 WHERE id = $2', [
        JSON.stringify([{ jobRoleId: job.id, permissions: [PERMISSIONS.candidatesProfilesView] }]),
        inesId,
      ]);
    } finally {
      await dataSource.destroy();
    }
    const { api, applicationId } = await applyAndOpen(job);
    const answered = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
      answers: [
        { questionId: 'years', number: 4 },
        { questionId: 'relocate', yesNo: true },
        { questionId: 'stack', options: ['Rust'] },
        { questionId: 'salary', number: 30000 },
      ],
    });
    expect(answered.status).toBe(200);
    const seen = await eventually(async () => {
      const response = await ines.get(`/job-applications/${applicationId}/candidate-answers?afterPosition=${answered.body.position}`);
      return response.status === 200 && response.body.items.length === 1 ? response.body : null;
    });
    expect(seen.confidentialAccess).toBe(false);
    expect(seen.items[0].result.answers.map((answer: { questionId: string }) => answer.questionId)).toEqual(['years', 'relocate', 'stack', 'portfolio']);
    const admin = (await company.admin.get(`/job-applications/${applicationId}/candidate-answers`)).body;
    expect(admin.items[0].result.answers.find((answer: { questionId: string }) => answer.questionId === 'salary')).toMatchObject({ value: 30000 });
  });

  it('archives an under-qualified candidate by automation, visible in Temporal by application', async () => {
    const job = await jobWithApplicationTasks('Qualified Engineer', [QUESTIONS], { autoArchiveUnderQualified: true });
    const stageId = stageNamed(job as never, 'Application').id;
    const { api, applicationId } = await applyAndOpen(job);
    const answered = await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
      answers: [
        { questionId: 'years', number: 1 },
        { questionId: 'relocate', yesNo: true },
        { questionId: 'stack', options: ['Go'] },
      ],
    });
    expect(answered.status).toBe(200);
    const archived = await eventually(async () => (await historyOf(applicationId)).find((item) => item.type === 'ApplicationArchived'));
    expect(archived.actor.kind).toBe('automation');
    expect(archived.actor.id).toMatch(new RegExp(`^auto-archive-under-qualified:${applicationId}:${stageId}:`));
    expect(archived.summary).toContain('Not qualified');
    expect(archived.details).toMatchObject({ automated: true });
    expect(await workflowResult(temporal, archived.actor.id)).toBe('ACTED');
    const runs: string[] = [];
    for await (const execution of temporal.workflow.list({ query: `AtsApplicationId = '${applicationId}' AND AtsProcess = 'auto-archive-under-qualified'` })) runs.push(execution.workflowId);
    expect(runs).toEqual([archived.actor.id]);
    // The candidate's hub: archived, nothing more to do.
    const hub = await eventually(async () => {
      const response = await api.get(`/candidate-journey/applications/${applicationId}`);
      return response.body.status === 'ARCHIVED' ? response.body : null;
    });
    expect(hub.tasks).toEqual([]);
  });

  it('progresses a qualified candidate to the next stage by automation', async () => {
    const job = await jobWithApplicationTasks('Progress Engineer', [QUESTIONS], { autoProgressQualified: true });
    const stageId = stageNamed(job as never, 'Application').id;
    // The next stage invites whoever arrives there.
    const screening = stageNamed(job as never, 'Screening').id;
    expect((await company.admin.put(`/company-roles/${job.id}/stages/${screening}/automations`, { archiveUnresponsiveAfterDays: null, invitationEmail: true })).status).toBe(
      200,
    );
    const { api, applicationId } = await applyAndOpen(job);
    expect(
      (
        await api.post(taskPath(applicationId, stageId, 'questions', 'submit'), {
          answers: [
            { questionId: 'years', number: 6 },
            { questionId: 'relocate', yesNo: true },
            { questionId: 'stack', options: ['TypeScript'] },
          ],
        })
      ).status,
    ).toBe(200);
    const moved = await eventually(async () => (await historyOf(applicationId)).find((item) => item.type === 'ApplicationMovedToStage'));
    expect(moved.actor).toMatchObject({ kind: 'automation', id: `auto-progress-qualified:${applicationId}:${stageId}` });
    expect(moved.details).toMatchObject({ toStageName: 'Screening', direction: 'FORWARD' });
    expect(await workflowResult(temporal, moved.actor.id)).toBe('ACTED');
    // Arriving in Screening by automation sends its invitation, as a move by hand does: once, from the automation.
    const invited = await eventually(async () => {
      const sent = (await historyOf(applicationId)).filter((item) => item.type === 'EmailSent' && item.actor.id === moved.actor.id);
      return sent.length > 0 ? sent : null;
    });
    expect(invited).toHaveLength(1);
  });

  it('rebuilds the task responses read model from the log to the same rows', async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      const snapshot = () => dataSource.query('SELECT * FROM rm_candidate_task_responses ORDER BY response_id');
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(0);
      expect(await rebuildProjection(store, dataSource, candidateTaskResponsesProjector)).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });
});
