import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, type TestCompany } from './support';

type Member = { id: string; api: ApiClient };
type Entry = { jobRoleId: string; permissions: string[]; stageIds: string[] | null };

const PROFILE = 'COMPANY::CANDIDATES::PROFILES::VIEW';

/**
 * What an interview gives its interviewers on the job, and takes back (issue 11): an interviewer taken off an
 * interview, or whose interview is cancelled, no longer reads the job's candidate profiles, unless another
 * interview of the job still has them on it, or they had the access before; a completed interview keeps it.
 * Recruiters and interviewers here see only the jobs they collaborate on.
 */
describe('interview access grants', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let admin: ApiClient;
  let jobId: string;
  let rana: Member;
  let sami: Member;
  let huda: Member;
  let lina: Member;
  let hudaEntry: Entry;

  const inDays = (days: number, hour: number) => {
    const at = new Date(Date.now() + days * 86_400_000);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  const newApplication = async () => {
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { firstName: 'Layla', lastName: 'Nasser', email: `layla.${randomUUID().slice(0, 6)}@example.com` }));
    expect(added.status).toBe(201);
    // the profile reads the candidate list: wait for it, so a refusal below is the access, not the lag
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM rm_candidate_list WHERE application_id = $1`, [added.body.id])).length > 0);
    return added.body.id;
  };
  const schedule = async (applicationId: string, interviewerIds: string[], startsAt: string) => {
    const scheduled = await admin.post<{ id: string }>('/interviews', {
      applicationId,
      title: 'Panel interview',
      location: 'Jeddah office',
      organizerId: company.userIds[company.adminEmail],
      interviewerIds,
      fixedAttendees: [],
      startsAt,
      timeZone: 'Asia/Riyadh',
      durationMinutes: 45,
      meetingType: 'IN_PERSON',
    });
    expect(scheduled.status).toBe(201);
    return scheduled.body.id;
  };
  const profileStatus = async (member: Member, applicationId: string) => (await member.api.get(`/job-applications/${applicationId}`)).status;
  const entryOn = async (member: Member): Promise<Entry | undefined> => {
    const [row] = (await dataSource.query(`SELECT collaborator_permissions FROM users WHERE id = $1`, [member.id])) as Array<{ collaborator_permissions: Entry[] }>;
    return row!.collaborator_permissions.find((entry) => entry.jobRoleId === jobId);
  };
  const grantsOf = async (member: Member): Promise<string[]> =>
    ((await dataSource.query(`SELECT interview_id FROM interview_access_grants WHERE user_id = $1 AND job_id = $2 ORDER BY created_at`, [member.id, jobId])) as Array<{ interview_id: string }>).map(
      (row) => row.interview_id,
    );

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('interview-access');
    admin = company.admin;
    jobId = (await createPublishedJob(admin, 'Access Engineer')).id;
    const domain = company.adminEmail.split('@')[1]!;
    // Huda collaborates on the job already: reading profiles and moving candidates.
    hudaEntry = { jobRoleId: jobId, permissions: ['COMPANY::CANDIDATES::STAGE::*', PROFILE], stageIds: null };
    const seeded = await seedCompany(dataSource, {
      name: 'interview access company',
      domain,
      users: [
        { firstName: 'Rana', lastName: 'Recruiter', email: `rana@${domain}`, roles: ['COMPANY_RECRUITER'] },
        { firstName: 'Sami', lastName: 'Interviewer', email: `sami@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        { firstName: 'Huda', lastName: 'Recruiter', email: `huda@${domain}`, roles: ['COMPANY_RECRUITER'], collaboratorPermissions: [hudaEntry] },
        { firstName: 'Lina', lastName: 'Interviewer', email: `lina@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
      ],
    });
    const member = (name: string): Member => ({ id: seeded.userIds[`${name}@${domain}`]!, api: apiAs(`${name}@${domain}`) });
    [rana, sami, huda, lina] = [member('rana'), member('sami'), member('huda'), member('lina')];
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('takes back what an interview gave on removal and cancellation, keeping access another interview or other means give', async () => {
    const first = await newApplication();
    const second = await newApplication();
    // before any interview, a recruiter without the job does not read its candidates
    expect([403, 404]).toContain(await profileStatus(rana, first));

    const panel = await schedule(first, [rana.id, sami.id, huda.id], inDays(10, 9));
    const other = await schedule(second, [sami.id], inDays(11, 9));
    for (const member of [rana, sami, huda]) expect(await profileStatus(member, first)).toBe(200);
    expect(await grantsOf(rana)).toEqual([panel]);
    expect(await grantsOf(sami)).toEqual([panel, other]);
    // Huda had the access already: the interview granted her nothing, and her entry is as it was
    expect(await grantsOf(huda)).toEqual([]);
    expect(await entryOn(huda)).toEqual(hudaEntry);

    // Rana and Sami are taken off the panel: Rana loses the job's profiles, Sami is still on another interview of it
    const changed = await admin.put(`/interviews/${panel}`, { interviewerIds: [huda.id] });
    expect(changed.status).toBe(200);
    expect([403, 404]).toContain(await profileStatus(rana, first));
    expect([403, 404]).toContain(await profileStatus(rana, second));
    expect(await entryOn(rana)).toBeUndefined();
    expect(await profileStatus(sami, first)).toBe(200);
    expect(await grantsOf(sami)).toEqual([other]);

    // the panel is cancelled: Huda keeps what she had before it
    expect((await admin.post(`/interviews/${panel}/cancel`, { reason: 'Panel no longer needed' })).status).toBe(200);
    expect(await profileStatus(huda, first)).toBe(200);
    expect(await entryOn(huda)).toEqual(hudaEntry);

    // Sami's last interview on the job is cancelled: the entry the interviews made goes
    expect((await admin.post(`/interviews/${other}/cancel`, {})).status).toBe(200);
    expect([403, 404]).toContain(await profileStatus(sami, second));
    expect(await entryOn(sami)).toBeUndefined();
    expect(await grantsOf(sami)).toEqual([]);

    // the changes to the members' entries are audited
    const audited = (await dataSource.query(`SELECT count(*) AS n FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND action = 'update'`, [sami.id])) as Array<{ n: string }>;
    expect(Number(audited[0]!.n)).toBeGreaterThanOrEqual(2);
  });

  it('keeps the access of a completed interview’s interviewers', async () => {
    const applicationId = await newApplication();
    const interviewId = await schedule(applicationId, [lina.id], inDays(12, 9));
    expect(await profileStatus(lina, applicationId)).toBe(200);
    expect((await admin.post(`/interviews/${interviewId}/complete`, {})).status).toBe(200);
    await eventually(async () => (await admin.get<{ status: string }>(`/interviews/${interviewId}`)).body.status === 'COMPLETED');
    expect(await profileStatus(lina, applicationId)).toBe(200);
    expect(await grantsOf(lina)).toEqual([interviewId]);
  });
});
