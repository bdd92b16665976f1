import type { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { queryCandidateList, type CandidateListFilter } from '@ats/projections/candidate-list/candidate-list.query';
import {
  apiAs,
  candidateInput,
  createAgency,
  createPublishedJob,
  createTestCompany,
  SCREENING_TASK,
  stageNamed,
  type ApiClient,
  type TestCompany,
} from './support';

type Job = Awaited<ReturnType<typeof createPublishedJob>>;
type Row = { applicationId: string; firstName: string; stageStatus: string; archivalReasonId: string | null; hiredAt: string | null };
type ListBody = {
  items: Row[];
  total: number;
  activeSearchCount: { count: number };
  archivedSearchCount: { count: number };
  groups: Array<{ value: string; label: string; count: number }>;
};
type Option = { value: string; label: string; count: number };

/**
 * The candidate list's filter object (spec 02 §3.9) at the query parameters of §7.4, through HTTP: each
 * parameter is shown to change the answer on one company's fixture; the filters the product has no data for yet
 * answer 400; sort, grouping, counts and the filter options; stage-limited collaborators see only their stages;
 * another company's applications never appear.
 */
describe('candidate list filters', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let stageLimited: ApiClient;
  let adminId: string;
  let departmentId: string;
  let locationId: string;
  let platform: Job;
  let design: Job;
  let fieldId: string;
  let reasonId: string;
  /** Application ids by the candidate's first name. */
  const ids: Record<string, string> = {};
  const marks: Record<string, string> = {};
  let lastPosition = '';

  const moment = async () => {
    // Timestamps are compared to the millisecond; a pause of a few ms keeps "before" and "after" apart.
    const before = Date.now();
    while (Date.now() === before) await new Promise((resolve) => setImmediate(resolve));
    return new Date().toISOString();
  };

  const list = async (query: string, api: ApiClient = company.admin): Promise<ListBody> => {
    const response = await api.get<ListBody>(`/job-applications?${query}${query ? '&' : ''}afterPosition=${lastPosition}&take=100`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  /** First names listed (sorted unless `ordered`), for the company's fixture only. */
  const names = async (query: string, api?: ApiClient) =>
    (await list(query, api)).items.map((row) => row.firstName).sort();
  const refused = async (query: string, message: string) => {
    const response = await company.admin.get(`/job-applications?${query}`);
    expect({ query, status: response.status, message: response.body.message }).toEqual({ query, status: 400, message });
  };
  const add = async (job: Job, firstName: string, overrides: Record<string, unknown> = {}) => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName, lastName: 'Filter', ...overrides }));
    expect(added.status).toBe(201);
    ids[firstName] = added.body.id;
    lastPosition = added.body.position;
    return added.body.id as string;
  };
  const act = async (path: string, body: Record<string, unknown>) => {
    const response = await company.admin.post(path, body);
    expect(response.status).toBe(201);
    lastPosition = response.body.position;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('list-filters');
    other = await createTestCompany('list-filters-other');
    adminId = company.userIds[company.adminEmail];
    const domain = company.adminEmail.split('@')[1]!;
    const seeded = await seedCompany(dataSource, {
      name: 'list-filters company',
      domain,
      users: [{ firstName: 'Sami', lastName: 'Stage', email: `sami@${domain}`, roles: ['COMPANY_INTERVIEWER'] }],
    });
    stageLimited = apiAs(`sami@${domain}`);

    const department = await company.admin.post('/departments', { name: 'Engineering', headOfDepartmentId: null });
    const location = await company.admin.post('/locations', { name: 'Dubai' });
    expect([department.status, location.status]).toEqual([201, 201]);
    departmentId = department.body.id;
    locationId = location.body.id;

    // Platform: with department, location and a team; Design: without, published later and then closed.
    const created = await company.admin.post('/company-roles', {
      name: 'Platform Engineer',
      details: {
        name: 'Platform Engineer',
        displayName: 'Platform Engineer (Dubai)',
        description: 'Build the hiring platform with us.',
        positionType: 'FULL_TIME',
        departmentId,
        locationId,
        workType: 'HYBRID',
        mustHaveRequirements: 'TypeScript',
        niceToHaveRequirements: '',
        keyRequirements: '',
        perksAndBenefits: 'Health insurance',
      },
    });
    expect(created.status).toBe(201);
    const draft = (await company.admin.get<Job>(`/company-roles/${created.body.id}?afterPosition=${created.body.position}`)).body;
    const team = await company.admin.post(`/company-roles/update-role/${draft.id}`, {
      team: { ownerId: adminId, recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: draft.revision,
    });
    expect(team.status).toBe(201);
    const tasks = await company.admin.put(`/company-roles/${draft.id}/stages/${stageNamed(draft, 'Screening').id}/candidate-tasks`, {
      tasks: [SCREENING_TASK],
    });
    expect(tasks.status).toBe(200);
    expect((await company.admin.patch(`/company-roles/publish/${draft.id}`)).status).toBe(200);
    platform = (await company.admin.get<Job>(`/company-roles/${draft.id}`)).body;
    marks.betweenPublications = await moment();
    design = await createPublishedJob(company.admin, 'Product Designer');
    const designTeam = await company.admin.post(`/company-roles/update-role/${design.id}`, {
      team: { ownerId: company.recruiterId, recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: design.revision,
    });
    if (designTeam.status !== 201) throw new Error(JSON.stringify(designTeam.body));

    const field = await company.admin.post('/custom-fields', {
      entity: 'CANDIDATE',
      name: 'Seniority',
      fieldType: 'SINGLE_SELECT',
      options: ['Junior', 'Senior'],
      placements: ['ADD_CANDIDATE_FORM'],
    });
    expect(field.status).toBe(201);
    fieldId = field.body.id;
    reasonId = ((await company.admin.get('/archival-reasons/company')).body as Array<{ id: string; text: string }>).find(
      (reason) => reason.text === 'Not qualified',
    )!.id;

    // Amal: Platform, sourced from LinkedIn, owned by the admin, Senior, stays at Sourced.
    await add(platform, 'Amal', { origin: 'sourced', source: 'LinkedIn', ownerId: adminId, phone: '+971 501234567' });
    marks.afterAmal = await moment();
    // Bilal: Platform, applied from Careers, owned by the recruiter, Junior, moved to Interview.
    await add(platform, 'Bilal', { origin: 'applied', source: 'Careers', ownerId: company.recruiterId, phone: '+1 (212) 555-0199' });
    await act(`/job-applications/${ids.Bilal}/move-to-stage`, { stageId: stageNamed(platform, 'Interview').id, expectedRevision: 0 });
    // Chadi: Design, a referral, archived as not qualified.
    await add(design, 'Chadi', { origin: 'referral', source: 'Employee', ownerId: adminId, phone: '+44 7700 900123' });
    await act(`/job-applications/${ids.Chadi}/archive`, { archivalReasonId: reasonId, expectedRevision: 0 });
    // Dana: Design, agency, hired.
    const agencyOne = await createAgency(company.admin, [design.id], 'Agency One');
    await add(design, 'Dana', { origin: 'agency', source: 'Agency One', agency: agencyOne, ownerId: company.recruiterId, phone: '+971 509999999' });
    await act(`/job-applications/${ids.Dana}/move-to-stage`, { stageId: stageNamed(design, 'Hired').id, expectedRevision: 0 });
    // Responses are kept per listed application: wait until the list has them all.
    expect((await list('')).activeSearchCount.count).toBe(3);
    for (const [name, value] of [['Amal', 'Senior'], ['Bilal', 'Junior']] as const) {
      const set = await company.admin.put(`/job-applications/${ids[name]}/custom-fields`, { values: [{ fieldId, value: [value] }] });
      expect(set.status).toBe(200);
    }
    // The Design job closes after its candidates came.
    const designNow = (await company.admin.get<Job>(`/company-roles/${design.id}`)).body;
    await act(`/company-roles/updateRoleStatus/${design.id}`, { status: 'CLOSED', expectedRevision: designNow.revision });

    // Another company's candidate with the same source and name never shows.
    const otherJob = await createPublishedJob(other.admin, 'Platform Engineer');
    expect((await other.admin.post('/job-applications', candidateInput(otherJob.id, { firstName: 'Amal', lastName: 'Filter', source: 'LinkedIn' }))).status).toBe(201);

    // Sami may open profiles on Platform at its Interview stage only (the profile's stage-limited access).
    await dataSource.query('UPDATE users SET collaborator_permissions = $1, permission_v1 = $2 WHERE id = $3', [
      JSON.stringify([{ jobRoleId: platform.id, stageIds: [stageNamed(platform, 'Interview').id], permissions: [PERMISSIONS.candidatesProfilesView] }]),
      [PERMISSIONS.jobsList, PERMISSIONS.notification],
      seeded.userIds[`sami@${domain}`],
    ]);
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('lists the company’s active candidates with both tabs’ counts, and the archived tab', async () => {
    const all = await list('');
    expect(all.items.map((row) => row.firstName).sort()).toEqual(['Amal', 'Bilal', 'Dana']);
    expect([all.activeSearchCount.count, all.archivedSearchCount.count]).toEqual([3, 1]);
    expect(await names('active=false')).toEqual(['Chadi']);
  });

  it('filters by each list parameter, joined with ","', async () => {
    const cases: Array<[string, string[]]> = [
      [`jobRoleIds=${design.id}`, ['Dana']],
      [`stages=${stageNamed(platform, 'Interview').id},${stageNamed(design, 'Hired').id}`, ['Bilal', 'Dana']],
      ['statuses=SOURCED', ['Amal']],
      ['statuses=IN_PROCESS,HIRED', ['Bilal', 'Dana']],
      ['origin=applied,agency', ['Bilal', 'Dana']],
      ['source=LinkedIn', ['Amal']],
      [`owners=${company.recruiterId}`, ['Bilal', 'Dana']],
      [`applicationIds=${ids.Amal},${ids.Dana}`, ['Amal', 'Dana']],
      [`unSelectedIds=${ids.Amal}`, ['Bilal', 'Dana']],
      ['jobStatuses=CLOSED', ['Dana']],
      ['jobStatuses=PUBLISHED', ['Amal', 'Bilal']],
      [`jobOwnerIds=${adminId}`, ['Amal', 'Bilal']],
      [`teamMemberIds=${adminId}`, ['Amal', 'Bilal']],
      [`teamMemberIds=${company.recruiterId}`, ['Amal', 'Bilal', 'Dana']],
      // Access types of the team: Platform has the admin and the recruiter, Product Designer the recruiter only.
      ['accessTypeIds=COMPANY_ADMIN', ['Amal', 'Bilal']],
      ['accessTypeIds=COMPANY_RECRUITER', ['Amal', 'Bilal', 'Dana']],
      ['accessTypeIds=COMPANY_INTERVIEWER', []],
      ['accessTypeIds=COMPANY_INTERVIEWER,COMPANY_ADMIN', ['Amal', 'Bilal']],
      // With teamMemberIds: the access type of those members.
      [`teamMemberIds=${company.recruiterId}&accessTypeIds=COMPANY_ADMIN`, []],
      [`teamMemberIds=${company.recruiterId},${adminId}&accessTypeIds=COMPANY_ADMIN`, ['Amal', 'Bilal']],
      [`locationIds=${locationId}`, ['Amal', 'Bilal']],
      [`departmentIds=${departmentId}`, ['Amal', 'Bilal']],
    ];
    for (const [query, expected] of cases) expect({ query, names: await names(query) }).toEqual({ query, names: expected });
    // Archival reasons are on the archived tab.
    expect(await names(`active=false&archivalReasonIds=${reasonId}`)).toEqual(['Chadi']);
    const unused = ((await company.admin.get('/archival-reasons/company')).body as Array<{ id: string }>).find((reason) => reason.id !== reasonId)!;
    expect(await names(`active=false&archivalReasonIds=${unused.id}`)).toEqual([]);
  });

  it('filters by template, dates, phone, name or e-mail and custom-field responses', async () => {
    const template: Array<{ id: string }> = await dataSource.query(`SELECT pipeline_template_id AS id FROM rm_jobs WHERE id = $1`, [platform.id]);
    if (template[0]?.id) expect(await names(`stagePipelineTemplateIds=${template[0].id}`)).toContain('Amal');
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[string, string[]]> = [
      [`applicationFromDate=${encodeURIComponent(marks.afterAmal)}`, ['Bilal', 'Dana']],
      [`applicationToDate=${encodeURIComponent(marks.afterAmal)}`, ['Amal']],
      [`applicationToDate=${yesterday}`, []],
      [`applicationFromDate=${today}&applicationToDate=${today}`, ['Amal', 'Bilal', 'Dana']],
      [`lastActivityToDate=${encodeURIComponent(marks.afterAmal)}`, ['Amal']],
      [`hiredFromDate=${today}`, ['Dana']],
      [`jobPublishedDateFrom=${encodeURIComponent(marks.betweenPublications)}`, ['Dana']],
      [`jobPublishedDateTo=${encodeURIComponent(marks.betweenPublications)}`, ['Amal', 'Bilal']],
      ['phoneNumber=555', ['Bilal']],
      [`phoneNumber=${encodeURIComponent('+971 50')}`, ['Amal', 'Dana']],
      ['nameOrEmail=bil', ['Bilal']],
      [`customFieldResponseFilters=${encodeURIComponent(JSON.stringify([{ fieldId, values: ['Senior'] }]))}`, ['Amal']],
      [`customFieldResponseFilters=${encodeURIComponent(JSON.stringify([{ fieldId, values: ['Senior', 'Junior'] }]))}`, ['Amal', 'Bilal']],
    ];
    for (const [query, expected] of cases) expect({ query, names: await names(query) }).toEqual({ query, names: expected });
    // A field of another company is not found.
    const theirs = await other.admin.post('/custom-fields', { entity: 'CANDIDATE', name: 'Seniority', fieldType: 'SINGLE_SELECT', options: ['A', 'B'] });
    expect(theirs.status).toBe(201);
    const foreign = await company.admin.get(
      `/job-applications?customFieldResponseFilters=${encodeURIComponent(JSON.stringify([{ fieldId: theirs.body.id, values: ['A'] }]))}`,
    );
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({ status: 404, message: 'Custom field not found' });
  });

  it('filters by who referred or sourced the candidate, demographics and interview dates, and offers the people', async () => {
    const editCandidate = async (name: string, changes: Record<string, unknown>) => {
      const current = await company.admin.get(`/job-applications/${ids[name]}/candidate?afterPosition=${lastPosition}`);
      expect(current.status).toBe(200);
      const { firstName, lastName, emails, phones, links, referredBy, sourcedBy, gender, nationality, countryOfResidence } = current.body;
      const edited = await company.admin.post(`/job-applications/${ids[name]}/candidate`, {
        ...{ firstName, lastName, emails, phones, links, gender, nationality, countryOfResidence },
        referredById: referredBy?.id ?? null,
        sourcedById: sourcedBy?.id ?? null,
        ...changes,
      });
      expect(edited.status).toBe(201);
      lastPosition = edited.body.position;
    };
    await editCandidate('Amal', { referredById: company.recruiterId, gender: 'Female', nationality: 'FR', countryOfResidence: 'AE' });
    await editCandidate('Bilal', { sourcedById: adminId, gender: 'Male', nationality: 'Prefer not to say' });
    const interviewer = company.recruiterId;
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(10, 0, 0, 0);
    const scheduled = await company.admin.post('/interviews', {
      applicationId: ids.Bilal,
      title: 'Technical interview',
      location: 'Dubai office',
      organizerId: adminId,
      interviewerIds: [interviewer],
      fixedAttendees: [],
      startsAt: startsAt.toISOString(),
      timeZone: 'Asia/Dubai',
      durationMinutes: 60,
      meetingType: 'IN_PERSON',
    });
    expect(scheduled.status).toBe(201);
    lastPosition = scheduled.body.position;
    const day = (offsetDays: number) => new Date(startsAt.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

    const cases: Array<[string, string[]]> = [
      [`referredBy=${company.recruiterId}`, ['Amal']],
      [`sourcedBy=${adminId}`, ['Bilal']],
      [`sourcedBy=${company.recruiterId}`, []],
      ['gender=Female', ['Amal']],
      ['gender=Female,Male', ['Amal', 'Bilal']],
      ['gender=Male&includeUnspecifiedGender=true', ['Bilal', 'Dana']],
      ['gender=Others', []],
      // 'Include unspecified' alone filters nothing.
      ['includeUnspecifiedGender=true', ['Amal', 'Bilal', 'Dana']],
      ['nationality=fr', ['Amal']],
      ['nationality=Prefer not to say', ['Bilal']],
      ['countryOfResidence=AE&includeUnspecifiedCountryOfResidences=true', ['Amal', 'Bilal', 'Dana']],
      ['countryOfResidence=AE', ['Amal']],
      [`interviewFromDate=${day(0)}&interviewToDate=${day(0)}`, ['Bilal']],
      [`interviewFromDate=${day(1)}`, []],
      [`interviewToDate=${day(-1)}`, []],
    ];
    for (const [query, expected] of cases) expect({ query, names: await names(query.replace(/ /g, '%20')) }).toEqual({ query, names: expected });

    const options = (await company.admin.get(`/job-applications/filters?afterPosition=${lastPosition}`)).body as Record<string, Option[]>;
    expect(options.referredBy).toEqual([{ value: company.recruiterId, label: 'Rami Recruiter', count: 1 }]);
    expect(options.sourcedBy).toEqual([{ value: adminId, label: 'Ada Admin', count: 1 }]);

    // A cancelled interview no longer counts.
    const cancelled = await company.admin.post(`/interviews/${scheduled.body.id}/cancel`, { reason: 'Position filled' });
    expect(cancelled.status).toBe(200);
    lastPosition = cancelled.body.position;
    expect(await names(`interviewFromDate=${day(0)}&interviewToDate=${day(0)}`)).toEqual([]);

    await refused('gender=Robot', 'Please select a gender from the list');
    await refused('nationality=Atlantis', 'Please select a country from the list');
    await refused('referredBy=someone', 'each value in referredBy must be a UUID');
    await refused('interviewFromDate=soon', 'Please enter a valid date');
    await refused('includeUnspecifiedGender=maybe', 'includeUnspecifiedGender must be one of the following values: true, false');
  });

  it('refuses bad and not-yet-available filters with a clear message', async () => {
    await refused('aiCVScoreOption=BEST', 'AI CV filters are not available yet');
    await refused('cvSkills=TypeScript||Go', 'AI CV filters are not available yet');
    await refused('experienceRangeType=MINIMUM&experienceStartRange=3', 'AI CV filters are not available yet');
    await refused('isCurrentEmployer=true', 'AI CV filters are not available yet');
    await refused('aiCVCriteria=x', 'AI CV filters are not available yet');
    await refused('agency=x', 'each value in agency must be a UUID');
    await refused(`tag=${'x'.repeat(51)}`, 'A tag can have at most 50 characters');
    await refused('candidateResponseFilters=%5B%7B%7D%5D', 'Please enter valid candidate response filters');
    await refused('nameOrEmail=a', 'Please enter at least 2 characters');
    await refused('phoneNumber=abc', "Invalid characters. Use only digits, '+', '-', '()', and spaces.");
    await refused('statuses=SOMEWHERE', 'Please select a status from the list');
    await refused('accessTypeIds=CANDIDATE', 'Please select an access type from the list');
    await refused('applicationFromDate=yesterday', 'Please enter a valid date');
    await refused('customFieldResponseFilters=%7Bnope', 'Please enter valid custom field filters');
    // Their "off" defaults are accepted, as the web client sends them.
    expect(await names('aiCVScoreOption=NONE&experienceRangeType=NONE&experienceStartRange=0&isCurrentEmployer=false')).toEqual([
      'Amal',
      'Bilal',
      'Dana',
    ]);
  });

  it('sorts and orders, and groups by job status with the groups’ counts', async () => {
    const byName = await list('sort=name&order=ASC&groupByValue=none');
    expect(byName.items.map((row) => row.firstName)).toEqual(['Amal', 'Bilal', 'Dana']);
    expect(byName.groups).toEqual([]);
    const byNameDesc = await list('sort=name&order=desc&groupByValue=none');
    expect(byNameDesc.items.map((row) => row.firstName)).toEqual(['Dana', 'Bilal', 'Amal']);
    // Default grouping: job status, published jobs first.
    const grouped = await list('sort=name&order=DESC');
    expect(grouped.groups).toEqual([
      { value: 'PUBLISHED', label: 'PUBLISHED', count: 2, capped: false },
      { value: 'CLOSED', label: 'CLOSED', count: 1, capped: false },
    ]);
    expect(grouped.items.map((row) => row.firstName)).toEqual(['Bilal', 'Amal', 'Dana']);
    // Pages run on across the groups: each group's rows are read on their own.
    const page = async (take: number, number: number) =>
      (await company.admin.get<ListBody>(`/job-applications?sort=name&order=ASC&take=${take}&page=${number}&afterPosition=${lastPosition}`)).body.items.map(
        (row) => row.firstName,
      );
    expect([await page(1, 2), await page(2, 2), await page(2, 1), await page(2, 3)]).toEqual([['Bilal'], ['Dana'], ['Amal', 'Bilal'], []]);
    const byOwner = await list('groupByValue=owner&sort=name&order=ASC');
    expect(byOwner.groups.map((group) => [group.label, group.count])).toEqual([
      ['Ada Admin', 1],
      ['Rami Recruiter', 2],
    ]);
    expect(byOwner.items.map((row) => row.firstName)).toEqual(['Amal', 'Bilal', 'Dana']);
    const rows = (await list('')).items;
    expect(rows.find((row) => row.firstName === 'Dana')).toMatchObject({ stageStatus: 'HIRED', hiredAt: expect.any(String) });
    expect(rows.find((row) => row.firstName === 'Amal')).toMatchObject({ stageStatus: 'SOURCED', hiredAt: null });
    await refused('sort=salary', 'sort must be one of the following values: lastActivityAt, appliedAt, name, jobName, stageName');
  });

  it('stops counting at the cap and says so, and pages capped groups as exact ones (the read model at a cap of 1 and 2)', async () => {
    // The API's cap is 10,000; the query takes it as a parameter, so a small fixture shows what a million rows would.
    const firstNames = (rows: Array<{ firstName: string }>) => rows.map((row) => row.firstName);
    const at = (cap: number, filter: Partial<CandidateListFilter>) =>
      queryCandidateList(dataSource.manager, { companyId: company.companyId, active: true, page: 1, take: 1, sort: 'name', order: 'ASC', ...filter }, cap);
    const exact = await at(10_000, { groupByValue: 'jobStatus' });
    expect([exact.total, exact.activeSearchCount, exact.archivedSearchCount]).toEqual([3, { count: 3, capped: false }, { count: 1, capped: false }]);
    const capped = await at(1, { groupByValue: 'jobStatus' });
    expect([capped.total, capped.activeSearchCount, capped.archivedSearchCount]).toEqual([1, { count: 1, capped: true }, { count: 1, capped: false }]);
    // Over the cap each group is counted up to it; the groups and their order are the exact ones'.
    expect(capped.groups).toEqual([
      { value: 'PUBLISHED', label: 'PUBLISHED', count: 1, capped: true },
      { value: 'CLOSED', label: 'CLOSED', count: 1, capped: false },
    ]);
    expect((await at(2, { groupByValue: 'status' })).groups).toEqual([
      { value: 'SOURCED', label: 'SOURCED', count: 1, capped: false },
      { value: 'IN_PROCESS', label: 'IN_PROCESS', count: 1, capped: false },
      { value: 'HIRED', label: 'HIRED', count: 1, capped: false },
    ]);
    expect((await at(1, { groupByValue: 'origin' })).groups.map((group) => [group.value, group.count, group.capped])).toEqual(
      (await at(10_000, { groupByValue: 'origin' })).groups.map((group) => [group.value, group.count, false]),
    );
    // Every page reads the same rows whatever the cap, past a capped group too (as the API may be asked).
    for (const groupByValue of ['jobStatus', 'status', 'none', 'owner'] as const) {
      for (let page = 1; page <= 4; page += 1) {
        const expected = firstNames((await at(10_000, { groupByValue, page })).items);
        expect([groupByValue, page, firstNames((await at(1, { groupByValue, page })).items)]).toEqual([groupByValue, page, expected]);
      }
    }
    // A filter narrows below the cap: exact again.
    expect((await at(1, { source: ['LinkedIn'] })).activeSearchCount).toEqual({ count: 1, capped: false });
    expect((await at(1, { source: ['Nowhere'] })).activeSearchCount).toEqual({ count: 0, capped: false });
  });

  it('answers the filter options with counts under the other filters', async () => {
    const response = await company.admin.get(`/job-applications/filters?afterPosition=${lastPosition}`);
    expect(response.status).toBe(200);
    const options = response.body as Record<string, Option[]> & { activeSearchCount: { count: number }; archivedSearchCount: { count: number } };
    const counts = (facet: Option[]) => Object.fromEntries(facet.map((option) => [option.label, option.count]));
    expect([options.activeSearchCount.count, options.archivedSearchCount.count]).toEqual([3, 1]);
    expect(counts(options.jobs)).toEqual({ 'Platform Engineer': 2, 'Product Designer': 1 });
    expect(counts(options.origin)).toEqual({ sourced: 1, applied: 1, agency: 1 });
    expect(counts(options.source)).toEqual({ LinkedIn: 1, Careers: 1, 'Agency One': 1 });
    expect(counts(options.owners)).toEqual({ 'Ada Admin': 1, 'Rami Recruiter': 2 });
    expect(counts(options.statuses)).toEqual({ SOURCED: 1, IN_PROCESS: 1, HIRED: 1 });
    expect(counts(options.archivalReasons)).toEqual({ 'Not qualified': 1 });
    expect(counts(options.jobStatuses)).toEqual({ PUBLISHED: 2, CLOSED: 1 });
    expect(counts(options.jobOwners)).toEqual({ 'Ada Admin': 2, 'Rami Recruiter': 1 });
    expect(counts(options.locations)).toEqual({ Dubai: 2 });
    expect(counts(options.departments)).toEqual({ Engineering: 2 });
    expect(options.stages).toContainEqual(expect.objectContaining({ value: stageNamed(platform, 'Interview').id, jobId: platform.id, count: 1 }));
    const field = (options.customFields as unknown as Array<{ fieldId: string; options: Option[] }>).find((entry) => entry.fieldId === fieldId)!;
    expect(counts(field.options)).toEqual({ Junior: 1, Senior: 1 });

    // Under a filter, the other facets narrow while the filter's own keeps its choices.
    const narrowed = (await company.admin.get(`/job-applications/filters?origin=applied`)).body as Record<string, Option[]>;
    expect(counts(narrowed.origin)).toEqual({ sourced: 1, applied: 1, agency: 1 });
    expect(counts(narrowed.owners)).toEqual({ 'Rami Recruiter': 1 });
    expect(counts(narrowed.jobs)).toEqual({ 'Platform Engineer': 1 });
    // Bad filters are refused here too.
    const ai = await company.admin.get('/job-applications/filters?aiCVScoreOption=GOOD');
    expect({ status: ai.status, message: ai.body.message }).toEqual({ status: 400, message: 'AI CV filters are not available yet' });
  });

  it('shows a stage-limited collaborator only the stages where they may open profiles, in the list and its options', async () => {
    expect(await names('', stageLimited)).toEqual(['Bilal']);
    const tabs = await list('', stageLimited);
    expect([tabs.activeSearchCount.count, tabs.archivedSearchCount.count]).toEqual([1, 0]);
    const options = (await stageLimited.get('/job-applications/filters')).body as Record<string, Option[]>;
    expect(options.jobs.map((option) => [option.label, option.count])).toEqual([['Platform Engineer', 1]]);
    // The profile agrees: the listed one opens, the others do not.
    expect((await stageLimited.get(`/job-applications/${ids.Bilal}`)).status).toBe(200);
    expect((await stageLimited.get(`/job-applications/${ids.Amal}`)).status).toBe(403);
  });

  it('never shows another company’s applications, whatever the filter', async () => {
    const theirs = await other.admin.get<ListBody>('/job-applications?source=LinkedIn&take=100');
    expect(theirs.body.items.map((row) => row.firstName)).toEqual(['Amal']);
    expect(theirs.body.items[0].applicationId).not.toBe(ids.Amal);
    const ours = await list('source=LinkedIn');
    expect(ours.items.map((row) => row.applicationId)).toEqual([ids.Amal]);
    // Their filter options hold none of our jobs or owners.
    const options = (await other.admin.get('/job-applications/filters')).body as Record<string, Option[]>;
    expect(options.jobs.map((option) => option.value)).not.toContain(platform.id);
    expect(options.owners.map((option) => option.value)).not.toContain(adminId);
    // Asking for our job or application ids by name finds nothing.
    const probe = await other.admin.get<ListBody>(`/job-applications?jobRoleIds=${platform.id}&applicationIds=${ids.Amal}`);
    expect(probe.body.items).toEqual([]);
  });
});
