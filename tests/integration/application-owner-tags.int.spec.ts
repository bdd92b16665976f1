import { randomUUID } from 'node:crypto';
import { ALL_JOB_PERMISSIONS } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient } from './support';

type Row = { applicationId: string; firstName: string; ownerId: string; ownerName: string; tags: string[] };
type Option = { value: string; label: string; count: number };

/**
 * The profile's edits of an application's owner and tags (spec 02 §2.13, §3.7) through HTTP: the list and
 * the history follow them, the new owner is told (01 §3.8 CANDIDATE_OWNER_ASSIGNED), the list's `tag` and
 * `frequentTags` filters and the filter options answer from them, refusals record nothing, and another
 * company's caller finds no such application.
 */
describe('application owner and tags', () => {
  const domain = `owner-tags-${randomUUID().slice(0, 8)}.test`;
  let admin: ApiClient;
  let recruiter: ApiClient;
  let ids: Record<'admin' | 'recruiter', string>;
  let other: Awaited<ReturnType<typeof createTestCompany>>;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let noor: string;
  let omar: string;
  let revision = 0;
  let position = '';

  const row = async (applicationId: string): Promise<Row> => {
    const response = await admin.get<{ items: Row[] }>(`/job-applications?afterPosition=${position}&take=100`);
    expect(response.status).toBe(200);
    const found = response.body.items.find((item) => item.applicationId === applicationId);
    if (!found) throw new Error(`${applicationId} is not listed`);
    return found;
  };
  const listed = async (query: string): Promise<string[]> => {
    const response = await admin.get<{ items: Row[] }>(`/job-applications?${query}&afterPosition=${position}&take=100`);
    expect(response.status).toBe(200);
    return response.body.items.map((item) => item.firstName).sort();
  };
  const post = async (applicationId: string, path: string, body: Record<string, unknown>, client: ApiClient = admin) =>
    client.post(`/job-applications/${applicationId}/${path}`, body);
  const accepted = async (applicationId: string, path: string, body: Record<string, unknown>) => {
    const response = await post(applicationId, path, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
    position = response.body.position;
    return response.body.revision as number;
  };
  /** A refusal with the spec's message, after which the application's history is as it was. */
  const refusedWithNothingRecorded = async (path: string, body: Record<string, unknown>, status: number, message: string) => {
    const before = (await admin.get(`/job-applications/${noor}/history`)).body.total;
    const response = await post(noor, path, body);
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect((await admin.get(`/job-applications/${noor}/history`)).body.total).toBe(before);
  };

  beforeAll(async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    try {
      const seeded = await seedCompany(dataSource, {
        name: 'Owner tags company',
        domain,
        users: [
          { firstName: 'Ada', lastName: 'Admin', email: `admin@${domain}`, roles: ['COMPANY_ADMIN'] },
          {
            firstName: 'Rami',
            lastName: 'Recruiter',
            email: `recruiter@${domain}`,
            roles: ['COMPANY_RECRUITER'],
            collaboratorPermissions: [{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS] }],
          },
        ],
      });
      ids = { admin: seeded.userIds[`admin@${domain}`], recruiter: seeded.userIds[`recruiter@${domain}`] };
    } finally {
      await dataSource.destroy();
    }
    admin = apiAs(`admin@${domain}`);
    recruiter = apiAs(`recruiter@${domain}`);
    other = await createTestCompany('owner-tags-other');
    job = await createPublishedJob(admin, 'Tagged Engineer');
    const added = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Noor', lastName: 'Hassan', ownerId: ids.admin }));
    expect(added.status).toBe(201);
    noor = added.body.id;
    const second = await admin.post('/job-applications', candidateInput(job.id, { firstName: 'Omar', lastName: 'Saleh', ownerId: ids.admin }));
    expect(second.status).toBe(201);
    omar = second.body.id;
    position = second.body.position;
  });

  it('makes a team member the owner: the list and history follow, and the new owner is told', async () => {
    revision = await accepted(noor, 'owner-change', { ownerId: ids.recruiter, expectedRevision: revision });
    expect(await row(noor)).toMatchObject({ ownerId: ids.recruiter, ownerName: 'Rami Recruiter' });
    expect(await listed(`owners=${ids.recruiter}`)).toEqual(['Noor']);
    const history = (await admin.get(`/job-applications/${noor}/history`)).body.items as Array<{ details: { type: string } }>;
    expect(history.at(-1)?.details).toEqual({ type: 'ApplicationOwnerChanged', ownerName: 'Rami Recruiter' });
    const notice = await eventually(async () => {
      const inbox = (await recruiter.get('/inbox?filter=ALL')).body;
      return inbox.notifications?.find((n: { type: string; jobApplicationId: string }) => n.type === 'CANDIDATE_OWNER_ASSIGNED' && n.jobApplicationId === noor);
    });
    expect(notice.title).toBe('Ada Admin made you the owner of Noor Hassan');
  });

  it('refuses the present owner, someone outside the team and a bad id, recording nothing', async () => {
    await refusedWithNothingRecorded('owner-change', { ownerId: ids.recruiter, expectedRevision: revision }, 409, 'This team member already owns the candidate');
    await refusedWithNothingRecorded('owner-change', { ownerId: other.recruiterId, expectedRevision: revision }, 400, 'Please select owner');
    await refusedWithNothingRecorded('owner-change', { ownerId: 'nobody', expectedRevision: revision }, 400, 'Please select owner');
    expect((await row(noor)).ownerId).toBe(ids.recruiter);
  });

  it('adds and removes tags, trimmed and once whatever their case', async () => {
    revision = await accepted(noor, 'add-or-remove-tags', { add: [' Java ', 'java', 'Remote'], expectedRevision: revision });
    expect((await row(noor)).tags).toEqual(['Java', 'Remote']);
    revision = await accepted(noor, 'add-or-remove-tags', { add: ['Senior'], remove: ['REMOTE'], expectedRevision: revision });
    expect((await row(noor)).tags).toEqual(['Java', 'Senior']);
    await accepted(omar, 'add-or-remove-tags', { add: ['Java'], expectedRevision: 0 });
    const history = (await admin.get(`/job-applications/${noor}/history`)).body.items as Array<{ details: unknown }>;
    expect(history.at(-1)?.details).toEqual({ type: 'ApplicationTagsChanged', added: ['Senior'], removed: ['Remote'] });
  });

  it('refuses empty, too long, comma-holding and unchanged tags, recording nothing', async () => {
    await refusedWithNothingRecorded('add-or-remove-tags', { add: [' '], expectedRevision: revision }, 400, 'Please enter new or existing tags');
    await refusedWithNothingRecorded('add-or-remove-tags', { add: ['x'.repeat(51)], expectedRevision: revision }, 400, 'A tag can have at most 50 characters');
    await refusedWithNothingRecorded('add-or-remove-tags', { add: ['a,b'], expectedRevision: revision }, 400, 'A tag cannot contain a comma');
    await refusedWithNothingRecorded('add-or-remove-tags', { add: ['JAVA'], remove: ['Remote'], expectedRevision: revision }, 409, 'The application already has these tags');
    expect((await row(noor)).tags).toEqual(['Java', 'Senior']);
  });

  it('filters the list by tag and by frequent tag, and lists the tags with their counts', async () => {
    expect(await listed('tag=Java')).toEqual(['Noor', 'Omar']);
    expect(await listed('tag=Senior')).toEqual(['Noor']);
    expect(await listed('tag=Nobody')).toEqual([]);
    expect(await listed('frequentTags=Senior')).toEqual(['Noor']);
    expect(await listed('tag=Nobody,Senior')).toEqual(['Noor']);
    const options = (await admin.get(`/job-applications/filters?afterPosition=${position}`)).body as Record<string, Option[]>;
    expect(options.tags).toEqual([
      { value: 'Java', label: 'Java', count: 2 },
      { value: 'Senior', label: 'Senior', count: 1 },
    ]);
    expect(options.frequentTags.map((option) => option.value)).toEqual(['Java', 'Senior']);
    // The tag filter leaves its own options as they are (faceting) but narrows the others.
    const narrowed = (await admin.get(`/job-applications/filters?tag=Senior`)).body as Record<string, Option[]>;
    expect(narrowed.tags.map((option) => option.count)).toEqual([2, 1]);
    expect(narrowed.owners).toEqual([{ value: ids.recruiter, label: 'Rami Recruiter', count: 1 }]);
  });

  it('changes one application’s origin and source on the history; refuses bad input and another company, recording nothing', async () => {
    type OriginRow = Row & { origin: string; source: string | null };
    const before = (await admin.get(`/job-applications/${omar}?afterPosition=${position}`)).body as OriginRow & { revision: number };
    let omarRevision = await accepted(omar, 'origin-source-change', { origin: 'referral', source: ' Job fair ', expectedRevision: before.revision });
    expect((await row(omar)) as OriginRow).toMatchObject({ origin: 'referral', source: 'Job fair' });
    const history = (await admin.get(`/job-applications/${omar}/history`)).body.items as Array<{ details: unknown }>;
    expect(history.at(-1)?.details).toEqual({
      type: 'ApplicationOriginSourceChanged',
      fromOrigin: before.origin,
      origin: 'referral',
      fromSource: before.source,
      source: 'Job fair',
    });
    // A blank source clears it; the origin, absent, stays.
    omarRevision = await accepted(omar, 'origin-source-change', { source: '  ', expectedRevision: omarRevision });
    expect((await row(omar)) as OriginRow).toMatchObject({ origin: 'referral', source: null });

    const refused = async (body: Record<string, unknown>, client: ApiClient, status: number, message?: string) => {
      const total = (await admin.get(`/job-applications/${omar}/history`)).body.total;
      const response = await post(omar, 'origin-source-change', { expectedRevision: omarRevision, ...body }, client);
      expect({ status: response.status, ...(message ? { message: response.body.message } : {}) }).toEqual({ status, ...(message ? { message } : {}) });
      expect((await admin.get(`/job-applications/${omar}/history`)).body.total).toBe(total);
    };
    await refused({ origin: 'walk-in' }, admin, 400, 'Please select origin');
    await refused({ source: 42 }, admin, 400, 'Please input source');
    await refused({ source: 'x'.repeat(256) }, admin, 400, 'Source can be at most 255 characters');
    await refused({ origin: 'referral' }, admin, 409, 'The application already has this origin and source');
    await refused({ origin: 'agency' }, other.admin, 404);
    expect((await row(omar)) as OriginRow).toMatchObject({ origin: 'referral', source: null });
  });

  it('answers another company’s caller 404 and changes nothing', async () => {
    const owner = await post(noor, 'owner-change', { ownerId: other.recruiterId, expectedRevision: revision }, other.admin);
    expect(owner.status).toBe(404);
    const tags = await post(noor, 'add-or-remove-tags', { add: ['Foreign'], expectedRevision: revision }, other.admin);
    expect(tags.status).toBe(404);
    expect(await row(noor)).toMatchObject({ ownerId: ids.recruiter, tags: ['Java', 'Senior'] });
  });
});
