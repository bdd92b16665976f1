import { createDataSource } from '@ats/infra/db/data-source';
import { anonymousApi, apiAs, candidateInput, createTestCompany, SCREENING_TASK, stageNamed, type TestCompany } from './support';

type JobBody = {
  id: string;
  status: string;
  revision: number;
  details: Record<string, unknown>;
  team: Record<string, string | null>;
  stages: Array<{ id: string; name: string; kind: string | null; tasks: unknown[]; automations: Record<string, unknown> }>;
  customLinks: Array<{ source: string; closed: boolean }>;
  publication: Record<string, boolean> | null;
  autoCloseOn: string | null;
  clonedFromJobId: string | null;
  publicPath: string;
};
type ListBody = { items: Array<{ id: string; name: string; departmentName: string | null; ownerName: string | null; totalCandidates: number }>; total: number; counts: Record<string, number> };

/** Jobs through HTTP at the spec's paths (02 §7.1): the wizard's tabs, publishing rules, the list, clone, delete. */
describe('jobs over HTTP', () => {
  let company: TestCompany;
  let other: TestCompany;
  let departmentId: string;
  let locationId: string;

  const details = (name: string, change: Record<string, unknown> = {}) => ({
    name,
    displayName: `${name} (Dubai)`,
    description: 'Build the hiring platform with us.',
    positionType: 'FULL_TIME',
    departmentId,
    locationId,
    workType: 'HYBRID',
    mustHaveRequirements: 'TypeScript',
    niceToHaveRequirements: '',
    keyRequirements: '',
    perksAndBenefits: 'Health insurance',
    ...change,
  });

  const read = async (id: string, position?: string) => {
    const response = await company.admin.get<JobBody>(`/company-roles/${id}${position ? `?afterPosition=${position}` : ''}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const create = async (name: string, change: Record<string, unknown> = {}) => {
    const created = await company.admin.post('/company-roles', { name, details: details(name, change) });
    expect(created.status).toBe(201);
    return read(created.body.id, created.body.position);
  };
  const list = async (query: string, api = company.admin) => {
    const response = await api.get<ListBody>(`/company-roles/v1/list?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    company = await createTestCompany('jobs');
    other = await createTestCompany('jobs-other');
    const department = await company.admin.post('/departments', { name: 'Engineering', headOfDepartmentId: null });
    const location = await company.admin.post('/locations', { name: 'Dubai' });
    expect([department.status, location.status]).toEqual([201, 201]);
    departmentId = department.body.id;
    locationId = location.body.id;
  });

  it('creates a draft from the job-information tab and saves the other tabs', async () => {
    const job = await create('Platform Engineer');
    expect(job).toMatchObject({ status: 'DRAFT', details: { displayName: 'Platform Engineer (Dubai)', departmentId, locationId } });
    const saved = await company.admin.post(`/company-roles/update-role/${job.id}`, {
      applicationForm: { linkedInLink: 'MANDATORY', portfolioLink: 'OPTIONAL', askGender: true, askNationality: false, customFieldIds: [] },
      team: { ownerId: company.userIds[company.adminEmail], recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: job.revision,
    });
    expect(saved.status).toBe(201);
    const after = await read(job.id, saved.body.position);
    expect(after.team).toEqual({ ownerId: company.userIds[company.adminEmail], recruiterId: company.recruiterId, hiringManagerId: null });
  });

  it('refuses bad details with the spec’s messages and records nothing', async () => {
    const job = await create('Careful Engineer');
    for (const [change, message] of [
      [{ description: '  ' }, 'Please input Job description'],
      [{ positionType: 'SOMETIMES' }, 'Please select type of position'],
      [{ departmentId: null }, 'Please select department'],
      [{ locationId: other.companyId }, 'Please select location'],
    ] as const) {
      const refused = await company.admin.post(`/company-roles/update-role/${job.id}`, { details: details('Careful Engineer', change) });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const noRecruiter = await company.admin.post(`/company-roles/update-role/${job.id}`, {
      team: { ownerId: company.userIds[company.adminEmail], recruiterId: null, hiringManagerId: null },
    });
    expect([noRecruiter.status, noRecruiter.body.message]).toEqual([400, 'Please select recruiter']);
    const stale = await company.admin.post(`/company-roles/update-role/${job.id}`, { details: details('Renamed'), expectedRevision: job.revision + 5 });
    expect(stale.status).toBe(409);
    expect((await read(job.id)).revision).toBe(job.revision);
  });

  it('publishes only when every stage that promises a task has one', async () => {
    const job = await create('Support Engineer');
    const screening = stageNamed(job as never, 'Screening');
    const invitation = await company.admin.put(`/company-roles/${job.id}/stages/${screening.id}/automations`, {
      archiveUnresponsiveAfterDays: null,
      invitationEmail: true,
    });
    expect(invitation.status).toBe(200);
    const refused = await company.admin.patch(`/company-roles/publish/${job.id}`);
    expect([refused.status, refused.body.message]).toEqual([400, 'You have not added any candidate task in the Screening stage']);
    const tasks = await company.admin.put(`/company-roles/${job.id}/stages/${screening.id}/candidate-tasks`, { tasks: [SCREENING_TASK] });
    expect(tasks.status).toBe(200);
    const published = await company.admin.patch(`/company-roles/publish/${job.id}`, {
      publication: { careerPage: true, employeePortal: true, confidential: false, allowEmployeeReferrals: true, allowEmployeesToAddToTalentPool: false },
    });
    expect(published.status).toBe(200);
    expect(await read(job.id, published.body.position)).toMatchObject({ status: 'PUBLISHED', publication: { employeePortal: true } });

    const closed = await company.admin.post(`/company-roles/updateRoleStatus/${job.id}`, { status: 'CLOSED' });
    expect(closed.status).toBe(201);
    expect((await read(job.id, closed.body.position)).status).toBe('CLOSED');
    const republished = await company.admin.post(`/company-roles/updateRoleStatus/${job.id}`, { status: 'PUBLISHED' });
    expect(republished.status).toBe(201);
    const history = await company.admin.get<{ items: Array<{ type: string; summary: string }> }>(`/company-roles/${job.id}/history`);
    expect(history.body.items.map((item) => item.type).slice(0, 3)).toEqual(['JobRepublished', 'JobClosed', 'JobPublished']);
    expect(history.body.items[0].summary).toMatch(/^Published the job again \(by /);
  });

  it('refuses a question the editor would refuse, with its message', async () => {
    const job = await create('Quiz Engineer');
    const refused = await company.admin.put(`/company-roles/${job.id}/stages/${stageNamed(job as never, 'Screening').id}/candidate-tasks`, {
      tasks: [{ id: 'q', type: 'SHORTLISTING_QUESTIONS', questions: [{ id: 'a', title: 'Years in [SKILL]?', answerType: 'NUMERIC' }] }],
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'Please replace [SKILL] in question title']);
    expect((await read(job.id)).stages.every((stage) => stage.tasks.length === 0)).toBe(true);
  });

  it('edits the pipeline: add, rename, reorder, delete; a stage with candidates stays', async () => {
    const job = await create('Pipeline Engineer');
    const added = await company.admin.post(`/company-roles/${job.id}/stages`, { name: 'Culture fit' });
    expect(added.status).toBe(201);
    const duplicate = await company.admin.post(`/company-roles/${job.id}/stages`, { name: 'culture FIT' });
    expect([duplicate.status, duplicate.body.message]).toEqual([400, 'Stage name already exists. Please input a different name.']);
    let current = await read(job.id, added.body.position);
    expect(current.stages.map((stage) => stage.name)).toEqual(['Sourced', 'Application', 'Screening', 'Interview', 'Offer', 'Culture fit', 'Hired']);
    const ids = current.stages.map((stage) => stage.id);
    const reordered = await company.admin.put(`/company-roles/${job.id}/stage-order`, { stageIds: [ids[0], ids[1], ids[5], ids[2], ids[3], ids[4], ids[6]] });
    expect(reordered.status).toBe(200);
    const locked = await company.admin.patch(`/company-roles/${job.id}/stages/${ids[6]}`, { name: 'Signed' });
    expect(locked.status).toBe(400);
    await company.admin.patch(`/company-roles/publish/${job.id}`);
    const application = await company.admin.post('/job-applications', candidateInput(job.id, { stageId: ids[3] }));
    expect(application.status).toBe(201);
    const kept = await company.admin.delete(`/company-roles/${job.id}/stages/${ids[3]}`);
    expect(kept.status).toBe(409);
    const deleted = await company.admin.delete(`/company-roles/${job.id}/stages/${ids[4]}`);
    expect(deleted.status).toBe(200);
    current = await read(job.id, deleted.body.position);
    expect(current.stages.map((stage) => stage.name)).toEqual(['Sourced', 'Application', 'Culture fit', 'Screening', 'Interview', 'Hired']);
    const refusedJobDelete = await company.admin.delete(`/company-roles/deleteJob/${job.id}`);
    expect([refusedJobDelete.status, refusedJobDelete.body.message]).toEqual([
      409,
      'Cannot delete this job. Please move the candidates to another job and try again.',
    ]);
  });

  it('keeps custom links and the auto-close date', async () => {
    const job = await create('Links Engineer');
    const bad = await company.admin.post(`/company-roles/${job.id}/custom-links`, { source: 'Meetup', link: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    await company.admin.post(`/company-roles/${job.id}/custom-links`, { source: 'Meetup', link: 'https://meetup.example/jobs' });
    const closedLink = await company.admin.patch(`/company-roles/${job.id}/close-custom-link`, { source: 'Meetup' });
    expect(closedLink.status).toBe(200);
    const past = await company.admin.post(`/company-roles/${job.id}/set-auto-close-on`, { autoCloseOn: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    const future = await company.admin.post(`/company-roles/${job.id}/set-auto-close-on`, { autoCloseOn: '2099-06-30T00:00:00Z' });
    expect(future.status).toBe(201);
    expect(await read(job.id, future.body.position)).toMatchObject({
      customLinks: [{ source: 'Meetup', closed: true }],
      autoCloseOn: '2099-06-30T00:00:00.000Z',
    });
  });

  it('clones as a draft and deletes a job without candidates', async () => {
    const source = await create('Clone Source');
    const missing = await company.admin.post(`/company-roles/copyJobJourney/${source.id}`, { displayName: 'Copy', ownerId: company.recruiterId, departmentId, locationId: null });
    expect([missing.status, missing.body.message]).toEqual([400, 'Please select location']);
    const cloned = await company.admin.post(`/company-roles/copyJobJourney/${source.id}`, {
      displayName: 'Clone Source (Riyadh)',
      ownerId: company.recruiterId,
      departmentId,
      locationId,
    });
    expect(cloned.status).toBe(201);
    const clone = await read(cloned.body.id, cloned.body.position);
    expect(clone).toMatchObject({ status: 'DRAFT', clonedFromJobId: source.id, details: { displayName: 'Clone Source (Riyadh)' }, team: { ownerId: company.recruiterId } });
    expect(clone.stages.map((stage) => stage.name)).toEqual(source.stages.map((stage) => stage.name));
    expect(clone.stages.map((stage) => stage.id)).not.toEqual(source.stages.map((stage) => stage.id));
    const deleted = await company.admin.delete(`/company-roles/deleteJob/${clone.id}`);
    expect(deleted.status).toBe(200);
    expect((await company.admin.get(`/company-roles/${clone.id}?afterPosition=${deleted.body.position}`)).status).toBe(404);
  });

  it('lists one tab a page at a time with every tab counted, filtered and searched', async () => {
    const drafts = await list('tab=DRAFT&take=2');
    expect(drafts.items).toHaveLength(2);
    expect(drafts.total).toBe(drafts.counts.DRAFT);
    expect(drafts.counts.DRAFT).toBeGreaterThanOrEqual(4);
    const secondPage = await list('tab=DRAFT&take=2&page=2');
    expect(secondPage.items.map((item) => item.id)).not.toEqual(drafts.items.map((item) => item.id));
    const searched = await list('tab=DRAFT&search=platform');
    expect(searched.items.map((item) => item.name)).toEqual(['Platform Engineer']);
    expect(searched.items[0]).toMatchObject({ departmentName: 'Engineering', ownerName: 'Ada Admin' });
    const published = await list(`tab=PUBLISHED&publishedType=employeePortal&departmentIds=${departmentId}`);
    expect(published.items.map((item) => item.name)).toEqual(['Support Engineer']);
    const wildcard = await list('tab=DRAFT&search=%25');
    expect(wildcard.items).toEqual([]);
    const bad = await company.admin.get('/company-roles/v1/list?tab=SOMETHING');
    expect(bad.status).toBe(400);
    const filters = await company.admin.get<{ departments: Array<{ name: string }> }>('/company-roles/filters');
    expect(filters.body.departments.map((option) => option.name)).toEqual(['Engineering']);
  });

  it('shows another company nothing and lets it change nothing', async () => {
    const job = await create('Private Engineer');
    expect((await other.admin.get(`/company-roles/${job.id}`)).status).toBe(404);
    expect((await other.admin.get(`/company-roles/${job.id}/history`)).status).toBe(404);
    expect((await other.admin.post(`/company-roles/update-role/${job.id}`, { details: details('Stolen') })).status).toBe(404);
    expect((await other.admin.delete(`/company-roles/deleteJob/${job.id}`)).status).toBe(404);
    expect((await list('tab=DRAFT', other.admin)).counts.DRAFT).toBe(0);
    expect((await read(job.id)).details.name).toBe('Private Engineer');
  });

  it('shows the public career page: listed jobs only, a confidential one by link, a closed one as closed', async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    const [{ career_name: careerName }] = await dataSource.query('SELECT career_name FROM companies WHERE id = $1', [company.companyId]);
    await dataSource.destroy();
    const publish = async (name: string, confidential: boolean) => {
      const job = await create(name);
      const published = await company.admin.patch(`/company-roles/publish/${job.id}`, {
        publication: { careerPage: true, employeePortal: false, confidential, allowEmployeeReferrals: false, allowEmployeesToAddToTalentPool: false },
      });
      expect(published.status).toBe(200);
      await read(job.id, published.body.position);
      return job.id;
    };
    const listed = await publish('Career Listed Engineer', false);
    const unlisted = await publish('Career Unlisted Engineer', true);
    const draft = await create('Career Draft Engineer');
    const visitor = anonymousApi();
    const page = await visitor.get<{ company: { careerName: string }; items: Array<{ id: string; title: string; locationName: string }> }>(
      `/careers/${careerName.toUpperCase()}/jobs?search=career`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items.map((item) => item.id)).toEqual([listed]);
    expect(page.body.items[0]).toMatchObject({ title: 'Career Listed Engineer (Dubai)', locationName: 'Dubai' });
    expect((await visitor.get(`/careers/${careerName}/jobs/${unlisted}`)).body).toMatchObject({ open: true });
    expect((await read(listed)).publicPath).toBe(`/careers/${careerName}/job/${listed}`);
    expect((await visitor.get(`/careers/${careerName}/jobs/${listed}`)).body.jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Career Listed Engineer (Dubai)',
      employmentType: 'FULL_TIME',
      url: expect.stringContaining(`/careers/${careerName}/job/${listed}`),
    });
    expect((await visitor.get(`/careers/${careerName}/jobs/${draft.id}`)).status).toBe(404);
    expect((await visitor.get(`/careers/no-such-company-${company.companyId}/jobs`)).status).toBe(404);
    const closed = await company.admin.post(`/company-roles/updateRoleStatus/${listed}`, { status: 'CLOSED' });
    await read(listed, closed.body.position);
    expect((await visitor.get(`/careers/${careerName}/jobs/${listed}`)).body).toMatchObject({ open: false, title: 'Career Listed Engineer (Dubai)', jsonLd: null });
    const after = await visitor.get<{ items: Array<{ id: string }> }>(`/careers/${careerName}/jobs`);
    expect(after.body.items.map((item) => item.id)).not.toContain(listed);
  });

  it('e-mails team members the job’s link to promote it, once published', async () => {
    const job = await create('Promoted Engineer');
    const recruiter = [company.recruiterId];
    const draftRefused = await company.admin.post(`/company-roles/${job.id}/invite-team`, { userIds: recruiter });
    expect([draftRefused.status, draftRefused.body.message]).toEqual([409, 'Publish the job before inviting the team to promote it']);
    const published = await company.admin.patch(`/company-roles/publish/${job.id}`);
    expect(published.status).toBe(200);
    const stranger = await company.admin.post(`/company-roles/${job.id}/invite-team`, { userIds: [other.userIds[other.adminEmail]] });
    expect([stranger.status, stranger.body.message]).toEqual([400, 'Please select a member of your team']);
    const invited = await company.admin.post(`/company-roles/${job.id}/invite-team`, { userIds: recruiter, message: 'Please share!' });
    expect([invited.status, invited.body]).toEqual([200, { invited: 1 }]);
    const mailbox = await anonymousApi().get<{ messages: Array<{ subject: string; text: string }> }>(
      `/dev-mailbox?to=${encodeURIComponent(company.recruiterEmail)}`,
    );
    const mail = mailbox.body.messages.find((item) => item.subject.includes('Promoted Engineer'));
    expect(mail?.text).toContain('Please share!');
    expect(mail?.text).toMatch(new RegExp(`/careers/[^/]+/job/${job.id}`));
  });

  it('joins the AI Headhunting waitlist once per company', async () => {
    expect((await company.admin.get('/ai-headhunting/waitlist')).body).toEqual({ joined: false, joinedAt: null });
    const joined = await company.admin.post('/ai-headhunting/waitlist');
    expect(joined.body).toMatchObject({ joined: true });
    const again = await company.recruiter.post('/ai-headhunting/waitlist');
    expect(again.body).toEqual(joined.body);
    expect((await other.admin.get('/ai-headhunting/waitlist')).body.joined).toBe(false);
    // Two of a company joining at the same moment: both answered, one entry.
    const [first, second] = await Promise.all([other.admin.post('/ai-headhunting/waitlist'), other.recruiter.post('/ai-headhunting/waitlist')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.joinedAt).toBe(first.body.joinedAt);
  });

  it('sets a job’s collaborators with per-job permissions; the team page keeps the others', async () => {
    const job = await create('Collaborative Engineer');
    const domain = company.adminEmail.split('@')[1];
    const addMember = async (accessType: string) => {
      const email = `member.${Math.random().toString(36).slice(2, 8)}@${domain}`;
      const added = await company.admin.post('/auth/company/createUser', { email, firstName: 'Nour', lastName: 'Collab', accessType, sendInvite: true });
      expect(added.status).toBe(201);
      return { id: added.body.id as string, email };
    };
    const recruiter = await addMember('COMPANY_RECRUITER');
    const interviewer = await addMember('COMPANY_INTERVIEWER');
    const set = (collaborators: unknown[]) => company.admin.post('/company-roles/collaborator-permissions', { jobRoleId: job.id, collaborators });

    const noConfidential = await set([{ userId: recruiter.id, permissions: ['EDIT_JOB', 'ACCESS_PROFILE'] }]);
    expect([noConfidential.status, noConfidential.body.message]).toEqual([400, 'Confidential access cannot be removed while the collaborator can edit the job']);
    const teamPage = await set([{ userId: interviewer.id, permissions: ['ACCESS_PROFILE'] }]);
    expect([teamPage.status, teamPage.body.message]).toEqual([400, 'Per-job permissions of this team member are changed on the team member page']);
    expect((await other.admin.post('/company-roles/collaborator-permissions', { jobRoleId: job.id, collaborators: [] })).status).toBe(404);

    const saved = await set([{ userId: recruiter.id, permissions: ['ACCESS_PROFILE', 'MOVE_STAGES_AND_SEND_EMAILS'] }]);
    expect([saved.status, saved.body]).toEqual([200, { collaborators: 1 }]);
    const listed = await company.admin.get<Array<{ userId: string; permissions: string[]; status: string; manageable: boolean }>>(
      `/company-roles/${job.id}/collaborators`,
    );
    expect(listed.body.find((collaborator) => collaborator.userId === recruiter.id)).toEqual(
      expect.objectContaining({ permissions: ['MOVE_STAGES_AND_SEND_EMAILS', 'ACCESS_PROFILE'], status: 'INVITE_SENT', manageable: true }),
    );
    expect((await apiAs(recruiter.email).get(`/company-roles/${job.id}`)).status).toBe(200);

    expect((await set([])).body).toEqual({ collaborators: 0 });
    const after = await company.admin.get<Array<{ userId: string }>>(`/company-roles/${job.id}/collaborators`);
    expect(after.body.map((collaborator) => collaborator.userId)).not.toContain(recruiter.id);
  });
});
