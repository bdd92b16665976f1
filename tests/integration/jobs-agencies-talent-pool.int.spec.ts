import { randomUUID } from 'node:crypto';
import { createDataSource } from '@ats/infra/db/data-source';
import { createAgency, createPublishedJob, createTestCompany, type TestCompany } from './support';

type JobBody = { id: string; kind: string; revision: number; agencyIds: string[] };
type ListBody = { items: Array<{ id: string }>; counts: Record<string, number> };

/** A job's assigned agencies (spec 02 §2.6, §3.1) and the company's one talent pool (§2.2, §4.1), over HTTP. */
describe('job agencies and the talent pool over HTTP', () => {
  let company: TestCompany;
  let other: TestCompany;
  let departmentId: string;
  let locationId: string;
  /** A job the test agencies are first assigned to (an agency has at least one job), not the jobs under test. */
  let anchorJobId: string;

  const read = async (id: string, position?: string) => {
    const response = await company.admin.get<JobBody>(`/company-roles/${id}${position ? `?afterPosition=${position}` : ''}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const createJob = (name: string, kind?: string, headers?: Record<string, string>) =>
    company.admin.post('/company-roles', { name, ...(kind ? { kind } : {}) }, headers);

  beforeAll(async () => {
    company = await createTestCompany('agencies');
    other = await createTestCompany('agencies-other');
    const department = await company.admin.post('/departments', { name: 'People', headOfDepartmentId: null });
    const location = await company.admin.post('/locations', { name: 'Riyadh' });
    expect([department.status, location.status]).toEqual([201, 201]);
    departmentId = department.body.id;
    locationId = location.body.id;
    anchorJobId = (await createPublishedJob(company.admin, 'Agency anchor')).id;
  });

  describe('assigned agencies', () => {
    const agencies = (companyId: string, jobId: string) => `/company-roles/companies/${companyId}/jobs/${jobId}/agencies`;

    it('keeps the agencies assigned to a job and answers them on the job', async () => {
      const created = await createJob('Agency Engineer');
      expect(created.status).toBe(201);
      const job = await read(created.body.id, created.body.position);
      expect(job.agencyIds).toEqual([]);

      const [first, second] = [await createAgency(company.admin, [anchorJobId]), await createAgency(company.admin, [anchorJobId])];
      const assigned = await company.admin.put(agencies(company.companyId, job.id), { agencyIds: [first, second, first], expectedRevision: job.revision });
      expect(assigned.status).toBe(200);
      expect((await read(job.id, assigned.body.position)).agencyIds).toEqual([first, second]);

      const cleared = await company.admin.put(agencies(company.companyId, job.id), { agencyIds: [] });
      expect(cleared.status).toBe(200);
      expect((await read(job.id, cleared.body.position)).agencyIds).toEqual([]);
    });

    it('refuses bad input with the error object and changes nothing', async () => {
      const created = await createJob('Careful Agency Engineer');
      const kept = await createAgency(company.admin, [anchorJobId]);
      const assigned = await company.admin.put(agencies(company.companyId, created.body.id), { agencyIds: [kept] });
      expect(assigned.status).toBe(200);
      const before = await read(created.body.id, assigned.body.position);

      const tooMany = Array.from({ length: 101 }, () => randomUUID());
      for (const [body, message] of [
        [{ agencyIds: ['not-an-agency'] }, 'Please select valid agencies'],
        [{ agencyIds: 'all' }, 'Please select valid agencies'],
        [{}, 'Please select valid agencies'],
        [{ agencyIds: tooMany }, 'A job can have at most 100 agencies'],
      ] as const) {
        const refused = await company.admin.put(agencies(company.companyId, before.id), body);
        expect([refused.status, refused.body]).toEqual([400, expect.objectContaining({ message, success: false, errorCode: 'validation', statusCode: 400 })]);
      }
      // An id the job does not hold must be an agency of the company (not unknown, not another company's).
      const unknown = await company.admin.put(agencies(company.companyId, before.id), { agencyIds: [kept, randomUUID()] });
      expect([unknown.status, unknown.body]).toEqual([400, expect.objectContaining({ message: 'Please select valid agencies', errorCode: 'job-agency-unknown' })]);
      const stale = await company.admin.put(agencies(company.companyId, before.id), { agencyIds: [], expectedRevision: before.revision - 1 });
      expect(stale.status).toBe(409);
      // Another company: neither its own id in the path nor ours reaches the job.
      expect((await other.admin.put(agencies(other.companyId, before.id), { agencyIds: [] })).status).toBe(404);
      expect((await other.admin.put(agencies(company.companyId, before.id), { agencyIds: [] })).status).toBe(404);
      // Our own job under another company's id in the path is no job either.
      expect((await company.admin.put(agencies(other.companyId, before.id), { agencyIds: [] })).status).toBe(404);

      const after = await read(before.id);
      expect([after.revision, after.agencyIds]).toEqual([before.revision, [kept]]);
    });
  });

  describe('the talent pool', () => {
    const talentPools = async () => {
      const listed = await company.admin.get<ListBody>('/company-roles/v1/list?tab=TALENT_POOL');
      expect(listed.status).toBe(200);
      return listed.body;
    };

    it('keeps one talent pool per company: a second, at once or later, or a clone is refused and nothing written', async () => {
      const key = randomUUID();
      // Two requests at once: the advisory lock lets one through; the other sees it.
      const racing = await Promise.all([createJob('Talent pool', 'TALENT_POOL', { 'idempotency-key': key }), createJob('Talent pool 2', 'TALENT_POOL')]);
      expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = racing.find((response) => response.status === 409)!;
      expect(refused.body).toEqual(expect.objectContaining({ message: 'Your company already has a talent pool', errorCode: 'talent-pool-exists', success: false }));
      const pool = racing.find((response) => response.status === 201)!;
      await read(pool.body.id, pool.body.position);

      const later = await createJob('Another talent pool', 'TALENT_POOL');
      expect([later.status, later.body.message]).toEqual([409, 'Your company already has a talent pool']);
      const clone = await company.admin.post(`/company-roles/copyJobJourney/${pool.body.id}`, {
        displayName: 'Pool copy',
        ownerId: company.userIds[company.adminEmail],
        departmentId,
        locationId,
      });
      expect([clone.status, clone.body.message]).toEqual([409, 'Your company already has a talent pool']);

      const listed = await talentPools();
      expect([listed.counts.TALENT_POOL, listed.items.map((item) => item.id)]).toEqual([1, [pool.body.id]]);

      // A retried create (same Idempotency-Key) answers as its first attempt did: the same pool, or refused again.
      const retried = await createJob('Talent pool', 'TALENT_POOL', { 'idempotency-key': key });
      expect(retried.status).toBe(racing[0].status);
      expect(retried.body.id === pool.body.id).toBe(racing[0].status === 201);
      // Other companies keep their own.
      expect((await other.admin.post('/company-roles', { name: 'Talent pool', kind: 'TALENT_POOL' })).status).toBe(201);
      // Ordinary jobs are not limited.
      expect((await createJob('Second ordinary job')).status).toBe(201);
    });

    it('answers promptly, one pool per company, when more are asked for at once than the API has connections', async () => {
      // The API's connection pool, as its DataSource is configured (created, never connected).
      const poolSize: number = createDataSource(process.env.DATABASE_URL as string).options.extra.max;
      // Creations waiting for a company's lock each hold a connection; the guard's lock_timeout is 10 s. When
      // they held them all, the lock's holder waited for one more until the waiters timed out (500s after 10 s).
      const lockTimeoutMs = 10_000;
      const companies = await Promise.all(['pool-race-a', 'pool-race-b', 'pool-race-c'].map((label) => createTestCompany(label)));
      // Twice as many creations as connections, so that waiters fill the pool whatever order they come in.
      const perCompany = Math.ceil((2 * poolSize) / companies.length);
      // Signed in first, so the race below is only the creations.
      for (const each of companies) expect((await each.admin.get('/company-roles/v1/list?tab=TALENT_POOL')).status).toBe(200);

      const timed = async (each: TestCompany, index: number) => {
        const started = Date.now();
        const response = await each.admin.post('/company-roles', { name: `Talent pool ${index}`, kind: 'TALENT_POOL' });
        return { company: each.companyId, status: response.status, body: response.body, ms: Date.now() - started };
      };
      const answers = await Promise.all(companies.flatMap((each) => Array.from({ length: perCompany }, (_, index) => timed(each, index))));
      expect(answers.length).toBeGreaterThan(poolSize);

      for (const each of companies) {
        const own = answers.filter((answer) => answer.company === each.companyId);
        expect(own.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: perCompany - 1 }, () => 409)]);
        for (const refused of own.filter((answer) => answer.status === 409)) {
          expect(refused.body).toEqual(expect.objectContaining({ message: 'Your company already has a talent pool', errorCode: 'talent-pool-exists' }));
        }
        const created = own.find((answer) => answer.status === 201)!;
        const listed = await each.admin.get<ListBody>('/company-roles/v1/list?tab=TALENT_POOL');
        expect([listed.body.counts.TALENT_POOL, listed.body.items.map((item) => item.id)]).toEqual([1, [created.body.id]]);
      }
      // Each answered before a lock wait could have timed out.
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(lockTimeoutMs);
    });
  });
});
