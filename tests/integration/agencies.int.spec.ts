import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

type Agency = {
  id: string;
  name: string;
  contactName: string;
  contactEmail: string;
  invitationSubject: string;
  invitationBody: string;
  jobs: Array<{ id: string; name: string }>;
  link: string;
};
type JobBody = { id: string; agencyIds: string[] };

/**
 * Agencies as company settings over HTTP (issue 8; spec 02 §2.9, §3.12, §5.7): the row through the one write
 * path, the assigned jobs on the jobs' own streams (read back from the jobs read model), company-scoped,
 * refusals with the spec's message changing nothing, deletion taking the agency off its jobs.
 */
describe('agencies', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let accountant: { id: string };
  let designer: { id: string };

  const list = async (api = company.admin): Promise<Agency[]> => {
    const response = await api.get<Agency[]>('/agencies');
    expect(response.status).toBe(200);
    return response.body;
  };
  const agencyWithJobs = (id: string, jobIds: string[]) =>
    eventually(async () => {
      const agency = (await list()).find((row) => row.id === id);
      const ids = agency?.jobs.map((job) => job.id).sort();
      return JSON.stringify(ids) === JSON.stringify([...jobIds].sort()) && agency;
    });
  const agenciesOfJob = async (jobId: string) => (await company.admin.get<JobBody>(`/company-roles/${jobId}`)).body.agencyIds;
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'TalentBridge',
    contactName: 'Omar Haddad',
    contactEmail: 'omar@talentbridge.example',
    jobIds: [accountant.id],
    ...overrides,
  });

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('agencies-settings');
    other = await createTestCompany('agencies-settings-other');
    accountant = await createPublishedJob(company.admin, 'Senior Accountant');
    designer = await createPublishedJob(company.admin, 'Product Designer');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('adds an agency with the default invitation, assigns its jobs through the job, and lists it with them', async () => {
    const added = await company.admin.post('/agencies', input({ name: ' TalentBridge ', jobIds: [accountant.id, designer.id] }));
    expect(added.status).toBe(201);
    // Read-your-writes: asked after the answer's position, the list already has the jobs the agency was given.
    const fresh = await company.admin.get<Agency[]>(`/agencies?afterPosition=${added.body.position}`);
    expect(fresh.body.find((row) => row.id === added.body.id)?.jobs.map((job) => job.id).sort()).toEqual([accountant.id, designer.id].sort());
    const agency = await agencyWithJobs(added.body.id, [accountant.id, designer.id]);
    expect(agency).toEqual({
      id: added.body.id,
      name: 'TalentBridge',
      contactName: 'Omar Haddad',
      contactEmail: 'omar@talentbridge.example',
      invitationSubject: 'Invitation for agency portal of {{company_name}}',
      invitationBody: expect.stringContaining('You have been assigned jobs at {{company_name}}'),
      jobs: expect.arrayContaining([
        { id: accountant.id, name: 'Senior Accountant' },
        { id: designer.id, name: 'Product Designer' },
      ]),
      link: `/agency/${added.body.id}`,
    });
    // the job itself lists the agency: the assignment is the job's
    expect(await agenciesOfJob(accountant.id)).toContain(added.body.id);
    expect((await company.admin.get<Agency>(`/agencies/${added.body.id}`)).body.name).toBe('TalentBridge');
    const audit = await dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1`, [added.body.id]);
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['create']);
  });

  it.each([
    [{ name: 'ab' }, 'Name length must be at least 3 characters'],
    [{ name: '' }, 'Please enter agency name'],
    [{ contactName: ' ' }, 'Please enter primary contact name'],
    [{ contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ invitationSubject: '' }, 'Please input email subject'],
    [{ jobIds: [] }, 'Please select at least one job'],
  ])('refuses %j with the spec’s message and adds nothing', async (change, message) => {
    const before = await list();
    const response = await company.admin.post('/agencies', input({ name: 'Refused Agency', ...change }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await list()).toHaveLength(before.length);
  });

  it('refuses another company’s job and a taken name', async () => {
    const foreign = await createPublishedJob(other.admin, 'Foreign job');
    const refused = await company.admin.post('/agencies', input({ name: 'Foreign Jobs Agency', jobIds: [foreign.id] }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please select jobs of your company');
    expect((await other.admin.get<JobBody>(`/company-roles/${foreign.id}`)).body.agencyIds).toEqual([]);
    await company.admin.post('/agencies', input({ name: 'Gulf Hires' }));
    const taken = await company.admin.post('/agencies', input({ name: 'gulf hires' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An agency with this name already exists. Please enter a different name.');
  });

  it('edits an agency and moves it from one job to another through the jobs', async () => {
    const added = await company.admin.post('/agencies', input({ name: 'Moving Agency', jobIds: [accountant.id] }));
    await agencyWithJobs(added.body.id, [accountant.id]);
    const edited = await company.admin.patch(`/agencies/${added.body.id}`, { contactName: 'Lina Saleh', jobIds: [designer.id] });
    expect(edited.status).toBe(200);
    const agency = await agencyWithJobs(added.body.id, [designer.id]);
    expect(agency.contactName).toBe('Lina Saleh');
    await eventually(async () => !(await agenciesOfJob(accountant.id)).includes(added.body.id));
    expect(await agenciesOfJob(designer.id)).toContain(added.body.id);
    const refused = await company.admin.patch(`/agencies/${added.body.id}`, { jobIds: [] });
    expect(refused.body.message).toBe('Please select at least one job');
  });

  it('deletes an agency: gone from the list and from its jobs', async () => {
    const added = await company.admin.post('/agencies', input({ name: 'Closing Agency', jobIds: [accountant.id, designer.id] }));
    await agencyWithJobs(added.body.id, [accountant.id, designer.id]);
    expect((await company.admin.delete(`/agencies/${added.body.id}`)).status).toBe(200);
    expect((await list()).some((row) => row.id === added.body.id)).toBe(false);
    await eventually(async () => !(await agenciesOfJob(accountant.id)).includes(added.body.id));
    await eventually(async () => !(await agenciesOfJob(designer.id)).includes(added.body.id));
    expect((await company.admin.get(`/agencies/${added.body.id}`)).status).toBe(404);
  });

  it('keeps one company’s agencies from another: not listed, 404 to read, change or delete', async () => {
    const added = await company.admin.post('/agencies', input({ name: 'Private Agency' }));
    expect((await list(other.admin)).some((row) => row.id === added.body.id)).toBe(false);
    expect((await other.admin.get(`/agencies/${added.body.id}`)).status).toBe(404);
    expect((await other.admin.patch(`/agencies/${added.body.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.admin.delete(`/agencies/${added.body.id}`)).status).toBe(404);
    expect((await list()).find((row) => row.id === added.body.id)?.name).toBe('Private Agency');
  });

  it('is plan-locked: a company whose plan lacks agencies is refused and nothing is written', async () => {
    const locked = await createTestCompany('agencies-locked');
    const job = await createPublishedJob(locked.admin, 'Locked job');
    await dataSource.query(`UPDATE companies SET permission_v2 = array_remove(permission_v2, 'COMPANY::AGENCY::*') WHERE id = $1`, [locked.companyId]);
    expect((await locked.admin.get('/agencies')).status).toBe(403);
    expect((await locked.admin.post('/agencies', input({ name: 'Locked Agency', jobIds: [job.id] }))).status).toBe(403);
    expect(await dataSource.query(`SELECT id FROM agencies WHERE company_id = $1`, [locked.companyId])).toEqual([]);
  });
});
