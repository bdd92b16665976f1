import { candidateInput, createAgency, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

type ListItem = { applicationId: string; origin: string; agencyId: string | null; agencyName: string | null };
type Profile = { agency: { id: string; name: string } | null };

/**
 * Candidates carry the agency that brought them (issue 8; spec 02 §3.7 "agency", §5.7 "agency required when the
 * origin needs it"): recorded on the application's first event, projected into the candidate list, shown on the
 * profile, and still readable after the agency is deleted.
 */
describe('agency candidates', () => {
  let company: TestCompany;
  let other: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let agencyId: string;

  const listed = (applicationId: string, position: string) =>
    eventually(async () => {
      const response = await company.admin.get<{ items: ListItem[] }>(`/job-applications?afterPosition=${position}`);
      return response.body.items.find((item) => item.applicationId === applicationId);
    });
  const profile = async (applicationId: string, position?: string) =>
    (await company.admin.get<Profile>(`/job-applications/${applicationId}/candidate${position ? `?afterPosition=${position}` : ''}`)).body;

  beforeAll(async () => {
    company = await createTestCompany('agency-candidates');
    other = await createTestCompany('agency-candidates-other');
    job = await createPublishedJob(company.admin, 'Agency Accountant');
    agencyId = await createAgency(company.admin, [job.id], 'TalentBridge');
  });

  it('records the agency of an agency candidate: on the list row and on the profile', async () => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { origin: 'agency', agency: agencyId }));
    expect(added.status).toBe(201);
    expect(await listed(added.body.id, added.body.position)).toMatchObject({ origin: 'agency', agencyId, agencyName: 'TalentBridge' });
    expect((await profile(added.body.id, added.body.position)).agency).toEqual({ id: agencyId, name: 'TalentBridge' });
  });

  it('refuses the agency origin without an agency, or with another company’s, and adds nothing', async () => {
    const foreignJob = await createPublishedJob(other.admin, 'Foreign job');
    const foreignAgency = await createAgency(other.admin, [foreignJob.id]);
    for (const agency of [undefined, foreignAgency]) {
      const email = `refused.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const refused = await company.admin.post('/job-applications', candidateInput(job.id, { origin: 'agency', agency, email }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please select agency');
      const found = await company.admin.get<{ items: ListItem[] }>(`/job-applications?nameOrEmail=${encodeURIComponent(email)}`);
      expect(found.body.items).toEqual([]);
    }
  });

  it('records no agency for another origin', async () => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { origin: 'sourced', agency: agencyId }));
    expect(added.status).toBe(201);
    expect(await listed(added.body.id, added.body.position)).toMatchObject({ origin: 'sourced', agencyId: null, agencyName: null });
    expect((await profile(added.body.id, added.body.position)).agency).toBeNull();
  });

  it('keeps the agency’s name on its candidates after the agency is deleted', async () => {
    const closing = await createAgency(company.admin, [job.id], 'Closing Agency');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { origin: 'agency', agency: closing }));
    expect(added.status).toBe(201);
    expect((await company.admin.delete(`/agencies/${closing}`)).status).toBe(200);
    expect(await listed(added.body.id, added.body.position)).toMatchObject({ agencyId: closing, agencyName: 'Closing Agency' });
    expect((await profile(added.body.id)).agency).toEqual({ id: closing, name: 'Closing Agency' });
  });

  describe('the candidate list’s agency filter (spec 02 §3.9 `agency`, ids joined with \',\')', () => {
    type Option = { value: string; label: string; count: number };
    let second: string;
    const added: Record<string, { id: string; position: string }> = {};
    let position = '';
    const listIds = async (query: string, api = company.admin) => {
      const response = await api.get<{ items: ListItem[] }>(`/job-applications?${query}&afterPosition=${position}&take=100`);
      expect(response.status).toBe(200);
      return response.body.items.map((item) => item.applicationId).sort();
    };
    const add = async (name: string, overrides: Record<string, unknown>) => {
      const response = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: name, ...overrides }));
      expect(response.status).toBe(201);
      added[name] = response.body;
      position = response.body.position;
    };

    beforeAll(async () => {
      second = await createAgency(company.admin, [job.id], 'Gulf Hires');
      await add('Amal', { origin: 'agency', agency: agencyId });
      await add('Bilal', { origin: 'agency', agency: second });
      await add('Chadi', { origin: 'sourced' });
    });

    it('lists the applications the chosen agencies brought, and only those', async () => {
      const mine = await listIds(`agency=${agencyId}`);
      expect(mine).toContain(added.Amal!.id);
      expect(mine).not.toContain(added.Bilal!.id);
      expect(mine).not.toContain(added.Chadi!.id);
      const both = await listIds(`agency=${agencyId},${second}`);
      expect(both).toEqual(expect.arrayContaining([added.Amal!.id, added.Bilal!.id]));
      expect(both).not.toContain(added.Chadi!.id);
      expect(await listIds(`agency=${second}&origin=agency`)).toEqual([added.Bilal!.id]);
    });

    it('matches nothing with another company’s agency, for either company', async () => {
      const foreignJob = await createPublishedJob(other.admin, 'Foreign filter job');
      const foreign = await createAgency(other.admin, [foreignJob.id]);
      const theirs = await other.admin.post('/job-applications', candidateInput(foreignJob.id, { origin: 'agency', agency: foreign }));
      expect(theirs.status).toBe(201);
      expect(await listIds(`agency=${foreign}`)).toEqual([]);
      position = theirs.body.position;
      expect(await listIds(`agency=${agencyId}`, other.admin)).toEqual([]);
    });

    it('offers the tab’s agencies as filter options with their counts', async () => {
      const response = await company.admin.get<Record<string, Option[]>>(`/job-applications/filters?afterPosition=${position}`);
      expect(response.status).toBe(200);
      expect(response.body.agency).toEqual(
        expect.arrayContaining([
          { value: second, label: 'Gulf Hires', count: 1 },
          { value: agencyId, label: 'TalentBridge', count: expect.any(Number) },
        ]),
      );
      expect(response.body.agency!.every((option) => option.value !== null)).toBe(true);
      // Picking one agency leaves the other offered (the filter's own criterion is left out).
      const narrowed = await company.admin.get<Record<string, Option[]>>(`/job-applications/filters?agency=${second}&afterPosition=${position}`);
      expect(narrowed.body.agency!.map((option) => option.value)).toEqual(expect.arrayContaining([agencyId, second]));
    });
  });
});
