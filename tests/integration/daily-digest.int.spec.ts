import { Client, Connection, ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import { DateTime } from 'luxon';
import { createDataSource } from '@ats/infra/db/data-source';
import { reconcileDailyDigests, syncDailyDigest } from '@ats/infra/temporal/daily-digest-workflows';
import { ATS_COMPANY_ID, ATS_USER_ID } from '@ats/infra/temporal/search-attributes';
import { dailyDigestWorkflowId, nextDailyDigestAtQuery, sendDailyDigestNowSignal } from '@ats/workflows/daily-digest.types';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Mail = { to: string; subject: string; text: string };

const mailbox = async (to: string): Promise<Mail[]> => {
  const response = await fetch(`${process.env.API_URL}/api/dev-mailbox?to=${encodeURIComponent(to)}&page=1`);
  return ((await response.json()) as { messages: Mail[] }).messages;
};

/** The digest's next morning as the running workflow knows it (null until its first activity answered). */
const nextMorning = (temporal: Client, userId: string): Promise<string> =>
  eventually(() => temporal.workflow.getHandle(dailyDigestWorkflowId(userId)).query(nextDailyDigestAtQuery));

/**
 * The daily digest (spec 03 "Notification preferences"): each user who asks for digest items gets a workflow of
 * their own that waits for 06:00 in their time zone each morning and e-mails them what the items hold; asking for
 * none ends it. Asked to send at once here (its signal) instead of waiting for the morning.
 */
describe('daily digest', () => {
  let company: TestCompany;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    company = await createTestCompany('digest');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('e-mails the unread notifications to a user who asked for them, and nothing to one who did not', async () => {
    const saved = await company.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: true, interviewReminder: true } });
    expect(saved.status).toBe(200);
    // The admin moves the recruiter's candidate on: one unread notification for the recruiter (STAGE_CHANGED).
    const job = await createPublishedJob(company.admin, 'Digest Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Dina', lastName: 'Digest', ownerId: company.recruiterId }));
    expect(added.status).toBe(201);
    const moved = await company.admin.post(`/job-applications/${added.body.id}/move-to-stage`, { stageId: stageNamed(job, 'Interview').id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    await eventually(async () => ((await company.recruiter.get<number>('/inbox/list-count?filter=UNREAD')).body ?? 0) >= 1);

    // The recruiter's own workflow, started as they saved the preferences, is the one operators see in the Temporal UI.
    const workflow = temporal.workflow.getHandle(dailyDigestWorkflowId(company.recruiterId));
    const described = await workflow.describe();
    expect(described).toMatchObject({ type: 'dailyDigest', status: { name: 'RUNNING' } });
    expect(described.typedSearchAttributes.get(ATS_USER_ID)).toBe(company.recruiterId);
    expect(described.typedSearchAttributes.get(ATS_COMPANY_ID)).toBe(company.companyId);
    // No time zone of their own: 06:00 in the product's default, Asia/Dubai (02:00 UTC), as /users/me reports.
    expect((await company.recruiter.get('/users/me')).body.timezone).toBe('Asia/Dubai');
    expect(DateTime.fromISO(await nextMorning(temporal, company.recruiterId), { zone: 'Asia/Dubai' }).toFormat('HH:mm')).toBe('06:00');
    // The admin asked for no digest: no workflow.
    await expect(temporal.workflow.getHandle(dailyDigestWorkflowId(company.userIds[company.adminEmail]!)).describe()).rejects.toBeInstanceOf(WorkflowNotFoundError);
    await workflow.signal(sendDailyDigestNowSignal);

    const digest = await eventually(async () => (await mailbox(company.recruiterEmail)).find((mail) => mail.subject === 'Your daily digest'), 60_000);
    expect(digest.text).toContain('Hello Rami,');
    expect(digest.text).toMatch(/You have \d+ unread notifications?:/);
    expect(digest.text).toContain('Ada Admin moved Dina Digest from Sourced to Interview');
    expect((await mailbox(company.adminEmail)).filter((mail) => mail.subject === 'Your daily digest')).toEqual([]);

    // Asking for no digest item ends the workflow.
    expect((await company.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: false, interviewReminder: false } })).status).toBe(200);
    expect((await workflow.describe()).status.name).toBe('TERMINATED');
  });

  it('goes out at 06:00 in the user’s own time zone when they have one, daylight saving included', async () => {
    const zoned = await createTestCompany('digest-zone');
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      await dataSource.query(`UPDATE users SET time_zone = 'America/New_York' WHERE id = $1`, [zoned.recruiterId]);
    } finally {
      await dataSource.destroy();
    }
    expect((await zoned.recruiter.get('/users/me')).body.timezone).toBe('America/New_York');
    expect((await zoned.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: true } })).status).toBe(200);
    const next = DateTime.fromISO(await nextMorning(temporal, zoned.recruiterId), { zone: 'America/New_York' });
    expect(next.toFormat('HH:mm')).toBe('06:00');
    // Within the coming day, and at 10:00 or 11:00 UTC as New York keeps summer time or not.
    expect(next.toMillis() - Date.now()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    expect(next.toUTC().hour).toBe(next.isInDST ? 10 : 11);
    await syncDailyDigest(temporal, process.env.TEMPORAL_TASK_QUEUE ?? 'ats-test', { id: zoned.recruiterId, companyId: zoned.companyId }, false);
  });

  it('is written in the language the user saved their preferences in (the request’s Accept-Language): Arabic here', async () => {
    const arabic = await createTestCompany('digest-ar');
    // The web sends the interface language with every call (spec 03 §7).
    const saved = await arabic.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: true } }, { 'accept-language': 'ar' });
    expect(saved.status).toBe(200);
    const job = await createPublishedJob(arabic.admin, 'Digest Engineer');
    const added = await arabic.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Huda', lastName: 'Digest', ownerId: arabic.recruiterId }));
    const moved = await arabic.admin.post(`/job-applications/${added.body.id}/move-to-stage`, { stageId: stageNamed(job, 'Interview').id, expectedRevision: 0 });
    expect(moved.status).toBe(201);
    await eventually(async () => ((await arabic.recruiter.get<number>('/inbox/list-count?filter=UNREAD')).body ?? 0) >= 1);

    await temporal.workflow.getHandle(dailyDigestWorkflowId(arabic.recruiterId)).signal(sendDailyDigestNowSignal);
    const digest = await eventually(async () => (await mailbox(arabic.recruiterEmail)).find((mail) => mail.subject === 'ملخصك اليومي'), 60_000);
    expect(digest.text).toContain('مرحبًا Rami،');
    expect(digest.text).toMatch(/لديك (إشعار واحد غير مقروء|إشعاران غير مقروءين|\d+ إشعارات غير مقروءة):/);
    // The notification's title in Arabic too, worded from its type (the inbox recorded it in English).
    expect(digest.text).toContain('- نقل Ada Admin المرشح Huda Digest من Sourced إلى Interview');
    expect(digest.text).not.toContain('Hello');
    expect(digest.text).not.toContain('moved');
    expect((await mailbox(arabic.recruiterEmail)).filter((mail) => mail.subject === 'Your daily digest')).toEqual([]);
  });

  it('reconciles the workflows with the preferences when the API could not tell Temporal: missing ones started, stray ones ended', async () => {
    const reconciled = await createTestCompany('digest-reconcile');
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const taskQueue = process.env.TEMPORAL_TASK_QUEUE ?? 'ats-test';
      const wants = reconciled.recruiterId;
      const wantsNot = reconciled.userIds[reconciled.adminEmail]!;
      expect((await reconciled.recruiter.put('/notification-preferences', { dailyDigest: { pendingFeedbackReminder: true } })).status).toBe(200);
      // As if Temporal had been away: the recruiter's workflow ended, and a stray one for the admin who wants none.
      await syncDailyDigest(temporal, taskQueue, { id: wants, companyId: reconciled.companyId }, false);
      expect((await temporal.workflow.getHandle(dailyDigestWorkflowId(wants)).describe()).status.name).toBe('TERMINATED');
      await syncDailyDigest(temporal, taskQueue, { id: wantsNot, companyId: reconciled.companyId }, true);
      // A retired per-user Schedule (06:00 UTC for everyone) left from before.
      const legacy = `daily-digest:${wants}`;
      await temporal.schedule.create({
        scheduleId: legacy,
        spec: { calendars: [{ hour: 6, minute: 0 }] },
        action: { type: 'startWorkflow', workflowType: 'dailyDigest', taskQueue, args: [{ userId: wants }] },
      });
      // Left from before, so long listed: the reconciliation finds the retired ones by listing them.
      await eventually(async () => {
        for await (const schedule of temporal.schedule.list()) if (schedule.scheduleId === legacy) return true;
        return false;
      });
      await reconcileDailyDigests(temporal, dataSource, taskQueue);
      expect((await temporal.workflow.getHandle(dailyDigestWorkflowId(wants)).describe()).status.name).toBe('RUNNING');
      // The stray one is ended by the reconciliation or ends itself on finding no digest wanted.
      await eventually(async () => (await temporal.workflow.getHandle(dailyDigestWorkflowId(wantsNot)).describe()).status.name !== 'RUNNING');
      await expect(temporal.schedule.getHandle(legacy).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    } finally {
      await dataSource.destroy();
    }
  });
});
