import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import {
  apiAs,
  candidateInput,
  createPublishedJob,
  createTestCompany,
  eventually,
  type ApiClient,
  type TestCompany,
} from './support';

type Member = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  accessType: string;
  jobsAssigned: number;
  lastActive: string | null;
  status: string;
  isDeletedUser: boolean;
  companyPermissions: string[];
  jobPermissions: { allJobs: boolean; jobIds: string[]; permissions: string[]; stageIds: string[] | null } | null;
};

/**
 * Team members through HTTP (spec 03 "Team members", §5, §6; 02 §3.13, §6.1): invite, add without invite,
 * resend, list with search, filters and paging, edit access and per-job permissions, delete — each with the
 * rule of who manages whom, and scoped to the caller's company.
 */
describe('team members', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let domain: string;
  const emailOf = (local: string) => `${local}@${domain}`;

  const member = (body: Record<string, unknown>) => ({
    firstName: 'Lina',
    lastName: 'Haddad',
    accessType: 'COMPANY_INTERVIEWER',
    sendInvite: false,
    ...body,
  });

  const listAs = async (
    api: ApiClient,
    query = '',
  ): Promise<{ data: Member[]; total: number; page: number; take: number }> => {
    const response = await api.get(`/company-roles/company-users/v1?take=100${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const memberById = async (id: string, query = '&includeDeletedUsers=true') =>
    (await listAs(company.admin, query)).data.find((row) => row.id === id);

  const mailsTo = async (to: string): Promise<Array<{ kind: string; subject: string; text_body: string }>> =>
    dataSource.query(`SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`, [
      to.toLowerCase(),
    ]);

  /** Adds a member as the admin, without an invite; answers their id. */
  const addMember = async (local: string, accessType: string, names: Record<string, string> = {}) => {
    const created = await company.admin.post(
      '/auth/company/createUser',
      member({ email: emailOf(local), accessType, ...names }),
    );
    expect(created.status).toBe(201);
    return created.body.id as string;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('team');
    domain = company.adminEmail.split('@')[1];
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  describe('adding', () => {
    it('invites by e-mail through the outbox: INVITE_SENT, with a link to /login', async () => {
      const email = emailOf('lina.invited');
      const created = await company.admin.post(
        '/auth/company/createUser',
        member({ email: email.toUpperCase(), sendInvite: true }),
      );
      expect(created.status).toBe(201);
      const row = await memberById(created.body.id);
      expect(row).toMatchObject({
        email,
        fullName: 'Lina Haddad',
        accessType: 'COMPANY_INTERVIEWER',
        status: 'INVITE_SENT',
        isDeletedUser: false,
        jobsAssigned: 0,
      });
      const [mail] = await mailsTo(email);
      expect(mail.kind).toBe('INVITE');
      expect(mail.subject).toBe('Ada Admin invited you to join team company');
      expect(mail.text_body).toContain('as Hiring Manager / Interviewer');
      expect(mail.text_body).toMatch(/https?:\/\/[^\s]+\/login/);
      const audit = await dataSource.query(
        `SELECT action, actor_id FROM audit_log WHERE entity = 'user' AND entity_id = $1`,
        [created.body.id],
      );
      expect(audit).toEqual([{ action: 'create', actor_id: company.userIds[company.adminEmail] }]);
    });

    it('adds without an invite: NOT_INVITED and no e-mail', async () => {
      const id = await addMember('lina.quiet', 'COMPANY_EMPLOYEE');
      expect(await memberById(id)).toMatchObject({ status: 'NOT_INVITED', accessType: 'COMPANY_EMPLOYEE' });
      expect(await mailsTo(emailOf('lina.quiet'))).toEqual([]);
    });

    it('refuses an e-mail in use, here or in another company', async () => {
      const other = await createTestCompany('team-other');
      for (const email of [emailOf('lina.invited'), company.recruiterEmail]) {
        const duplicate = await company.admin.post('/auth/company/createUser', member({ email }));
        expect(duplicate.status).toBe(400);
        expect(duplicate.body.message).toBe('User email already exists');
      }
      // Another company's address is not on this company's domain to begin with.
      const foreign = await company.admin.post('/auth/company/createUser', member({ email: other.adminEmail }));
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(`The email address must belong to your company domain (${domain})`);
    });

    it.each([
      ['no e-mail', { email: undefined }, 'Please enter valid email'],
      ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['no first name', { firstName: '' }, 'Please input first name'],
      ['a blank last name', { lastName: '  ' }, 'Please input last name'],
      ['no access type', { accessType: undefined }, 'Please select access type'],
      ['a non-staff access type', { accessType: 'CANDIDATE' }, 'Please select access type'],
      ['an unknown company permission', { companyPermissions: ['EVERYTHING'] }, 'Please enter valid input'],
    ])('refuses %s (spec 03 §5)', async (_case, override, message) => {
      const response = await company.admin.post(
        '/auth/company/createUser',
        member({ email: emailOf(`req-${randomUUID().slice(0, 6)}`), ...override }),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('stores company permissions on top of the access type’s defaults', async () => {
      const id = await company.admin
        .post(
          '/auth/company/createUser',
          member({ email: emailOf('lina.reports'), companyPermissions: ['ACCESS_COMPANY_REPORTS', 'CREATE_JOB'] }),
        )
        .then((response) => response.body.id);
      const [row] = await dataSource.query(`SELECT permission_v1 FROM users WHERE id = $1`, [id]);
      expect(row.permission_v1).toEqual(
        expect.arrayContaining(['COMPANY::REPORTS::COMPANY_REPORTS::*', 'COMPANY::JOBS::ADD', 'COMPANY::JOBS::LIST']),
      );
      expect((await memberById(id))?.companyPermissions).toEqual(['ACCESS_COMPANY_REPORTS', 'CREATE_JOB']);
    });
  });

  describe('resending an invite', () => {
    it('sends the invite to a member added without one, who is then INVITE_SENT', async () => {
      const id = await addMember('omar.later', 'COMPANY_INTERVIEWER');
      const resent = await company.admin.post(`/auth/resend-invite/${id}`);
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ id, status: 'INVITE_SENT' });
      expect((await memberById(id))?.status).toBe('INVITE_SENT');
      expect((await mailsTo(emailOf('omar.later'))).map((mail) => mail.kind)).toEqual(['INVITE']);
    });

    it('refuses someone who has already joined', async () => {
      const resent = await company.admin.post(`/auth/resend-invite/${company.recruiterId}`);
      expect(resent.status).toBe(400);
      expect(resent.body.message).toBe('This team member has already joined');
    });

    it('marks an invited member ACTIVE once they sign in', async () => {
      const id = await addMember('sami.signs-in', 'COMPANY_INTERVIEWER');
      expect((await apiAs(emailOf('sami.signs-in')).get('/users/me')).status).toBe(200);
      expect(await memberById(id)).toMatchObject({ status: 'ACTIVE', lastActive: expect.any(String) });
    });
  });

  describe('listing', () => {
    beforeAll(async () => {
      await addMember('zara.search', 'COMPANY_EMPLOYEE', { firstName: 'Zara', lastName: 'Quinn' });
      await addMember('yasmin', 'COMPANY_INTERVIEWER', { firstName: 'Yasmin', lastName: 'Quinn' });
    });

    it('searches by name or e-mail', async () => {
      expect((await listAs(company.admin, '&search=quinn')).data.map((row) => row.fullName)).toEqual([
        'Yasmin Quinn',
        'Zara Quinn',
      ]);
      expect((await listAs(company.admin, '&search=ZARA.SEARCH@')).data.map((row) => row.fullName)).toEqual([
        'Zara Quinn',
      ]);
      expect((await listAs(company.admin, '&search=zara quinn')).data.map((row) => row.fullName)).toEqual([
        'Zara Quinn',
      ]);
    });

    it('filters by access types, comma-joined', async () => {
      const { data } = await listAs(company.admin, '&accessType=COMPANY_ADMIN,COMPANY_RECRUITER');
      expect(data.map((row) => [row.email, row.accessType])).toEqual([
        [company.adminEmail, 'COMPANY_ADMIN'],
        [company.recruiterEmail, 'COMPANY_RECRUITER'],
      ]);
      expect((await company.admin.get('/company-roles/company-users/v1?accessType=COMPANY_ADMIN,NOBODY')).status).toBe(
        400,
      );
    });

    it('pages with page and take', async () => {
      const all = await listAs(company.admin);
      const page2 = await company.admin.get('/company-roles/company-users/v1?page=2&take=2');
      expect(page2.body).toMatchObject({ total: all.total, page: 2, take: 2 });
      expect(page2.body.data.map((row: Member) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    });

    it('serves the pickers names only', async () => {
      for (const path of [
        '/company-roles/company-users',
        '/company-roles/company-users/dropdown?accessType=COMPANY_ADMIN',
      ]) {
        const response = await company.recruiter.get(path);
        expect(response.status).toBe(200);
        expect(response.body).toContainEqual({
          id: company.userIds[company.adminEmail],
          fullName: 'Ada Admin',
          isDeletedUser: false,
        });
        expect(Object.keys(response.body[0]).sort()).toEqual(['fullName', 'id', 'isDeletedUser']);
      }
    });
  });

  describe('editing', () => {
    let interviewerId: string;
    let jobId: string;
    let stageIds: string[];

    beforeAll(async () => {
      interviewerId = await addMember('hana.edit', 'COMPANY_INTERVIEWER', { firstName: 'Hana' });
      const job = await createPublishedJob(company.admin, 'Data Engineer');
      jobId = job.id;
      stageIds = job.stages.map((stage) => stage.id);
    });

    it('gives per-job permissions for selected jobs and stages, stored as collaborator permissions', async () => {
      const edited = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: {
          allJobs: false,
          jobIds: [jobId],
          permissions: ['MOVE_STAGES_AND_SEND_EMAILS', 'ACCESS_PROFILE'],
          stageIds: [stageIds[2]],
        },
      });
      expect(edited.status).toBe(200);
      const [row] = await dataSource.query(`SELECT collaborator_permissions FROM users WHERE id = $1`, [interviewerId]);
      expect(row.collaborator_permissions).toEqual([
        {
          jobRoleId: jobId,
          permissions: [
            'COMPANY::CANDIDATES::STAGE::*',
            'COMPANY::CANDIDATES::EMAILS::*',
            'COMPANY::CANDIDATES::PROFILES::VIEW',
          ],
          stageIds: [stageIds[2]],
        },
      ]);
      expect(await memberById(interviewerId)).toMatchObject({
        jobsAssigned: 1,
        jobPermissions: {
          allJobs: false,
          jobIds: [jobId],
          permissions: ['MOVE_STAGES_AND_SEND_EMAILS', 'ACCESS_PROFILE'],
          stageIds: [stageIds[2]],
        },
      });
    });

    it('gives all jobs as jobRoleId "*"', async () => {
      const edited = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        accessType: 'COMPANY_RECRUITER',
        jobPermissions: { allJobs: true, permissions: ['EDIT_JOB', 'VIEW_CONFIDENTIAL', 'ACCESS_PROFILE'] },
      });
      expect(edited.status).toBe(200);
      const [row] = await dataSource.query(`SELECT roles, collaborator_permissions FROM users WHERE id = $1`, [
        interviewerId,
      ]);
      expect(row.roles).toEqual(['COMPANY_RECRUITER']);
      expect(row.collaborator_permissions).toEqual([
        {
          jobRoleId: '*',
          permissions: [
            'COMPANY::JOBS::EDIT',
            'COMPANY::JOBS::PUBLISH',
            'COMPANY::JOBS::CLOSE',
            'COMPANY::CANDIDATES::CONFIDENTIAL::*',
            'COMPANY::CANDIDATES::PROFILES::VIEW',
          ],
          stageIds: null,
        },
      ]);
      const audit = await dataSource.query(
        `SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id`,
        [interviewerId],
      );
      expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update', 'update']);
    });

    it('refuses removing confidential access while the collaborator can edit the job', async () => {
      const edited = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: { allJobs: true, permissions: ['EDIT_JOB', 'ACCESS_PROFILE'] },
      });
      expect(edited.status).toBe(400);
      expect(edited.body.message).toBe('Confidential access cannot be removed while the collaborator can edit the job');
    });

    it('refuses per-job permissions where they do not apply, and jobs of another company', async () => {
      const admin = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        accessType: 'COMPANY_ADMIN',
        jobPermissions: { allJobs: true, permissions: ['ACCESS_PROFILE'] },
      });
      expect(admin.status).toBe(400);
      expect(admin.body.message).toBe('Per-job permissions do not apply to the Super Admin access type');
      const other = await createTestCompany('team-jobs');
      const foreignJob = await createPublishedJob(other.admin, 'Not yours');
      const foreign = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: { allJobs: false, jobIds: [foreignJob.id], permissions: ['ACCESS_PROFILE'] },
      });
      expect(foreign.status).toBe(404);
    });

    it('removes per-job permissions with null, keeping the access type', async () => {
      const cleared = await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: null,
      });
      expect(cleared.status).toBe(200);
      expect(await memberById(interviewerId)).toMatchObject({
        accessType: 'COMPANY_RECRUITER',
        jobPermissions: null,
        jobsAssigned: 0,
      });
      await company.admin.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: { allJobs: false, jobIds: [jobId], permissions: ['ACCESS_PROFILE'] },
      });
    });

    it('drops per-job permissions when the member becomes an employee', async () => {
      expect(
        (await company.admin.put(`/company-roles/company-users/${interviewerId}`, { accessType: 'COMPANY_EMPLOYEE' }))
          .status,
      ).toBe(200);
      expect(await memberById(interviewerId)).toMatchObject({ accessType: 'COMPANY_EMPLOYEE', jobPermissions: null });
    });

    it('does not let anyone change their own access type', async () => {
      const self = await company.admin.put(`/company-roles/company-users/${company.userIds[company.adminEmail]}`, {
        accessType: 'COMPANY_RECRUITER',
      });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('You cannot change your own access type');
    });
  });

  describe('who manages whom', () => {
    let adminTwoId: string;
    let interviewerId: string;

    beforeAll(async () => {
      adminTwoId = await addMember('second.admin', 'COMPANY_ADMIN');
      interviewerId = await addMember('ines.interviewer', 'COMPANY_INTERVIEWER');
    });

    it('lets a recruiter add hiring managers / interviewers and employees, not admins or recruiters', async () => {
      for (const accessType of ['COMPANY_ADMIN', 'COMPANY_RECRUITER']) {
        const refused = await company.recruiter.post(
          '/auth/company/createUser',
          member({ email: emailOf(`r-${randomUUID().slice(0, 6)}`), accessType }),
        );
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('You cannot manage a team member with this access type');
      }
      for (const accessType of ['COMPANY_INTERVIEWER', 'COMPANY_EMPLOYEE']) {
        const allowed = await company.recruiter.post(
          '/auth/company/createUser',
          member({ email: emailOf(`r-${randomUUID().slice(0, 6)}`), accessType }),
        );
        expect(allowed.status).toBe(201);
      }
    });

    it('does not let a recruiter edit, promote, re-invite or delete an admin', async () => {
      expect(
        (await company.recruiter.put(`/company-roles/company-users/${adminTwoId}`, { accessType: 'COMPANY_EMPLOYEE' }))
          .status,
      ).toBe(403);
      expect(
        (await company.recruiter.put(`/company-roles/company-users/${interviewerId}`, { accessType: 'COMPANY_ADMIN' }))
          .status,
      ).toBe(403);
      expect((await company.recruiter.post(`/auth/resend-invite/${adminTwoId}`)).status).toBe(403);
      expect((await company.recruiter.delete(`/company-roles/company-users/${adminTwoId}`)).status).toBe(403);
      expect((await memberById(adminTwoId))?.accessType).toBe('COMPANY_ADMIN');
    });

    it('lets a recruiter manage an interviewer, on the jobs the recruiter has', async () => {
      const own = await createPublishedJob(company.recruiter, 'Recruiter’s own job');
      const edited = await company.recruiter.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: { allJobs: false, jobIds: [own.id], permissions: ['ACCESS_PROFILE'] },
      });
      expect(edited.status).toBe(200);
      // Without all-jobs access themselves, they cannot give all jobs.
      const allJobs = await company.recruiter.put(`/company-roles/company-users/${interviewerId}`, {
        jobPermissions: { allJobs: true, permissions: ['ACCESS_PROFILE'] },
      });
      expect(allJobs.status).toBe(403);
      expect(allJobs.body.message).toBe('You cannot give a permission you do not have');
    });

    it('does not let a recruiter give what they do not have', async () => {
      const refused = await company.recruiter.put(`/company-roles/company-users/${interviewerId}`, {
        companyPermissions: ['POST_ON_PREMIUM_JOB_BOARDS'],
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You cannot give a permission you do not have');
    });

    it('lets hiring managers / interviewers and employees manage nobody', async () => {
      const interviewer = apiAs(emailOf('ines.interviewer'));
      expect((await interviewer.get('/company-roles/company-users/v1')).status).toBe(403);
      expect(
        (
          await interviewer.post(
            '/auth/company/createUser',
            member({ email: emailOf('nope'), accessType: 'COMPANY_EMPLOYEE' }),
          )
        ).status,
      ).toBe(403);
      expect((await interviewer.delete(`/company-roles/company-users/${company.recruiterId}`)).status).toBe(403);
      // Pickers serve whoever works on hiring.
      expect((await interviewer.get('/company-roles/company-users/dropdown')).status).toBe(200);
    });
  });

  describe('deleting', () => {
    let ownerId: string;
    let applicationId: string;

    beforeAll(async () => {
      ownerId = await addMember('olfa.owner', 'COMPANY_INTERVIEWER', { firstName: 'Olfa', lastName: 'Owner' });
      const job = await createPublishedJob(company.admin, 'Owner Test');
      const added = await company.admin.post('/job-applications', candidateInput(job.id, { ownerId }));
      expect(added.status).toBe(201);
      applicationId = added.body.id;
      await eventually(
        async () =>
          (await company.admin.get(`/job-applications/${applicationId}?afterPosition=${added.body.position}`))
            .status === 200,
      );
    });

    it('refuses while the member owns active candidates', async () => {
      const refused = await company.admin.delete(`/company-roles/company-users/${ownerId}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This team member owns active candidates. Reassign them to another owner first.',
      );
    });

    it('refuses deleting oneself', async () => {
      const self = await company.admin.delete(`/company-roles/company-users/${company.userIds[company.adminEmail]}`);
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('You cannot delete yourself');
    });

    it('deletes once their candidates are no longer active; they then drop out of lists and lose access', async () => {
      const signedIn = apiAs(emailOf('olfa.owner'));
      expect((await signedIn.get('/users/me')).status).toBe(200);
      const reason = (await company.admin.get('/archival-reasons/company')).body[0];
      const archived = await company.admin.post(`/job-applications/${applicationId}/archive`, {
        archivalReasonId: reason.id,
        sendRejectionEmail: false,
        expectedRevision: 0,
      });
      expect(archived.status).toBe(201);
      await eventually(
        async () =>
          (await company.admin.get(`/job-applications/${applicationId}?afterPosition=${archived.body.position}`)).body
            ?.status === 'ARCHIVED',
      );

      const deleted = await company.admin.delete(`/company-roles/company-users/${ownerId}`);
      expect(deleted.status).toBe(200);
      const [row] = await dataSource.query(`SELECT deleted_at FROM users WHERE id = $1`, [ownerId]);
      expect(row.deleted_at).not.toBeNull();

      expect((await listAs(company.admin)).data.map((member) => member.id)).not.toContain(ownerId);
      expect(
        (await company.admin.get('/company-roles/company-users/dropdown')).body.map(
          (member: { id: string }) => member.id,
        ),
      ).not.toContain(ownerId);
      expect(await memberById(ownerId)).toMatchObject({ fullName: 'Olfa Owner (Deleted User)', isDeletedUser: true });
      expect(
        (await company.admin.get('/company-roles/company-users/dropdown?includeDeletedUsers=true')).body,
      ).toContainEqual({ id: ownerId, fullName: 'Olfa Owner (Deleted User)', isDeletedUser: true });

      expect((await signedIn.get('/users/me')).status).toBe(401);
      expect((await company.admin.delete(`/company-roles/company-users/${ownerId}`)).status).toBe(404);
      const audit = await dataSource.query(
        `SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id`,
        [ownerId],
      );
      expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'delete']);
    });

    it('restores a deleted member who is added again', async () => {
      const again = await company.admin.post(
        '/auth/company/createUser',
        member({ email: emailOf('olfa.owner'), firstName: 'Olfa', lastName: 'Owner', accessType: 'COMPANY_EMPLOYEE' }),
      );
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(ownerId);
      expect(await memberById(ownerId, '')).toMatchObject({
        fullName: 'Olfa Owner',
        isDeletedUser: false,
        accessType: 'COMPANY_EMPLOYEE',
        status: 'NOT_INVITED',
      });
    });
  });

  describe('another company', () => {
    it('answers 404 for its members and never lists them', async () => {
      const other = await createTestCompany('team-foreign');
      const foreignId = other.recruiterId;
      expect(
        (await company.admin.put(`/company-roles/company-users/${foreignId}`, { accessType: 'COMPANY_EMPLOYEE' }))
          .status,
      ).toBe(404);
      expect((await company.admin.delete(`/company-roles/company-users/${foreignId}`)).status).toBe(404);
      expect((await company.admin.post(`/auth/resend-invite/${foreignId}`)).status).toBe(404);
      expect((await company.admin.put(`/company-roles/company-users/not-a-uuid`, {})).status).toBe(404);
      const listed = await listAs(other.admin, '&includeDeletedUsers=true');
      expect(listed.data.map((row) => row.email).sort()).toEqual([other.adminEmail, other.recruiterEmail].sort());
      const [row] = await dataSource.query(`SELECT roles, deleted_at FROM users WHERE id = $1`, [foreignId]);
      expect(row).toEqual({ roles: ['COMPANY_RECRUITER'], deleted_at: null });
    });
  });
});
