import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, eventually, type ApiClient } from './support';

type Highlights = { hiringNotStarted: number; hiringInProgress: number; offerSent: number; averageTimeToFillDays: number | null };
type ListRow = { id: string; hiredDate: string | null };

/** A company of its own per test, so no other spec's requisitions are in its tiles or tabs. */
type Company = { companyId: string; users: Record<string, { id: string; api: ApiClient }>; departmentId: string; locationId: string };

/**
 * The hiring plan's Avg. time to fill tile and its My requisitions tab on the real stack (issue 10, spec 02 §2.16,
 * §8): time to fill is the days from the recruiter's assignment to the hire, averaged over the hires the caller
 * sees, and cannot be calculated for a hire dated before the assignment; My requisitions are those the caller created.
 */
describe('hiring plan: Avg. time to fill and My requisitions', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  const company = async (label: string, members: Array<[key: string, role: 'COMPANY_ADMIN' | 'COMPANY_RECRUITER']>): Promise<Company> => {
    const domain = `${label}-${randomUUID().slice(0, 8)}.test`;
    const seeded = await seedCompany(dataSource, {
      name: `Hiring plan ${label}`,
      domain,
      users: members.map(([key, role]) => ({ firstName: key, lastName: label, email: `${key}@${domain}`, roles: [role] })),
    });
    const users = Object.fromEntries(members.map(([key]) => [key, { id: seeded.userIds[`${key}@${domain}`], api: apiAs(`${key}@${domain}`) }]));
    const admin = users[members[0][0]].api;
    const department = await admin.post('/departments', { name: 'Engineering', headOfDepartmentId: users[members[0][0]].id });
    const location = await admin.post('/locations', { name: 'Dubai' });
    expect([department.status, location.status]).toEqual([201, 201]);
    return { companyId: seeded.companyId, users, departmentId: department.body.id, locationId: location.body.id };
  };

  /** A requisition created by `by`, recruited for by `recruiterId`, approved by the company's admin unless a draft. */
  const requisition = async (at: Company, by: string, recruiterId: string, options: { draft?: boolean } = {}) => {
    const admin = at.users.admin;
    const created = await at.users[by].api.post('/requisitions', {
      openingId: `REQ-${randomUUID().slice(0, 6)}`,
      roleName: 'Backend Engineer',
      openingFor: 'NEW_JOB',
      jobDescription: 'Builds the hiring API',
      budgetType: 'BUDGETED',
      openingType: 'NEW_HIRE',
      departmentId: at.departmentId,
      locationId: at.locationId,
      employmentType: 'FULL_TIME',
      targetHiredDate: '2027-03-31',
      headcount: 1,
      salary: { min: 10000, max: 15000, currency: 'AED', frequency: 'MONTH' },
      hiringManagerId: admin.id,
      recruiterIds: [recruiterId],
      approvalFlow: { steps: [{ approverIds: [admin.id], rule: 'ALL' }] },
      submit: !options.draft,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    if (!options.draft) expect((await admin.api.post(`/requisitions/${id}/approve`, {})).status).toBe(200);
    return id;
  };

  const highlightsOf = async (api: ApiClient): Promise<Highlights> => {
    const response = await api.get<Highlights>('/requisitions/highlights');
    expect(response.status).toBe(200);
    return response.body;
  };
  const tab = async (api: ApiClient, name: string): Promise<ListRow[]> => {
    const response = await api.get(`/requisitions?tab=${name}&perPage=100`);
    expect(response.status).toBe(200);
    return response.body.requisitions as ListRow[];
  };
  /** The day the read model counts the recruiter's assignment from (a test near midnight still adds up). */
  const assignedOn = async (id: string): Promise<string> =>
    eventually(async () => {
      const [row] = await dataSource.query(`SELECT to_char(recruiter_assigned_at::date, 'YYYY-MM-DD') AS day FROM rm_requisitions WHERE id = $1`, [id]);
      return row?.day as string | undefined;
    });
  const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('averages the days from recruiter assignment to hire over the hires the caller sees, with none to average before', async () => {
    const at = await company('tiles', [
      ['admin', 'COMPANY_ADMIN'],
      ['rami', 'COMPANY_RECRUITER'],
      ['sara', 'COMPANY_RECRUITER'],
    ]);
    const { admin, rami, sara } = at.users;
    // The empty plan: nothing to count, no time to fill.
    expect(await highlightsOf(admin.api)).toEqual({ hiringNotStarted: 0, hiringInProgress: 0, offerSent: 0, averageTimeToFillDays: null });

    const [early, ten, twentyOne, forty] = [
      await requisition(at, 'admin', rami.id),
      await requisition(at, 'admin', rami.id),
      await requisition(at, 'admin', rami.id),
      await requisition(at, 'admin', sara.id),
    ];
    const hire = async (id: string, days: number) => {
      const hiredDate = daysAfter(await assignedOn(id), days);
      const hired = await admin.api.post(`/requisitions/${id}/mark-as-hired`, {
        hiredDate,
        candidate: { applicationId: null, name: `Hire ${days}`, email: `hire.${randomUUID().slice(0, 6)}@example.com` },
      });
      expect(hired.status).toBe(200);
      // Hired in the read model the tiles are counted from.
      await eventually(async () => (await tab(admin.api, 'HIRED')).some((row) => row.id === id && row.hiredDate === hiredDate));
    };
    await eventually(async () => (await highlightsOf(admin.api)).hiringNotStarted === 4);
    // Approved requisitions, none hired yet: still nothing to average.
    expect((await highlightsOf(admin.api)).averageTimeToFillDays).toBeNull();

    // A hire dated before the recruiter's assignment cannot be measured (spec 02 §8): still no average.
    await hire(early, -3);
    expect(await highlightsOf(admin.api)).toEqual({ hiringNotStarted: 3, hiringInProgress: 0, offerSent: 0, averageTimeToFillDays: null });

    await hire(ten, 10);
    expect((await highlightsOf(admin.api)).averageTimeToFillDays).toBe(10);
    await hire(twentyOne, 21);
    expect((await highlightsOf(admin.api)).averageTimeToFillDays).toBe(15.5);
    await hire(forty, 40);
    // (10 + 21 + 40) / 3 = 23.67, shown to one decimal.
    expect(await highlightsOf(admin.api)).toEqual({ hiringNotStarted: 0, hiringInProgress: 0, offerSent: 0, averageTimeToFillDays: 23.7 });
    // Each recruiter's tile averages only the requisitions they recruit for.
    expect((await highlightsOf(rami.api)).averageTimeToFillDays).toBe(15.5);
    expect((await highlightsOf(sara.api)).averageTimeToFillDays).toBe(40);
  });

  it('lists in My requisitions exactly those the caller created, drafts included, and no other user’s or company’s', async () => {
    const at = await company('mine', [
      ['admin', 'COMPANY_ADMIN'],
      ['rami', 'COMPANY_RECRUITER'],
      ['sara', 'COMPANY_RECRUITER'],
    ]);
    const other = await company('other', [['admin', 'COMPANY_ADMIN']]);
    const { admin, rami, sara } = at.users;
    const adminsFirst = await requisition(at, 'admin', rami.id);
    const adminsDraft = await requisition(at, 'admin', rami.id, { draft: true });
    const ramis = await requisition(at, 'rami', rami.id);
    // Sara's, recruited for by Rami: he sees it, but it is not his.
    const sarasForRami = await requisition(at, 'sara', rami.id);
    const elsewhere = await requisition(other, 'admin', other.users.admin.id);
    const all = [adminsFirst, adminsDraft, ramis, sarasForRami, elsewhere];
    await eventually(async () => {
      const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM rm_requisitions WHERE id = ANY($1::uuid[])`, [all]);
      return count === all.length;
    });

    const mine = async (api: ApiClient) => (await tab(api, 'MY_REQUISITIONS')).map((row) => row.id);
    // Newest first.
    expect(await mine(admin.api)).toEqual([adminsDraft, adminsFirst]);
    expect(await mine(rami.api)).toEqual([ramis]);
    expect(await mine(sara.api)).toEqual([sarasForRami]);
    expect(await mine(other.users.admin.api)).toEqual([elsewhere]);
    // Rami sees the admin's and Sara's requisitions he recruits for (To be Hired), just not as his own.
    expect((await tab(rami.api, 'TO_BE_HIRED')).map((row) => row.id).sort()).toEqual([adminsFirst, ramis, sarasForRami].sort());
    // The total follows the tab.
    expect((await admin.api.get('/requisitions?tab=MY_REQUISITIONS&perPage=10')).body.paginationOptions.total).toBe(2);
  });
});
