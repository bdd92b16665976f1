import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany } from './support';

/** Every committed event reaches Kafka; the notification service turns application events into inbox rows. */
describe('relay → Kafka → inbox', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let applicationId: string;

  beforeAll(async () => {
    company = await createTestCompany('inbox');
    job = await createPublishedJob(company.admin, 'Account Manager');
    // The recruiter owns the candidate; the admin acts on it, so the recruiter is told.
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Noor', lastName: 'Hassan', ownerId: company.recruiterId }));
    expect(added.status).toBe(201);
    applicationId = added.body.id;
  });

  it('publishes application events to ats.application.v1 keyed by stream id', async () => {
    const kafka = new Kafka({ clientId: 'inbox-spec', brokers: (process.env.KAFKA_BROKERS as string).split(','), logLevel: 0 });
    const consumer = kafka.consumer({ groupId: `inbox-spec-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: 'ats.application.v1', fromBeginning: true });
    const seen: Array<{ key: string; type: string; companyId: string; personal: unknown }> = [];
    await consumer.run({
      eachMessage: async ({ message }) => {
        const value = JSON.parse(message.value!.toString());
        if (value.streamId === `application-${applicationId}`) {
          seen.push({ key: message.key!.toString(), type: value.type, companyId: value.metadata.companyId, personal: value.data.personal });
        }
      },
    });
    try {
      await eventually(async () => seen.length >= 1, 30_000);
    } finally {
      await consumer.disconnect();
    }
    expect(seen[0]).toMatchObject({ key: `application-${applicationId}`, type: 'CandidateAddedToJob', companyId: company.companyId });
  });

  it('notifies the owner of stage changes, archiving and unarchiving, and nobody else', async () => {
    const moved = await company.admin.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: stageNamed(job, 'Interview').id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    const reason = (await company.admin.get('/archival-reasons/company')).body[0];
    expect((await company.admin.post(`/job-applications/${applicationId}/archive`, { archivalReasonId: reason.id, expectedRevision: 1 })).status).toBe(201);
    expect((await company.admin.post(`/job-applications/${applicationId}/unarchive`, { expectedRevision: 2 })).status).toBe(201);

    const inbox = await eventually(async () => {
      const response = await company.recruiter.get('/inbox?filter=ALL&order=ASC');
      return response.body.notifications?.length === 3 ? response.body : null;
    });
    expect(inbox.notifications.map((n: { type: string }) => n.type)).toEqual(['STAGE_CHANGED', 'CANDIDATE_ARCHIVED', 'CANDIDATE_UNARCHIVED']);
    expect(inbox.notifications[0]).toMatchObject({
      title: 'Ada Admin moved Noor Hassan from Sourced to Interview',
      isRead: false,
      isImportant: false,
      jobApplicationId: applicationId,
      jobRoleId: job.id,
      candidateName: 'Noor Hassan',
      roleName: 'Account Manager',
    });
    expect(inbox.paginationOptions).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1, hasNext: false });
    expect((await company.recruiter.get('/inbox/list-count?filter=UNREAD')).body).toBe(3);
    // The admin acted: nothing in their own inbox.
    expect((await company.admin.get('/inbox/list-count?filter=ALL')).body).toBe(0);
  });

  it('pages, marks read, stars, deletes — each user only their own', async () => {
    const page = (await company.recruiter.get('/inbox?filter=ALL&perPage=2&page=1')).body;
    expect(page.paginationOptions).toMatchObject({ total: 3, totalPages: 2, hasNext: true });
    const [first, second] = page.notifications;

    expect((await company.admin.put(`/inbox/${first.id}`, { isRead: true })).status).toBe(404);
    expect((await company.recruiter.put(`/inbox/${first.id}`, { isRead: true })).status).toBe(200);
    expect((await company.recruiter.put(`/inbox/${second.id}`, { isImportant: true })).status).toBe(200);
    expect((await company.recruiter.get('/inbox/list-count?filter=UNREAD')).body).toBe(2);
    expect((await company.recruiter.get('/inbox?filter=STARRED')).body.notifications.map((n: { id: string }) => n.id)).toEqual([second.id]);

    expect((await company.admin.delete(`/inbox/${second.id}`)).status).toBe(404);
    expect((await company.recruiter.delete(`/inbox/${second.id}`)).status).toBe(200);
    expect((await company.recruiter.get('/inbox/list-count?filter=ALL')).body).toBe(2);

    expect((await company.recruiter.post('/inbox', { isRead: true })).status).toBe(201);
    expect((await company.recruiter.get('/inbox/list-count?filter=UNREAD')).body).toBe(0);
    expect((await company.recruiter.delete('/inbox/actions/delete?isRead=true')).status).toBe(200);
    expect((await company.recruiter.get('/inbox/list-count?filter=ALL')).body).toBe(0);
  });

  it('refuses a bad inbox query with the error object', async () => {
    const response = await company.recruiter.get('/inbox?filter=SOMETIMES');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400 });
  });

  it('tells an owner of a bulk comment or owner change once per bulk action, counting their candidates', async () => {
    type Row = { id: string; type: string; title: string; redirectionData: { bulkActionId?: string; bulkCount?: number; jobApplicationId?: string } };
    const rowsOf = async (api: TestCompany['admin']) => (await api.get('/inbox?filter=ALL&order=ASC&perPage=100')).body.notifications as Row[];
    const finished = (id: string) =>
      eventually(async () => {
        const status = await company.admin.get<{ finished: boolean; completedCount: number; failedCount: number }>(`/bulk-actions/status/${id}`);
        return status.status === 200 && status.body.finished ? status.body : null;
      }, 60_000);
    // The recruiter is on this job's team: a bulk owner change gives them only candidates whose profile they may open.
    const teamJob = await createPublishedJob(company.admin, 'Bulk Notice Engineer');
    const team = await company.admin.post(`/company-roles/update-role/${teamJob.id}`, {
      team: { ownerId: company.recruiterId, recruiterId: company.recruiterId, hiringManagerId: null },
      expectedRevision: teamJob.revision,
    });
    expect(team.status).toBe(201);
    const add = async (ownerId: string, firstName: string) => {
      const added = await company.admin.post('/job-applications', candidateInput(teamJob.id, { firstName, lastName: 'Bulk', ownerId }));
      expect(added.status).toBe(201);
      return added.body.id as string;
    };
    // Three candidates the recruiter owns get the admin's bulk comment: one BULK_NOTES for the three, no NOTES each.
    const owned = [await add(company.recruiterId, 'Amira'), await add(company.recruiterId, 'Basel'), await add(company.recruiterId, 'Celia')];
    const commented = await company.admin.post('/bulk-actions/add-comment', { applicationIds: owned, text: 'Shortlisted for the panel' });
    expect(commented.status).toBe(201);
    expect(await finished(commented.body.id)).toMatchObject({ completedCount: 3, failedCount: 0 });
    const notes = await eventually(async () => {
      const rows = (await rowsOf(company.recruiter)).filter((row) => row.redirectionData.bulkActionId === commented.body.id);
      return rows.length === 1 && rows[0]!.redirectionData.bulkCount === 3 ? rows : null;
    });
    expect(notes).toEqual([
      expect.objectContaining({ type: 'BULK_NOTES', title: 'Ada Admin commented on 3 of your candidates', redirectionData: expect.objectContaining({ bulkCount: 3 }) }),
    ]);
    expect((await rowsOf(company.recruiter)).filter((row) => row.type === 'NOTES' && owned.includes(row.redirectionData.jobApplicationId ?? ''))).toEqual([]);

    // Two candidates the admin owns are handed to the recruiter in bulk: one notice for the two.
    const handed = [await add(company.userIds[company.adminEmail]!, 'Dalia'), await add(company.userIds[company.adminEmail]!, 'Elias')];
    const changed = await company.admin.post('/bulk-actions/owner-change', { applicationIds: handed, ownerId: company.recruiterId });
    expect(changed.status).toBe(201);
    expect(await finished(changed.body.id)).toMatchObject({ completedCount: 2, failedCount: 0 });
    const owners = await eventually(async () => {
      const rows = (await rowsOf(company.recruiter)).filter((row) => row.redirectionData.bulkActionId === changed.body.id);
      return rows.length === 1 && rows[0]!.redirectionData.bulkCount === 2 ? rows : null;
    });
    expect(owners).toEqual([expect.objectContaining({ type: 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED', title: 'Ada Admin made you the owner of 2 candidates' })]);
    expect((await rowsOf(company.recruiter)).filter((row) => row.type === 'CANDIDATE_OWNER_ASSIGNED' && handed.includes(row.redirectionData.jobApplicationId ?? ''))).toEqual([]);
  });
});
