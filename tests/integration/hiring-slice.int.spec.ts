import { randomUUID } from 'node:crypto';
import { candidateInput, createAgency, createPublishedJob, createTestCompany, stageNamed, type TestCompany } from './support';

/** Command → event → projection → query through the real HTTP API, and what bad input must not do. */
describe('hiring slice over HTTP', () => {
  let company: TestCompany;
  let other: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let reasons: Array<{ id: string; text: string; isDefault: boolean }>;

  beforeAll(async () => {
    company = await createTestCompany('slice');
    other = await createTestCompany('slice-other');
    job = await createPublishedJob(company.admin);
    reasons = (await company.admin.get('/archival-reasons/company')).body;
  });

  const add = async (overrides: Record<string, unknown> = {}) => {
    const response = await company.admin.post('/job-applications', candidateInput(job.id, overrides));
    expect(response.status).toBe(201);
    return response.body as { id: string; revision: number; position: string };
  };
  const profile = async (id: string, afterPosition?: string) =>
    (await company.admin.get(`/job-applications/${id}${afterPosition ? `?afterPosition=${afterPosition}` : ''}`)).body;
  const history = async (id: string) => (await company.admin.get(`/job-applications/${id}/history`)).body;

  it('creates jobs with the locked stages around the default pipeline', () => {
    expect(job.status).toBe('PUBLISHED');
    expect(job.stages.map((stage) => stage.name)).toEqual(['Sourced', 'Application', 'Screening', 'Interview', 'Offer', 'Hired']);
    expect(job.stages.filter((stage) => stage.kind).map((stage) => stage.kind)).toEqual(['SOURCED', 'APPLICATION', 'HIRED']);
  });

  it('seeds the default archival reasons, Unresponsive among them', () => {
    expect(reasons.map((reason) => reason.text)).toContain('Unresponsive');
    expect(reasons.every((reason) => reason.isDefault)).toBe(true);
  });

  it('starts sourced, referral and agency candidates at Sourced and applied ones at Application', async () => {
    for (const [origin, stage] of [
      ['sourced', 'Sourced'],
      ['referral', 'Sourced'],
      ['agency', 'Sourced'],
      ['applied', 'Application'],
    ]) {
      // An agency candidate names their agency (spec 02 §5.7).
      const added = await add({ origin, ...(origin === 'agency' ? { agency: await createAgency(company.admin, [job.id]) } : {}) });
      expect((await profile(added.id, added.position)).stageName).toBe(stage);
    }
  });

  it('reads its own writes: the list shows a new candidate when asked after its position', async () => {
    const email = `reader.${randomUUID().slice(0, 6)}@example.com`;
    const added = await add({ firstName: 'Reader', lastName: 'Own', email });
    const list = await company.admin.get(`/job-applications?nameOrEmail=${encodeURIComponent(email)}&afterPosition=${added.position}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ applicationId: added.id, firstName: 'Reader', email, jobName: job.name, status: 'ACTIVE' });
  });

  it('moves forward and back, archives with a reason, unarchives, and tells it all in the history', async () => {
    const added = await add();
    const interview = stageNamed(job, 'Interview');
    const screening = stageNamed(job, 'Screening');
    const forward = await company.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: interview.id, expectedRevision: 0 });
    expect(forward.status).toBe(201);
    const back = await company.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: screening.id, expectedRevision: 1 });
    expect(back.status).toBe(201);
    // Screening sends its invitation e-mail (its candidate task turns the automation on): the answer counts it.
    expect(back.body.revision).toBe(3);
    const reason = reasons.find((candidate) => candidate.text === 'Not qualified')!;
    const archived = await company.admin.post(`/job-applications/${added.id}/archive`, {
      archivalReasonId: reason.id,
      sendRejectionEmail: true,
      expectedRevision: back.body.revision,
    });
    expect(archived.status).toBe(201);
    expect(await profile(added.id, archived.body.position)).toMatchObject({ status: 'ARCHIVED', archivalReason: 'Not qualified', stageName: 'Screening' });

    const unarchived = await company.admin.post(`/job-applications/${added.id}/unarchive`, { expectedRevision: archived.body.revision });
    expect(unarchived.status).toBe(201);
    expect(await profile(added.id, unarchived.body.position)).toMatchObject({ status: 'ACTIVE', archivalReason: null });

    const { items, total } = await history(added.id);
    expect(total).toBe(7);
    expect(items.map((entry: { type: string }) => entry.type)).toEqual([
      'CandidateAddedToJob',
      'ApplicationMovedToStage',
      'ApplicationMovedToStage',
      'EmailSent',
      'ApplicationArchived',
      'EmailSent',
      'ApplicationUnarchived',
    ]);
    expect(items[1].details).toEqual({ type: 'ApplicationMovedToStage', fromStageName: 'Sourced', toStageName: 'Interview', direction: 'FORWARD' });
    expect(items[2].details.direction).toBe('BACKWARD');
    expect(items[3].details).toMatchObject({ type: 'EmailSent', automated: true });
    expect(items[4].summary).toBe('Archived with the reason "Not qualified", rejection e-mail requested by Ada Admin');
    // The rejection e-mail, sent by the user who archived.
    expect(items[5].details).toMatchObject({ type: 'EmailSent', automated: false, subject: expect.stringContaining(`Your application for ${job.name}`) });
    expect(items.every((entry: { actor: { kind: string; name: string } }) => entry.actor.kind === 'user' && entry.actor.name === 'Ada Admin')).toBe(true);
  });

  it('lists with filters, tabs and counts, paged', async () => {
    const fresh = await createPublishedJob(company.admin, 'Data Analyst');
    const ids: string[] = [];
    let position = '0';
    for (let i = 0; i < 5; i += 1) {
      const response = await company.admin.post('/job-applications', candidateInput(fresh.id, { firstName: `Paged${i}` }));
      ids.push(response.body.id);
      position = response.body.position;
    }
    const reason = reasons[0];
    const archived = await company.admin.post(`/job-applications/${ids[0]}/archive`, { archivalReasonId: reason.id, expectedRevision: 0 });
    position = archived.body.position;
    const page1 = await company.admin.get(`/job-applications?jobRoleIds=${fresh.id}&take=2&page=1&afterPosition=${position}`);
    expect(page1.body).toMatchObject({ total: 4, activeSearchCount: { count: 4 }, archivedSearchCount: { count: 1 }, page: 1, take: 2 });
    expect(page1.body.items).toHaveLength(2);
    const page3 = await company.admin.get(`/job-applications?jobRoleIds=${fresh.id}&take=2&page=3`);
    expect(page3.body.items).toHaveLength(0);
    const archivedTab = await company.admin.get(`/job-applications?jobRoleIds=${fresh.id}&active=false`);
    expect(archivedTab.body.items.map((row: { applicationId: string }) => row.applicationId)).toEqual([ids[0]]);
    const byStage = await company.admin.get(`/job-applications?jobRoleIds=${fresh.id}&stages=${stageNamed(fresh, 'Interview').id}`);
    expect(byStage.body.total).toBe(0);
  });

  describe('bad input changes nothing', () => {
    const expectError = (response: { status: number; body: any }, status: number, message: string) => {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ statusCode: status, success: false, message });
      expect(typeof response.body.errorCode).toBe('string');
      expect(typeof response.body.path).toBe('string');
    };

    it('refuses invalid contact details with the spec messages and writes no event', async () => {
      const before = (await company.admin.get(`/job-applications?jobRoleIds=${job.id}`)).body.activeSearchCount.count;
      expectError(await company.admin.post('/job-applications', candidateInput(job.id, { email: 'nope@' })), 400, 'Please enter a valid email address');
      expectError(
        await company.admin.post('/job-applications', candidateInput(job.id, { phone: '501234567' })),
        400,
        'Missing country code. Ex: "+971 501234567" or +1 501234567',
      );
      expectError(
        await company.admin.post('/job-applications', candidateInput(job.id, { phone: '+971 50x' })),
        400,
        "Invalid characters. Use only digits, '+', '-', '()', and spaces.",
      );
      expectError(await company.admin.post('/job-applications', candidateInput(job.id, { origin: 'walk-in' })), 400, 'Please select origin');
      expectError(await company.admin.post('/job-applications', candidateInput(job.id, { firstName: '' })), 400, 'Please input first name');
      expectError(await company.admin.post('/job-applications', candidateInput(job.id, { stageId: 'no-such-stage' })), 404, 'Stage not found');
      expectError(await company.admin.post('/job-applications', candidateInput(randomUUID())), 404, 'Job role not found');
      // A write that did happen would be projected by now: a fresh add's position covers every earlier event.
      const probe = await add();
      const after = (await company.admin.get(`/job-applications?jobRoleIds=${job.id}&afterPosition=${probe.position}`)).body.activeSearchCount.count;
      expect(after).toBe(before + 1);
    });

    it('refuses a deleted team member as the candidate owner', async () => {
      const domain = company.adminEmail.split('@')[1];
      const member = await company.admin.post('/auth/company/createUser', {
        email: `former.${randomUUID().slice(0, 6)}@${domain}`,
        firstName: 'Former',
        lastName: 'Member',
        accessType: 'COMPANY_RECRUITER',
        sendInvite: false,
      });
      expect(member.status).toBe(201);
      expect((await company.admin.post('/job-applications', candidateInput(job.id, { ownerId: member.body.id }))).status).toBe(201);
      const other = await company.admin.post('/auth/company/createUser', {
        email: `gone.${randomUUID().slice(0, 6)}@${domain}`,
        firstName: 'Gone',
        lastName: 'Member',
        accessType: 'COMPANY_RECRUITER',
        sendInvite: false,
      });
      expect((await company.admin.delete(`/company-roles/company-users/${other.body.id}`)).status).toBe(200);
      expectError(await company.admin.post('/job-applications', candidateInput(job.id, { ownerId: other.body.id })), 400, 'Please select owner');
    });

    it('answers 404 for unknown ids and malformed ids', async () => {
      expectError(await company.admin.get(`/job-applications/${randomUUID()}`), 404, 'Candidate application not found');
      expectError(await company.admin.get(`/job-applications/${randomUUID()}/history`), 404, 'Candidate application not found');
      expect((await company.admin.get('/job-applications/not-a-uuid')).status).toBe(404);
      expectError(
        await company.admin.post(`/job-applications/${randomUUID()}/move-to-stage`, { stageId: job.stages[2].id, expectedRevision: 0 }),
        404,
        'Candidate application not found',
      );
      expectError(await company.admin.get(`/company-roles/${randomUUID()}`), 404, 'Job role not found');
    });

    it('answers 409 to a stale expected revision and keeps the stream as it was', async () => {
      const added = await add();
      const moved = await company.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: job.stages[2].id, expectedRevision: 0 });
      expect(moved.status).toBe(201);
      const stale = await company.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: job.stages[3].id, expectedRevision: 0 });
      expectError(stale, 409, 'This record was changed by someone else. Reload and try again.');
      expect(stale.body.errorCode).toBe('wrong-expected-revision');
      // The move, and the invitation e-mail if the stage sends one: nothing of the refused command.
      expect((await history(added.id)).total).toBe(moved.body.revision + 1);
    });

    it('refuses domain rule breaks: same stage, archiving twice, unarchiving an active candidate', async () => {
      const added = await add();
      expectError(
        await company.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: stageNamed(job, 'Sourced').id, expectedRevision: 0 }),
        409,
        'The candidate is already in this stage',
      );
      expectError(await company.admin.post(`/job-applications/${added.id}/unarchive`, { expectedRevision: 0 }), 409, 'The candidate is not archived');
      expectError(await company.admin.post(`/job-applications/${added.id}/archive`, { archivalReasonId: 'x', expectedRevision: 0 }), 400, 'Please select archive reason');
      expectError(
        await company.admin.post(`/job-applications/${added.id}/archive`, { archivalReasonId: randomUUID(), expectedRevision: 0 }),
        400,
        'Please select archive reason',
      );
      expect((await history(added.id)).total).toBe(1);
    });

    it('validates automation days with the spec message', async () => {
      const stage = stageNamed(job, 'Screening');
      const response = await company.admin.put(`/company-roles/${job.id}/stages/${stage.id}/automations`, { archiveUnresponsiveAfterDays: 0 });
      expectError(response, 400, 'Archive unresponsive after X days should be greater than or equal to 1 day');
    });

    it('requires at least 2 characters to search', async () => {
      expectError(await company.admin.get('/job-applications?nameOrEmail=a'), 400, 'Please enter at least 2 characters');
    });
  });

  it('treats a retried command (same Idempotency-Key) as one', async () => {
    const key = randomUUID();
    const input = candidateInput(job.id);
    const first = await company.admin.post('/job-applications', input, { 'idempotency-key': key });
    const second = await company.admin.post('/job-applications', input, { 'idempotency-key': key });
    expect(second.body).toEqual(first.body);
    expect((await history(first.body.id)).total).toBe(1);
  });

  it('keeps companies apart: another company sees and touches nothing', async () => {
    const added = await add();
    expect((await other.admin.get(`/job-applications/${added.id}`)).status).toBe(404);
    expect((await other.admin.get(`/job-applications/${added.id}/history`)).status).toBe(404);
    expect((await other.admin.get(`/company-roles/${job.id}`)).status).toBe(404);
    const move = await other.admin.post(`/job-applications/${added.id}/move-to-stage`, { stageId: job.stages[2].id, expectedRevision: 0 });
    expect(move.status).toBe(404);
    const theirAdd = await other.admin.post('/job-applications', candidateInput(job.id));
    expect(theirAdd.status).toBe(404);
    const list = await other.admin.get(`/job-applications?afterPosition=${added.position}`);
    expect(list.body.items.some((row: { applicationId: string }) => row.applicationId === added.id)).toBe(false);
    const theirReasons = (await other.admin.get('/archival-reasons/company')).body;
    const archiveWithTheirReason = await company.admin.post(`/job-applications/${added.id}/archive`, {
      archivalReasonId: theirReasons[0].id,
      expectedRevision: 0,
    });
    expect(archiveWithTheirReason.status).toBe(400);
    expect((await history(added.id)).total).toBe(1);
  });

  it('serves health with every server and the projection lag', async () => {
    const health = await company.admin.get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', postgres: { status: 'up' }, temporal: { status: 'up' }, kafka: { status: 'up' } });
    const names = health.body.projections.map((projection: { name: string }) => projection.name);
    expect(names).toEqual(expect.arrayContaining(['projection:jobs', 'projection:candidate-list', 'kafka-relay', 'process-starter:auto-archive']));
  });

  it('serves the OpenAPI document', async () => {
    const response = await fetch(`${process.env.API_URL}/api/docs-json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/job-applications', '/api/job-applications/{id}/move-to-stage', '/api/inbox']));
  });
});
