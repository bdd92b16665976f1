import { Client, Connection, ScheduleNotFoundError } from '@temporalio/client';
import { createDataSource } from '@ats/infra/db/data-source';
import { reconcileDailyDigestSchedules, syncDailyDigestSchedule } from '@ats/infra/temporal/daily-digest-schedule';
import { dailyDigestScheduleId } from '@ats/workflows/daily-digest.types';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany } from './support';

type Mail = { to: string; subject: string; text: string };

const mailbox = async (to: string): Promise<Mail[]> => {
  const response = await fetch(`${process.env.API_URL}/api/dev-mailbox?to=${encodeURIComponent(to)}&page=1`);
  return ((await response.json()) as { messages: Mail[] }).messages;
};

/**
 * The daily digest (spec 03 "Notification preferences"): each user who asks for digest items gets a Temporal
 * Schedule of their own that starts their run each morning and e-mails them what the items hold; asking for none
 * removes it. Triggered here instead of waiting for 06:00.
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

    // The recruiter's own schedule, made as they saved the preferences, is the one operators see in the Temporal UI.
    const schedule = temporal.schedule.getHandle(dailyDigestScheduleId(company.recruiterId));
    expect((await schedule.describe()).action).toMatchObject({ type: 'startWorkflow', workflowType: 'dailyDigest', args: [{ userId: company.recruiterId }] });
    // The admin asked for no digest: no schedule.
    await expect(temporal.schedule.getHandle(dailyDigestScheduleId(company.userIds[company.adminEmail]!)).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    await schedule.trigger();

    const digest = await eventually(async () => (await mailbox(company.recruiterEmail)).find((mail) => mail.subject === 'Your daily digest'), 60_000);
    expect(digest.text).toContain('Hello Rami,');
    expect(digest.text).toMatch(/You have \d+ unread notifications?:/);
    expect(digest.text).toContain('Ada Admin moved Dina Digest from Sourced to Interview');
    expect((await mailbox(company.adminEmail)).filter((mail) => mail.subject === 'Your daily digest')).toEqual([]);

    // Asking for no digest item removes the schedule.
    expect((await company.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: false, interviewReminder: false } })).status).toBe(200);
    await expect(schedule.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
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

    await temporal.schedule.getHandle(dailyDigestScheduleId(arabic.recruiterId)).trigger();
    const digest = await eventually(async () => (await mailbox(arabic.recruiterEmail)).find((mail) => mail.subject === 'ملخصك اليومي'), 60_000);
    expect(digest.text).toContain('مرحبًا Rami،');
    expect(digest.text).toMatch(/لديك (إشعار واحد غير مقروء|إشعاران غير مقروءين|\d+ إشعارات غير مقروءة):/);
    expect(digest.text).not.toContain('Hello');
    expect((await mailbox(arabic.recruiterEmail)).filter((mail) => mail.subject === 'Your daily digest')).toEqual([]);
  });

  it('reconciles the schedules with the preferences when the API could not tell Temporal: missing ones made, stray ones removed', async () => {
    const reconciled = await createTestCompany('digest-reconcile');
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const taskQueue = process.env.TEMPORAL_TASK_QUEUE ?? 'ats-test';
      const wants = reconciled.recruiterId;
      const wantsNot = reconciled.userIds[reconciled.adminEmail]!;
      expect((await reconciled.recruiter.put('/notification-preferences', { dailyDigest: { pendingFeedbackReminder: true } })).status).toBe(200);
      // As if Temporal had been away: the recruiter's schedule lost, and a stray one for the admin who wants none.
      await syncDailyDigestSchedule(temporal, taskQueue, { id: wants, companyId: reconciled.companyId }, false);
      await syncDailyDigestSchedule(temporal, taskQueue, { id: wantsNot, companyId: reconciled.companyId }, true);
      await reconcileDailyDigestSchedules(temporal, dataSource, taskQueue);
      expect((await temporal.schedule.getHandle(dailyDigestScheduleId(wants)).describe()).action).toMatchObject({ args: [{ userId: wants }] });
      await expect(temporal.schedule.getHandle(dailyDigestScheduleId(wantsNot)).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    } finally {
      await dataSource.destroy();
    }
  });
});
