import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { jobPermissionStrings, type CollaboratorPermission } from '@ats/domain/identity';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import {
  apiAs,
  candidateInput,
  createPublishedJob,
  createTestCompany,
  stageNamed,
  type ApiClient,
  type TestCompany,
} from './support';

/**
 * Every existing route through the real identity: role and permission rules on the route (403 "Access
 * denied"), job-scoped checks in the handlers (collaborator permissions per job and stage), limited users
 * seeing only their jobs (404 outside them), and events carrying the real actor.
 */
describe('identity: authorization of the hiring routes', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let domain: string;
  let ids: Record<string, string>;
  let api: Record<'interviewer' | 'employee' | 'allJobsRecruiter', ApiClient>;
  let ownJob: Awaited<ReturnType<typeof createPublishedJob>>;
  let sharedJob: Awaited<ReturnType<typeof createPublishedJob>>;
  let profileOnlyJob: Awaited<ReturnType<typeof createPublishedJob>>;
  let hiddenJob: Awaited<ReturnType<typeof createPublishedJob>>;
  const applications: Record<string, { id: string; revision: number }> = {};

  const grant = (userEmail: string, entries: CollaboratorPermission[]) =>
    dataSource.query(`UPDATE users SET collaborator_permissions = $2 WHERE id = $1`, [
      ids[userEmail],
      JSON.stringify(entries),
    ]);

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('authz');
    other = await createTestCompany('authz-other');
    domain = company.adminEmail.split('@')[1];
    const extra = await seedCompany(dataSource, {
      name: 'authz company',
      domain,
      users: [
        { firstName: 'Ines', lastName: 'Interviewer', email: `interviewer@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        { firstName: 'Emad', lastName: 'Employee', email: `employee@${domain}`, roles: ['COMPANY_EMPLOYEE'] },
        { firstName: 'Alia', lastName: 'All-jobs', email: `all-jobs@${domain}`, roles: ['COMPANY_RECRUITER'] },
      ],
    });
    ids = { ...company.userIds, ...extra.userIds };
    api = {
      interviewer: apiAs(`interviewer@${domain}`),
      employee: apiAs(`employee@${domain}`),
      allJobsRecruiter: apiAs(`all-jobs@${domain}`),
    };

    ownJob = await createPublishedJob(company.recruiter, 'Recruiter-owned job');
    sharedJob = await createPublishedJob(company.admin, 'Shared job');
    profileOnlyJob = await createPublishedJob(company.admin, 'Profile-only job');
    hiddenJob = await createPublishedJob(company.admin, 'Hidden job');
    for (const job of [ownJob, sharedJob, profileOnlyJob, hiddenJob]) {
      const added = await company.admin.post('/job-applications', candidateInput(job.id));
      expect(added.status).toBe(201);
      applications[job.id] = added.body;
    }
    // The interviewer may move candidates on the shared job, only in Sourced and Screening; on the other, only look.
    await grant(`interviewer@${domain}`, [
      {
        jobRoleId: sharedJob.id,
        permissions: jobPermissionStrings(['ACCESS_PROFILE', 'MOVE_STAGES_AND_SEND_EMAILS']),
        stageIds: [stageNamed(sharedJob, 'Sourced').id, stageNamed(sharedJob, 'Screening').id],
      },
      { jobRoleId: profileOnlyJob.id, permissions: jobPermissionStrings(['ACCESS_PROFILE']), stageIds: null },
    ]);
    await grant(`all-jobs@${domain}`, [
      { jobRoleId: '*', permissions: jobPermissionStrings(['ACCESS_PROFILE', 'MOVE_STAGES_AND_SEND_EMAILS']) },
    ]);
  });

  afterAll(() => dataSource.destroy());

  const jobNames = async (client: ApiClient) =>
    ((await client.get('/company-roles/dropdown')).body as Array<{ name: string }>).map((job) => job.name).sort();
  const listedJobIds = async (client: ApiClient) =>
    [
      ...new Set(
        ((await client.get('/job-applications?take=100')).body.items as Array<{ jobId: string }>).map(
          (row) => row.jobId,
        ),
      ),
    ].sort();
  const expectDenied = (response: { status: number; body: { message: string } }) => {
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Access denied');
  };

  it('admins and all-jobs recruiters see every job; a recruiter their own; an interviewer the jobs they collaborate on', async () => {
    const all = ['Hidden job', 'Profile-only job', 'Recruiter-owned job', 'Shared job'];
    expect(await jobNames(company.admin)).toEqual(all);
    expect(await jobNames(api.allJobsRecruiter)).toEqual(all);
    expect(await jobNames(company.recruiter)).toEqual(['Recruiter-owned job']);
    expect(await jobNames(api.interviewer)).toEqual(['Profile-only job', 'Shared job']);
  });

  it('filters the candidate list and its counts by the jobs the caller sees', async () => {
    expect(await listedJobIds(company.recruiter)).toEqual([ownJob.id]);
    expect(await listedJobIds(api.interviewer)).toEqual([sharedJob.id, profileOnlyJob.id].sort());
    const counts = (await company.recruiter.get('/job-applications')).body;
    expect(counts.activeSearchCount.count).toBe(1);
    // Asking for a hidden job by filter shows nothing rather than leaking it.
    expect((await api.interviewer.get(`/job-applications?jobRoleIds=${hiddenJob.id}`)).body.total).toBe(0);
  });

  it("answers 404 for a job or an application outside the caller's sight, as for another company's", async () => {
    expect((await company.recruiter.get(`/company-roles/${sharedJob.id}`)).status).toBe(404);
    expect((await api.interviewer.get(`/company-roles/${hiddenJob.id}`)).status).toBe(404);
    expect((await api.interviewer.get(`/company-roles/${sharedJob.id}`)).status).toBe(200);
    const hidden = applications[hiddenJob.id].id;
    for (const path of [`/job-applications/${hidden}`, `/job-applications/${hidden}/history`]) {
      expect((await api.interviewer.get(path)).status).toBe(404);
    }
    expect(
      (
        await api.interviewer.post(`/job-applications/${hidden}/move-to-stage`, {
          stageId: stageNamed(hiddenJob, 'Screening').id,
          expectedRevision: 0,
        })
      ).status,
    ).toBe(404);
    expect((await other.admin.get(`/company-roles/${sharedJob.id}`)).status).toBe(404);
    expect((await other.admin.get(`/job-applications/${applications[sharedJob.id].id}`)).status).toBe(404);
  });

  it('job-scoped checks: the stage permission for that job and both stages of a move, else 403', async () => {
    const shared = applications[sharedJob.id];
    // Sourced → Screening: both stages are the interviewer's.
    const moved = await api.interviewer.post(`/job-applications/${shared.id}/move-to-stage`, {
      stageId: stageNamed(sharedJob, 'Screening').id,
      expectedRevision: shared.revision,
    });
    expect(moved.status).toBe(201);
    // Screening → Interview: the target stage is not.
    expectDenied(
      await api.interviewer.post(`/job-applications/${shared.id}/move-to-stage`, {
        stageId: stageNamed(sharedJob, 'Interview').id,
        expectedRevision: moved.body.revision,
      }),
    );
    // Profile only: may look, not move or archive.
    const profileOnly = applications[profileOnlyJob.id];
    expect((await api.interviewer.get(`/job-applications/${profileOnly.id}`)).status).toBe(200);
    expectDenied(
      await api.interviewer.post(`/job-applications/${profileOnly.id}/move-to-stage`, {
        stageId: stageNamed(profileOnlyJob, 'Screening').id,
        expectedRevision: 0,
      }),
    );
    const [reason] = (await api.interviewer.get('/archival-reasons/company')).body;
    expectDenied(
      await api.interviewer.post(`/job-applications/${profileOnly.id}/archive`, {
        archivalReasonId: reason.id,
        sendRejectionEmail: false,
        expectedRevision: 0,
      }),
    );
  });

  it('events carry the real actor', async () => {
    const history = (await company.admin.get(`/job-applications/${applications[sharedJob.id].id}/history`)).body.items;
    expect(history[0].actor).toEqual({ kind: 'user', id: ids[company.adminEmail], name: 'Ada Admin' });
    expect(history[1].actor).toEqual({ kind: 'user', id: ids[`interviewer@${domain}`], name: 'Ines Interviewer' });
  });

  it('add candidate: admin and recruiter only, and only to a job they see', async () => {
    expect((await company.recruiter.post('/job-applications', candidateInput(ownJob.id))).status).toBe(201);
    expect((await company.recruiter.post('/job-applications', candidateInput(sharedJob.id))).status).toBe(404);
    expectDenied(await api.interviewer.post('/job-applications', candidateInput(sharedJob.id)));
    expectDenied(await api.employee.post('/job-applications', candidateInput(sharedJob.id)));
  });

  it('jobs: interviewers cannot create, publish or configure; a recruiter can on their own job only', async () => {
    expectDenied(await api.interviewer.post('/company-roles', { name: 'Not mine to create' }));
    expectDenied(await api.interviewer.patch(`/company-roles/publish/${sharedJob.id}`));
    const screening = stageNamed(ownJob, 'Screening').id;
    expectDenied(
      await api.interviewer.put(
        `/company-roles/${sharedJob.id}/stages/${stageNamed(sharedJob, 'Screening').id}/automations`,
        { archiveUnresponsiveAfterDays: 3 },
      ),
    );
    expect(
      (
        await company.recruiter.put(`/company-roles/${ownJob.id}/stages/${screening}/automations`, {
          archiveUnresponsiveAfterDays: 3,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await company.recruiter.put(
          `/company-roles/${sharedJob.id}/stages/${stageNamed(sharedJob, 'Screening').id}/automations`,
          { archiveUnresponsiveAfterDays: 3 },
        )
      ).status,
    ).toBe(404);
    // A recruiter publishes the job they have just created: ownership is read from the job's own stream.
    const created = await company.recruiter.post('/company-roles', { name: `Fresh ${randomUUID().slice(0, 4)}` });
    expect(created.status).toBe(201);
    expect((await company.recruiter.patch(`/company-roles/publish/${created.body.id}`)).status).toBe(200);
  });

  it('employees see none of the jobs, candidates or inbox routes: 403 "Access denied"', async () => {
    const application = applications[sharedJob.id].id;
    for (const response of [
      await api.employee.get('/company-roles/dropdown'),
      await api.employee.get(`/company-roles/${sharedJob.id}`),
      await api.employee.post('/company-roles', { name: 'Nope' }),
      await api.employee.get('/job-applications'),
      await api.employee.get(`/job-applications/${application}`),
      await api.employee.get(`/job-applications/${application}/history`),
      await api.employee.get('/archival-reasons/company'),
      await api.employee.get('/inbox'),
      await api.employee.get('/inbox/list-count?filter=UNREAD'),
    ]) {
      expectDenied(response);
    }
    expect((await api.employee.get('/users/me')).body).toMatchObject({
      access: 'EMPLOYEE',
      roleAccess: 'COMPANY_EMPLOYEE',
    });
  });

  it('GET /auth/info/user/{id}: members of the same company only', async () => {
    const info = await api.employee.get(`/auth/info/user/${ids[company.recruiterEmail]}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      id: ids[company.recruiterEmail],
      name: 'Rami Recruiter',
      email: company.recruiterEmail,
    });
    expect((await other.admin.get(`/auth/info/user/${ids[company.recruiterEmail]}`)).status).toBe(404);
  });
});
