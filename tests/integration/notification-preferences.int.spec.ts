import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Notification = { id: string; type: string; title: string; jobApplicationId: string | null; jobRoleId: string | null; redirectionData: Record<string, any> };

/**
 * Notification preferences (spec 03): each user's own channels, digest and events, honoured by the inbox and
 * by notification e-mails; and the inbox types the existing features cause (spec 01 §3.8).
 */
describe('notification preferences and the whole inbox', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let dataSource: DataSource;

  const inbox = async (api: TestCompany['admin']) => (await api.get('/inbox?filter=ALL&order=ASC&perPage=100')).body.notifications as Notification[];
  const addCandidate = async (firstName: string) => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName, lastName: 'Saleh', ownerId: company.recruiterId }));
    expect(added.status).toBe(201);
    return added.body.id as string;
  };

  beforeAll(async () => {
    company = await createTestCompany('notification-preferences');
    job = await createPublishedJob(company.admin, 'Preferences Engineer');
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** The toasts kept for a user's live stream (the homepage channel), by the notification they tell. */
  const toastsOf = async (userId: string, notificationIds: string[]) =>
    (await dataSource.query(`SELECT source_key FROM push_messages WHERE user_id = $1 AND source_key = ANY($2::text[])`, [
      userId,
      notificationIds.map((id) => `inbox:${id}`),
    ])) as Array<{ source_key: string }>;

  it('answers the defaults before anything is saved: inbox and homepage on, e-mails and digest off, every event on', async () => {
    const response = await company.recruiter.get('/notification-preferences');
    expect(response.status).toBe(200);
    expect(response.body.channels).toEqual({ emails: false, inbox: true, homepage: true });
    expect(Object.values(response.body.dailyDigest)).toEqual([false, false, false, false, false]);
    expect(Object.keys(response.body.events)).toHaveLength(18);
    expect(Object.values(response.body.events).every((on) => on === true)).toBe(true);
  });

  it('saves the caller’s own switches, keeps the others, and refuses bad input changing nothing', async () => {
    const saved = await company.recruiter.put('/notification-preferences', { dailyDigest: { latestReleases: true }, events: { jobCollaborator: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.dailyDigest.latestReleases).toBe(true);
    expect(saved.body.events).toMatchObject({ jobCollaborator: false, mentioned: true });
    for (const bad of [{ channels: { inbox: 'yes' } }, { events: 'all' }, { channels: [true] }, { events: { mentioned: 1 } }]) {
      const refused = await company.recruiter.put('/notification-preferences', bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, statusCode: 400 });
    }
    expect((await company.recruiter.get('/notification-preferences')).body).toEqual(saved.body);
    // Another user's are their own.
    expect((await company.admin.get('/notification-preferences')).body.events.jobCollaborator).toBe(true);
  });

  it('keeps an event switched off out of the inbox, and tells the rest', async () => {
    expect((await company.recruiter.put('/notification-preferences', { events: { stageMovement: false } })).status).toBe(200);
    const applicationId = await addCandidate('Hala');
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: stageNamed(job, 'Interview').id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    const reason = (await company.admin.get('/archival-reasons/company')).body[0];
    expect((await company.admin.post(`/job-applications/${applicationId}/archive`, { archivalReasonId: reason.id, expectedRevision: moved.body.revision })).status).toBe(201);
    // Kafka keeps an application's events in order: once the archive is told, the move was handled before it.
    const told = await eventually(async () => {
      const rows = (await inbox(company.recruiter)).filter((row) => row.jobApplicationId === applicationId);
      return rows.some((row) => row.type === 'CANDIDATE_ARCHIVED') ? rows : null;
    });
    expect(told.map((row) => row.type)).toEqual(['CANDIDATE_ARCHIVED']);
    expect(told[0]!.redirectionData).toMatchObject({ actorName: 'Ada Admin', archiveReason: reason.text });
    expect((await company.recruiter.put('/notification-preferences', { events: { stageMovement: true } })).status).toBe(200);
  });

  it('with the inbox channel off tells the inbox nothing; with e-mails on, mails the notification', async () => {
    expect((await company.recruiter.put('/notification-preferences', { channels: { inbox: false, emails: true } })).status).toBe(200);
    const applicationId = await addCandidate('Yara');
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: stageNamed(job, 'Screening').id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    const mail = await eventually(async () => {
      const response = await fetch(`${process.env.API_URL}/api/dev-mailbox?to=${encodeURIComponent(company.recruiterEmail)}&page=1`);
      const body = (await response.json()) as { messages: Array<{ subject: string; text: string }> };
      return body.messages.find((message) => message.subject === 'Ada Admin moved Yara Saleh from Sourced to Screening') ?? null;
    });
    expect(mail.text).toContain(`/recruiter/candidate-profile/${applicationId}`);
    expect((await inbox(company.recruiter)).filter((row) => row.jobApplicationId === applicationId)).toEqual([]);
    expect((await company.recruiter.put('/notification-preferences', { channels: { inbox: true, emails: false } })).status).toBe(200);
  });

  it('with the homepage channel off pushes no toast, while the inbox still tells it; another reader’s toast goes out', async () => {
    const adminId = company.userIds[company.adminEmail]!;
    // A job the recruiter owns, so they can hand a candidate on.
    const teamJob = await createPublishedJob(company.admin, 'Homepage Engineer');
    const team = await company.admin.post(`/company-roles/update-role/${teamJob.id}`, {
      team: { ownerId: company.recruiterId, recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: teamJob.revision,
    });
    expect(team.status).toBe(201);
    expect((await company.recruiter.put('/notification-preferences', { channels: { homepage: false } })).status).toBe(200);
    const added = await company.admin.post('/job-applications', candidateInput(teamJob.id, { firstName: 'Lina', lastName: 'Saleh', ownerId: company.recruiterId }));
    expect(added.status).toBe(201);
    const applicationId = added.body.id as string;
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: stageNamed(teamJob, 'Interview').id, expectedRevision: added.body.revision });
    expect(moved.status).toBe(201);
    // The recruiter hands the candidate to the admin, whose homepage channel is on: one application's events reach the
    // inbox in order, so once the admin's toast is kept, the recruiter's notices were fanned out before it.
    const handed = await company.recruiter.post(`/job-applications/${applicationId}/owner-change`, { ownerId: adminId, expectedRevision: moved.body.revision });
    expect(handed.status).toBe(201);
    const adminNotice = await eventually(async () =>
      (await inbox(company.admin)).find((row) => row.jobApplicationId === applicationId && row.type === 'CANDIDATE_OWNER_ASSIGNED') ?? null,
    );
    await eventually(async () => ((await toastsOf(adminId, [adminNotice.id])).length === 1 ? true : null));
    const recruiterNotices = (await inbox(company.recruiter)).filter((row) => row.jobApplicationId === applicationId);
    expect(recruiterNotices.map((row) => row.type)).toContain('STAGE_CHANGED');
    expect(await toastsOf(company.recruiterId, recruiterNotices.map((row) => row.id))).toEqual([]);
    expect((await company.recruiter.put('/notification-preferences', { channels: { homepage: true } })).status).toBe(200);
  });

  it('tells the candidate’s owner when someone else e-mails them (EMAIL_SENT), linked to the e-mail', async () => {
    const applicationId = await addCandidate('Rana');
    const sent = await company.admin.post(`/job-applications/${applicationId}/emails`, { subject: 'Hello', body: '<p>Hi</p>' });
    expect(sent.status).toBe(201);
    const row = await eventually(async () =>
      (await inbox(company.recruiter)).find((each) => each.jobApplicationId === applicationId && each.type === 'EMAIL_SENT') ?? null,
    );
    expect(row.title).toBe('Ada Admin emailed your candidate Rana Saleh');
    expect(row.redirectionData).toMatchObject({ actorName: 'Ada Admin', emailSentId: expect.any(String), jobApplicationId: applicationId });
  });

  it('tells those a job’s team change adds or removes (JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED), per their switches', async () => {
    expect((await company.recruiter.put('/notification-preferences', { events: { jobCollaborator: false, jobOwner: true } })).status).toBe(200);
    const draft = await company.admin.post('/company-roles', { name: 'Team Lead' });
    expect(draft.status).toBe(201);
    const adminId = company.userIds[company.adminEmail];
    const assign = async (team: Record<string, string | null>, expectedRevision: number) => {
      const saved = await company.admin.post(`/company-roles/update-role/${draft.body.id}`, { team, expectedRevision });
      expect(saved.status).toBe(201);
      return saved.body.revision as number;
    };
    // The recruiter switched collaborator changes off: made recruiter, they are not told; made owner, they are.
    // (A job always has a recruiter: they stay it.)
    const revision = await assign({ ownerId: adminId, recruiterId: company.recruiterId, hiringManagerId: null }, draft.body.revision);
    await assign({ ownerId: company.recruiterId, recruiterId: company.recruiterId, hiringManagerId: null }, revision);
    const rows = await eventually(async () => {
      const found = (await inbox(company.recruiter)).filter((each) => each.jobRoleId === draft.body.id);
      // The job's events reach the inbox in order: once the second change is told, the first was handled.
      return found.some((each) => each.redirectionData.teamRole === 'owner') ? found : null;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED',
      title: 'Ada Admin made you the owner of Team Lead',
      redirectionData: { teamRole: 'owner', teamChange: 'ASSIGNED', actorName: 'Ada Admin', jobName: 'Team Lead' },
    });
    // The admin changed it: nothing for the admin.
    expect((await inbox(company.admin)).filter((each) => each.jobRoleId === draft.body.id)).toEqual([]);
  });

  it('keeps joining or leaving an existing interview under its own switch (attendee added or removed)', async () => {
    const applicationId = await addCandidate('Attendee');
    expect((await company.recruiter.put('/notification-preferences', { events: { attendeeAddedOrRemoved: false } })).status).toBe(200);
    const startsAt = new Date(Date.now() + 12 * 86_400_000);
    startsAt.setUTCHours(9, 0, 0, 0);
    const scheduled = await company.admin.post('/interviews', {
      applicationId,
      title: 'Attendee check',
      location: 'Online',
      organizerId: company.userIds[company.adminEmail],
      interviewerIds: [company.userIds[company.adminEmail]],
      startsAt: startsAt.toISOString(),
      timeZone: 'Asia/Dubai',
      durationMinutes: 30,
      meetingType: 'PHONE',
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id as string;
    // The recruiter joins the interview (their switch for that is off), then it is cancelled (that switch is on).
    expect((await company.admin.put(`/interviews/${id}`, { interviewerIds: [company.userIds[company.adminEmail], company.recruiterId] })).status).toBe(200);
    expect((await company.admin.post(`/interviews/${id}/cancel`, { reason: 'Position filled' })).status).toBe(200);
    const told = await eventually(async () => {
      const mine = (await inbox(company.recruiter)).filter((row) => row.type === 'INTERVIEWS' && row.redirectionData.interviewId === id);
      return mine.some((row) => row.redirectionData.interviewChange === 'CANCELLED') ? mine : null;
    });
    // Told of the cancellation, not of being added.
    expect(told.map((row) => row.redirectionData.interviewChange)).toEqual(['CANCELLED']);
    expect((await company.recruiter.put('/notification-preferences', { events: { attendeeAddedOrRemoved: true } })).status).toBe(200);
  });
});
