import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { loadFeedbackTemplate } from '@ats/infra/db/feedback-template-rows';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

type Template = {
  id: string;
  name: string;
  scale: { min: number; max: number };
  sections: Array<{ id: string; title: string; skills: Array<{ id: string; name: string; required: boolean; guidingQuestions: string[]; sampleAnswer: string | null }> }>;
  skillsCount: number;
};

const form = (name = `Backend ${randomUUID().slice(0, 6)}`) => ({
  name,
  scale: { min: 1, max: 5 },
  sections: [
    {
      title: 'Technical',
      skills: [
        { name: 'System design', guidingQuestions: ['How would you shard it?'], sampleAnswer: 'By tenant' },
        { name: 'Testing', required: false },
      ],
    },
  ],
});

/**
 * Interview feedback templates through HTTP (spec 03 "Feedback template", §2.1): the company's own rows,
 * audited; refusals answer the message and change nothing; another company's ids are unknown.
 */
describe('interview feedback templates', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;

  const auditOf = async (entityId: string): Promise<string[]> =>
    (await dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 AND entity = 'feedback-template' ORDER BY id`, [entityId])).map(
      (row: { action: string }) => row.action,
    );
  const stored = async (id: string) => (await dataSource.query(`SELECT name, sections FROM feedback_templates WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('feedback');
    other = await createTestCompany('feedback-other');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('adds, reads, edits keeping skill ids, and deletes a template, each change audited', async () => {
    const added = await company.recruiter.post('/feedback-templates', form('Backend engineer'));
    expect(added.status).toBe(201);
    const read = await company.admin.get<Template>(`/feedback-templates/${added.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Backend engineer', scale: { min: 1, max: 5 }, skillsCount: 2 });
    const [design, testing] = read.body.sections[0].skills;
    expect(design).toMatchObject({ name: 'System design', required: true, guidingQuestions: ['How would you shard it?'], sampleAnswer: 'By tenant' });
    expect(testing.required).toBe(false);
    expect((await company.admin.get<Template[]>('/feedback-templates')).body.map((t) => t.id)).toContain(added.body.id);

    const edited = await company.admin.put(`/feedback-templates/${added.body.id}`, {
      name: 'Backend engineer II',
      sections: [{ id: read.body.sections[0].id, title: 'Technical', skills: [{ id: design.id, name: 'Architecture' }, { name: 'Ownership' }] }],
    });
    expect(edited.status).toBe(200);
    const definition = await loadFeedbackTemplate(dataSource.manager, company.companyId, added.body.id);
    expect(definition?.name).toBe('Backend engineer II');
    expect(definition?.sections[0].skills.map((skill) => [skill.id === design.id, skill.name])).toEqual([
      [true, 'Architecture'],
      [false, 'Ownership'],
    ]);
    expect(await loadFeedbackTemplate(dataSource.manager, other.companyId, added.body.id)).toBeNull();

    expect((await company.admin.delete(`/feedback-templates/${added.body.id}`)).status).toBe(200);
    expect((await company.admin.get(`/feedback-templates/${added.body.id}`)).status).toBe(404);
    expect(await auditOf(added.body.id)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a missing name, no skill, a bad scale or a taken name with the message, changing nothing', async () => {
    const kept = await company.admin.post('/feedback-templates', form('Product designer'));
    const before = await stored(kept.body.id);
    const cases: Array<[object, number, string]> = [
      [{ ...form(), name: '  ' }, 400, 'Please input template name'],
      [{ ...form(), sections: [] }, 400, 'Please add at least one skill'],
      [{ ...form(), sections: [{ title: 'Empty', skills: [] }] }, 400, 'Please add at least one skill'],
      [{ ...form(), scale: { min: 5, max: 1 } }, 400, 'The scale must go from a lower to a higher whole number between 0 and 10'],
      [{ ...form(), name: 'PRODUCT designer' }, 409, 'Template name already exists. Please choose a different name.'],
    ];
    const count = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM feedback_templates WHERE company_id = $1`, [company.companyId]))[0].n;
    const templates = await count();
    for (const [body, status, message] of cases) {
      const refused = await company.admin.post('/feedback-templates', body);
      expect([refused.status, refused.body.message]).toEqual([status, message]);
      // a taken name is the template's own when it edits itself: only the 400s apply to an edit
      if (status !== 400) continue;
      const edit = await company.admin.put(`/feedback-templates/${kept.body.id}`, body);
      expect([edit.status, edit.body.message]).toEqual([status, message]);
    }
    expect(await count()).toBe(templates);
    expect(await stored(kept.body.id)).toEqual(before);
    expect(await auditOf(kept.body.id)).toEqual(['create']);
  });

  it('treats another company’s template as unknown: 404 on read, edit and delete, nothing changed', async () => {
    const theirs = await other.admin.post('/feedback-templates', form('Theirs'));
    expect(theirs.status).toBe(201);
    expect((await company.admin.get(`/feedback-templates/${theirs.body.id}`)).status).toBe(404);
    expect((await company.admin.put(`/feedback-templates/${theirs.body.id}`, form('Mine now'))).status).toBe(404);
    expect((await company.admin.delete(`/feedback-templates/${theirs.body.id}`)).status).toBe(404);
    expect((await company.admin.get<Template[]>('/feedback-templates')).body.map((t) => t.id)).not.toContain(theirs.body.id);
    expect((await stored(theirs.body.id)).name).toBe('Theirs');
    expect(await auditOf(theirs.body.id)).toEqual(['create']);
  });

  it('keeps the company’s pending-feedback reminder cadence: 1 day unless set, refusals change nothing, audited', async () => {
    expect((await company.recruiter.get('/feedback-reminder-settings')).body).toEqual({ cadenceDays: 1 });
    const set = await company.admin.put('/feedback-reminder-settings', { cadenceDays: 3 });
    expect([set.status, set.body]).toEqual([200, { cadenceDays: 3 }]);
    for (const cadenceDays of [0, 31, 1.5, 'two']) {
      const refused = await company.admin.put('/feedback-reminder-settings', { cadenceDays });
      expect([refused.status, refused.body.message]).toEqual([400, 'Reminders repeat every 1 to 30 days']);
    }
    expect((await company.admin.get('/feedback-reminder-settings')).body).toEqual({ cadenceDays: 3 });
    expect((await other.admin.get('/feedback-reminder-settings')).body).toEqual({ cadenceDays: 1 });
    const audit = await dataSource.query(`SELECT after FROM audit_log WHERE company_id = $1 AND entity = 'company' AND entity_id = $2 AND after ? 'feedbackReminderCadenceDays' ORDER BY id`, [company.companyId, company.companyId]);
    expect(audit.map((row: { after: object }) => row.after)).toEqual([{ feedbackReminderCadenceDays: 3 }]);
  });

  it('scores an interview on its template: the scorecard’s refusals, the totals, the reminder run and the inbox', async () => {
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    try {
      const temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
      const template = await company.admin.post('/feedback-templates', form());
      const { body: definition } = await company.admin.get<Template>(`/feedback-templates/${template.body.id}`);
      const [design, testing] = definition.sections[0].skills;
      const job = await createPublishedJob(company.admin, 'Scored Engineer');
      const application = await company.admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { firstName: 'Salma', lastName: 'Haddad', email: `salma.${randomUUID().slice(0, 6)}@example.com` }));
      const startsAt = new Date(Date.now() + 3 * 86_400_000);
      startsAt.setUTCHours(10, 0, 0, 0);
      const scheduled = await company.admin.post<{ id: string }>('/interviews', {
        applicationId: application.body.id,
        title: 'Scored interview',
        location: 'Online',
        organizerId: company.userIds[company.adminEmail],
        interviewerIds: [company.recruiterId],
        startsAt: startsAt.toISOString(),
        timeZone: 'Asia/Riyadh',
        durationMinutes: 60,
        meetingType: 'VIDEO',
        feedbackTemplateId: template.body.id,
      });
      expect(scheduled.status).toBe(201);
      const interviewId = scheduled.body.id;
      // one reminder run for the interviewer, found by interviewer and by interview
      const runs = async () => {
        const found: Array<{ workflowId: string; status: string }> = [];
        for await (const execution of temporal.workflow.list({ query: `AtsUserId = '${company.recruiterId}' AND AtsProcess = 'feedback-reminder'` }))
          if (execution.workflowId.startsWith(`feedback-reminder:${interviewId}:`)) found.push({ workflowId: execution.workflowId, status: execution.status.name });
        return found;
      };
      expect(await eventually(async () => ((await runs()).length === 1 ? runs() : null))).toEqual([
        { workflowId: `feedback-reminder:${interviewId}:${company.recruiterId}:0`, status: 'RUNNING' },
      ]);

      const submit = (scores: Array<{ skillId: string; score: number | null }>) =>
        company.recruiter.post(`/interviews/${interviewId}/feedback`, { scores: scores.map((score) => ({ ...score, notes: null })), notes: 'Solid', proceedToNextStage: true });
      const unscored = await submit([{ skillId: testing.id, score: 4 }]);
      expect([unscored.status, unscored.body.message]).toEqual([400, 'All required fields must be scored']);
      expect((await submit([{ skillId: design.id, score: 6 }])).status).toBe(400);
      expect((await submit([{ skillId: design.id, score: 5 }, { skillId: testing.id, score: 3 }])).status).toBeLessThan(300);
      const feedback = await eventually(async () => {
        const read = await company.admin.get<{ items: Array<{ totalScore: number; totalPercentage: number }> }>(`/interviews/${interviewId}/feedback`);
        return read.body.items?.length ? read.body.items : null;
      });
      expect(feedback).toMatchObject([{ totalScore: 8, totalPercentage: 80 }]);
      // the interviewer's feedback ends their reminder run
      expect(await eventually(async () => ((await runs())[0]?.status === 'COMPLETED' ? 'COMPLETED' : null))).toBe('COMPLETED');
      // the inbox: the interviewer was invited; the organizer hears of the feedback
      type Notice = { type: string; redirectionData: { interviewId?: string } | null };
      const noticesOf = async (api: typeof company.admin, type: string) =>
        eventually(async () => {
          const { body } = await api.get<{ notifications: Notice[] }>('/inbox?filter=ALL&perPage=50');
          const found = body.notifications.filter((notice) => notice.type === type && notice.redirectionData?.interviewId === interviewId);
          return found.length ? found : null;
        });
      expect(await noticesOf(company.recruiter, 'INTERVIEWS')).toHaveLength(1);
      expect(await noticesOf(company.admin, 'INTERVIEW_SCORES')).toHaveLength(1);
    } finally {
      await connection.close();
    }
  });
});
