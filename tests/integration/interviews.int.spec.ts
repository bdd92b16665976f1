import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import type { DataSource } from 'typeorm';
import { blobStoreConfigFrom, createBlobStore, type BlobStore } from '@ats/infra/blob-store';
import { createDataSource } from '@ats/infra/db/data-source';
import { seedCompany } from '@ats/infra/db/seed';
import { apiAs, candidateInput, createPublishedJob, createTestCompany, eventually, type ApiClient, type TestCompany } from './support';

type Interview = { interviewId: string; status: string; invitation: { uid: string; sequence: number }; meetingLink: string | null; noShow: boolean };
type OutboxRow = { subject: string; to_address: string; attachments: Array<{ companyId: string; blobId: string; contentType: string }> };

/**
 * Interviews through HTTP (spec 03 §2.1, "Interview", §5 "Scheduling"; issue 11): scheduled with an RFC 5545
 * invitation e-mailed as an attachment (METHOD:REQUEST), rescheduled under the same UID with a higher SEQUENCE,
 * cancelled (METHOD:CANCEL); refusals (busy interviewer, the past, another company) change nothing; no-show and
 * the feedback visibility rule.
 */
describe('interviews', () => {
  let dataSource: DataSource;
  let blobs: BlobStore;
  let company: TestCompany;
  let other: TestCompany;
  let admin: ApiClient;
  let jobId: string;
  let alia: { id: string; api: ApiClient };
  let omar: { id: string; api: ApiClient };

  const inDays = (days: number, hour = 10) => {
    const at = new Date(Date.now() + days * 86_400_000);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  const newApplication = async (email = `salma.${randomUUID().slice(0, 6)}@example.com`) => {
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { firstName: 'Salma', lastName: 'Haddad', email }));
    expect(added.status).toBe(201);
    // the invitation's candidate address comes from the candidate list
    await eventually(async () => (await dataSource.query(`SELECT 1 FROM rm_candidate_list WHERE application_id = $1`, [added.body.id])).length > 0);
    return { applicationId: added.body.id, email };
  };
  const schedule = (applicationId: string, overrides: Record<string, unknown> = {}, api: ApiClient = admin) =>
    api.post<{ id: string; position: string; message?: string }>('/interviews', {
      applicationId,
      title: 'Technical interview',
      location: 'Riyadh office',
      organizerId: company.userIds[company.adminEmail],
      interviewerIds: [alia.id, omar.id],
      fixedAttendees: [{ email: 'panel@example.com', name: 'Panel' }],
      startsAt: inDays(3),
      timeZone: 'Asia/Riyadh',
      durationMinutes: 60,
      meetingType: 'VIDEO',
      ...overrides,
    });
  const interview = async (id: string, api: ApiClient = admin) => eventually(async () => {
    const found = await api.get<Interview>(`/interviews/${id}`);
    return found.status === 200 ? found.body : null;
  });
  const invitationsTo = (address: string): Promise<OutboxRow[]> =>
    dataSource.query(`SELECT subject, to_address, attachments FROM mail_outbox WHERE to_address = $1 AND kind = 'NOTIFICATION' ORDER BY created_at`, [address]);
  const parsed = async (row: OutboxRow) => {
    const [attachment] = row.attachments;
    const content = await blobs.get({ companyId: attachment.companyId, blobId: attachment.blobId });
    const chunks: Buffer[] = [];
    for await (const chunk of content!) chunks.push(Buffer.from(chunk as Buffer));
    const calendar = new ICAL.Component(ICAL.parse(Buffer.concat(chunks).toString('utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), contentType: attachment.contentType };
  };
  const interviewsOf = async (applicationId: string) =>
    Number((await dataSource.query(`SELECT count(*) AS n FROM rm_interviews WHERE application_id = $1`, [applicationId]))[0].n);

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    blobs = createBlobStore(blobStoreConfigFrom(process.env));
    company = await createTestCompany('interviews');
    other = await createTestCompany('interviews-other');
    admin = company.admin;
    const domain = company.adminEmail.split('@')[1]!;
    const seeded = await seedCompany(dataSource, {
      name: 'interviews company',
      domain,
      users: [
        { firstName: 'Alia', lastName: 'Interviewer', email: `alia@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
        { firstName: 'Omar', lastName: 'Interviewer', email: `omar@${domain}`, roles: ['COMPANY_INTERVIEWER'] },
      ],
    });
    alia = { id: seeded.userIds[`alia@${domain}`]!, api: apiAs(`alia@${domain}`) };
    omar = { id: seeded.userIds[`omar@${domain}`]!, api: apiAs(`omar@${domain}`) };
    jobId = (await createPublishedJob(admin, 'Interview Engineer')).id;
  });

  afterAll(async () => {
    await blobs?.close();
    await dataSource?.destroy();
  });

  it('schedules with an ICS invitation, reschedules under the same UID with a higher SEQUENCE, and cancels', async () => {
    const { applicationId, email } = await newApplication();
    const scheduled = await schedule(applicationId);
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id;
    const made = await interview(id);
    expect(made).toMatchObject({ status: 'SCHEDULED', invitation: { uid: `interview-${id}@ats`, sequence: 0 } });
    expect(made.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/ats-[A-Za-z0-9_-]{22}$/);

    // the candidate, the interviewers and the fixed attendee are e-mailed the invitation as an attachment
    const [invitation] = await invitationsTo(email);
    expect(await parsed(invitation)).toMatchObject({ method: 'REQUEST', uid: `interview-${id}@ats`, sequence: 0, contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(await invitationsTo('panel@example.com')).not.toHaveLength(0);
    expect(await invitationsTo(company.adminEmail.replace('admin@', 'alia@'))).toHaveLength(1);
    // an interviewer becomes a collaborator on the job and reads the candidate's profile
    expect((await alia.api.get(`/job-applications/${applicationId}`)).status).toBe(200);

    const moved = await admin.put(`/interviews/${id}`, { startsAt: inDays(4, 11) });
    expect(moved.status).toBe(200);
    await eventually(async () => (await invitationsTo(email)).length === 2);
    const update = await parsed((await invitationsTo(email))[1]);
    expect(update).toMatchObject({ method: 'REQUEST', uid: `interview-${id}@ats`, sequence: 1, start: inDays(4, 11) });

    const cancelled = await admin.post(`/interviews/${id}/cancel`, { reason: 'Position filled' });
    expect(cancelled.status).toBe(200);
    const cancellation = await parsed((await invitationsTo(email))[2]);
    expect(cancellation).toMatchObject({ method: 'CANCEL', uid: `interview-${id}@ats`, sequence: 2 });
    await eventually(async () => (await interview(id)).status === 'CANCELLED');
    // a cancelled interview is not rescheduled again
    expect((await admin.put(`/interviews/${id}`, { startsAt: inDays(5) })).status).toBe(409);

    const listed = await admin.get<{ items: Interview[] }>(`/job-applications/${applicationId}/interviews?afterPosition=${cancelled.body.position}`);
    expect(listed.body.items.map((item) => item.interviewId)).toEqual([id]);
    // the application's timeline tells the interview's story; the cancellation took back the interviewers' access
    expect([403, 404]).toContain((await alia.api.get(`/job-applications/${applicationId}`)).status);
    const history = await admin.get<{ items: Array<{ details: { type: string; interviewEvent?: string; interviewId?: string } }> }>(`/job-applications/${applicationId}/history?take=100`);
    expect(history.status).toBe(200);
    expect(history.body.items.filter((item) => item.details.type === 'InterviewEvent').map((item) => item.details.interviewEvent)).toEqual([
      'InterviewScheduled',
      'InterviewRescheduled',
      'InterviewCancelled',
    ]);
  });

  it('refuses an interviewer’s busy time and the past, writing nothing', async () => {
    const { applicationId } = await newApplication();
    const first = await schedule(applicationId, { startsAt: inDays(6, 9) });
    expect(first.status).toBe(201);
    // Omar's calendar now holds 09:00–10:00: 09:30 overlaps it
    const busy = await schedule(applicationId, { startsAt: new Date(Date.parse(inDays(6, 9)) + 30 * 60_000).toISOString(), interviewerIds: [omar.id] });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('An interviewer is busy at this time: Omar Interviewer');
    const past = await schedule(applicationId, { startsAt: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The interview cannot start in the past');
    const noInterviewer = await schedule(applicationId, { interviewerIds: [] });
    expect(noInterviewer.status).toBe(400);
    expect(noInterviewer.body.message).toBe('Please select at least one interviewer');
    // read after the one that was scheduled: the refused ones wrote nothing
    const listed = await admin.get<{ items: Interview[] }>(`/job-applications/${applicationId}/interviews?afterPosition=${first.body.position}`);
    expect(listed.body.items).toHaveLength(1);
  });

  it('answers 404 for another company’s interview and application', async () => {
    const { applicationId } = await newApplication();
    const scheduled = await schedule(applicationId, { startsAt: inDays(7) });
    const id = scheduled.body.id;
    await interview(id);
    expect((await other.admin.get(`/interviews/${id}`)).status).toBe(404);
    expect((await other.admin.post(`/interviews/${id}/cancel`, {})).status).toBe(404);
    expect((await other.admin.get(`/interviews/${id}/feedback`)).status).toBe(404);
    expect((await schedule(applicationId, { organizerId: other.userIds[other.adminEmail], interviewerIds: [other.userIds[other.adminEmail]] }, other.admin)).status).toBe(404);
    expect(await interviewsOf(applicationId)).toBe(1);
  });

  it('refuses no-show after another interviewer’s feedback and shows feedback by the visibility rule', async () => {
    const { applicationId } = await newApplication();
    // Starting in a few seconds: nobody can fail to show up before an interview begins.
    const startsAt = new Date(Date.now() + 8_000);
    startsAt.setUTCMilliseconds(0);
    const scheduled = await schedule(applicationId, { startsAt: startsAt.toISOString() });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id;
    const early = await alia.api.put<{ message: string }>(`/interviews/${id}/no-show`, { noShow: true });
    expect([early.status, early.body.message]).toEqual([409, 'No-show can be marked only once the interview has started']);
    await interview(id);
    await eventually(async () => Date.now() >= startsAt.getTime());
    // no-show can be set and unset while nobody has given feedback
    expect((await alia.api.put(`/interviews/${id}/no-show`, { noShow: true })).status).toBe(200);
    expect((await alia.api.put(`/interviews/${id}/no-show`, { noShow: false })).status).toBe(200);

    const omarFeedback = await omar.api.post(`/interviews/${id}/feedback`, { notes: 'Strong on systems', confidentialNotes: 'Salary expectations high', proceedToNextStage: true });
    expect(omarFeedback.status).toBe(201);
    // the admin (not an interviewer) may not give feedback
    expect((await admin.post(`/interviews/${id}/feedback`, { proceedToNextStage: true })).status).toBe(403);

    const refused = await alia.api.put<{ message: string }>(`/interviews/${id}/no-show`, { noShow: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No-show cannot be marked: another interviewer has already submitted feedback');

    await eventually(async () => (await admin.get<{ items: unknown[] }>(`/interviews/${id}/feedback`)).body.items.length === 1);
    // Alia has not given hers: Omar's is hidden from her
    const before = await alia.api.get<{ othersVisible: boolean; hiddenCount: number; items: unknown[] }>(`/interviews/${id}/feedback`);
    expect(before.body).toMatchObject({ othersVisible: false, hiddenCount: 1, items: [] });
    expect((await alia.api.post(`/interviews/${id}/feedback`, { notes: 'Good', proceedToNextStage: false })).status).toBe(201);
    const after = await eventually(async () => {
      const read = await alia.api.get<{ othersVisible: boolean; items: Array<{ interviewerId: string; notes: string; confidentialNotes: string | null }> }>(`/interviews/${id}/feedback`);
      return read.body.items.length === 2 ? read.body : null;
    });
    const omars = after.items.find((item) => item.interviewerId === omar.id)!;
    expect(omars).toMatchObject({ notes: 'Strong on systems', confidentialNotes: null });
    // confidential notes: the admin and their author
    const asAdmin = await admin.get<{ items: Array<{ interviewerId: string; confidentialNotes: string | null }> }>(`/interviews/${id}/feedback`);
    expect(asAdmin.body.items.find((item) => item.interviewerId === omar.id)!.confidentialNotes).toBe('Salary expectations high');

    // the dashboard: Alia's interview is among hers, and no longer pending her feedback
    const mine = await alia.api.get<{ items: Interview[] }>('/interviews?view=MINE&when=UPCOMING');
    expect(mine.body.items.map((item) => item.interviewId)).toContain(id);
    const all = await admin.get<{ items: Interview[]; total: number }>('/interviews?view=ALL&when=UPCOMING&take=100');
    expect(all.body.items.map((item) => item.interviewId)).toContain(id);
    // another company's dashboard does not list it
    const theirs = await other.admin.get<{ items: Interview[] }>('/interviews?view=ALL&when=UPCOMING');
    expect(theirs.body.items.map((item) => item.interviewId)).not.toContain(id);
  });

  it('lists an interview under each interviewer’s pending feedback once it is over, until they submit theirs', async () => {
    const { applicationId } = await newApplication();
    // A time of its own: the other cases hold 3, 4 and 6 days ahead.
    const scheduled = await schedule(applicationId, { startsAt: inDays(8, 9) });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id as string;
    await interview(id);
    const pendingFor = async (who: { api: ApiClient }) =>
      (await who.api.get<{ items: Interview[] }>('/interviews?view=PENDING_FEEDBACK&take=100')).body.items.map((item) => item.interviewId);
    // Upcoming: nothing is pending yet.
    expect(await pendingFor(alia)).not.toContain(id);
    // Over (marked completed): pending for both interviewers.
    const completed = await admin.post(`/interviews/${id}/complete`, {});
    expect(completed.status).toBe(200);
    await eventually(async () => (await pendingFor(alia)).includes(id));
    expect(await pendingFor(omar)).toContain(id);
    // Alia's feedback takes it off her list only.
    expect((await alia.api.post(`/interviews/${id}/feedback`, { notes: 'Clear', proceedToNextStage: true })).status).toBe(201);
    await eventually(async () => !(await pendingFor(alia)).includes(id));
    expect(await pendingFor(omar)).toContain(id);
    // Not an interviewer: never pending for the admin who organised it.
    expect(await pendingFor({ api: admin })).not.toContain(id);
  });
});
