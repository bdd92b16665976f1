import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { anonymousApi, candidateInput, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

const ALL_DAY = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => ({ day, start: '00:00', end: '24:00' }));

const availability = (interviewerId: string, overrides: Record<string, unknown> = {}) => ({
  interviewerId,
  timeZone: 'UTC',
  workingHours: ALL_DAY,
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  bookingWindowDays: null,
  maxInterviewsPerDay: null,
  ...overrides,
});

const linkForm = (interviewerIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Screening call',
  eventName: 'Screening call with Acme',
  durationMinutes: 30,
  description: 'A first conversation',
  interviewerIds,
  timeZone: 'Europe/London',
  eventType: 'VIDEO_CONFERENCE',
  organizerAddress: '',
  minimumNoticeMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  windowKind: 'CALENDAR_DAYS',
  windowDays: 3,
  frequencyLimitCount: null,
  frequencyLimitPeriod: null,
  ...overrides,
});

type Page = { eventName: string; slots: string[]; booked: { start: string } | null };

/**
 * Self-scheduling through HTTP (issue 11): availability and booking links (relational, audited, the spec's
 * messages), the invite e-mail with its signed link, the candidate's free slots, the booking race (exactly one of
 * two candidates gets a slot), stale links, and another company's ids.
 */
describe('interview booking', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;
  let linkId: string;
  let jobId: string;

  const bookings = async (link: string) =>
    (await dataSource.query(`SELECT starts_at FROM interview_bookings WHERE link_id = $1 ORDER BY starts_at`, [link])) as Array<{ starts_at: Date }>;
  const auditOf = async (entity: string, id: string) =>
    (await dataSource.query(`SELECT action FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id`, [entity, id])).map((row: { action: string }) => row.action);

  /** Sends an invite for a new application; answers the token the candidate's e-mail links with. */
  const invite = async (link = linkId): Promise<{ token: string; inviteId: string }> => {
    const added = await company.admin.post<{ id: string }>('/job-applications', candidateInput(jobId));
    expect(added.status).toBe(201);
    const sent = await company.admin.post('/interview-booking-invites', {
      applicationId: added.body.id,
      linkId: link,
      subject: 'Book your interview for {{jobTitle}}',
      body: '<p>Hi {{candidateFirstName}}, please choose a time: {{bookingLink}}</p>',
    });
    expect(sent.status).toBe(201);
    const [mail] = await dataSource.query(`SELECT html_body, subject FROM mail_outbox WHERE id = $1`, [sent.body.emailId]);
    expect(mail.subject).toBe('Book your interview for Booking Engineer');
    const token = /\/interview-booking\/([A-Za-z0-9_.%-]+)/.exec(mail.html_body)?.[1];
    expect(token).toBeDefined();
    return { token: decodeURIComponent(token!), inviteId: sent.body.inviteId };
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('booking');
    other = await createTestCompany('booking-other');
    jobId = (await createPublishedJob(company.admin, 'Booking Engineer')).id;
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('sets availability: one’s own, or anyone’s as an admin; the interviewer is fixed in edit mode', async () => {
    const own = await company.recruiter.post('/interview-availabilities', availability(company.recruiterId));
    expect(own.status).toBe(201);
    const adminId = company.userIds[company.adminEmail];
    const notMine = await company.recruiter.post('/interview-availabilities', availability(adminId));
    expect([notMine.status, notMine.body.message]).toEqual([403, 'You can only set your own availability']);
    const again = await company.admin.post('/interview-availabilities', availability(company.recruiterId));
    expect(again.status).toBe(409);

    const locked = await company.recruiter.put(`/interview-availabilities/${own.body.id}`, availability(adminId));
    expect([locked.status, locked.body.message]).toEqual([400, 'The interviewer cannot be changed in edit mode']);
    const edited = await company.recruiter.put(`/interview-availabilities/${own.body.id}`, availability(company.recruiterId, { minimumNoticeMinutes: 0 }));
    expect(edited.status).toBe(200);
    const listed = await company.recruiter.get('/interview-availabilities');
    expect(listed.body).toEqual([expect.objectContaining({ id: own.body.id, interviewerName: 'Rami Recruiter', minimumNoticeMinutes: 0 })]);
    expect(await auditOf('interview_availability', own.body.id)).toEqual(['create', 'update']);
    expect((await other.admin.get(`/interview-availabilities/${own.body.id}`)).status).toBe(404);
    expect((await other.admin.put(`/interview-availabilities/${own.body.id}`, availability(company.recruiterId))).status).toBe(404);
  });

  it('adds, edits and lists booking links; refuses with the spec’s messages and changes nothing', async () => {
    const added = await company.admin.post('/interview-booking-links', linkForm([company.recruiterId]));
    expect(added.status).toBe(201);
    linkId = added.body.id;
    const count = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM interview_booking_links WHERE company_id = $1`, [company.companyId]))[0].n;
    const links = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, 'Please input link name'],
      [{ interviewerIds: [] }, 'Please select the interviewer'],
      [{ timeZone: 'Nowhere/Else' }, 'Please select the timezone'],
      [{ durationMinutes: null }, 'Please select the duration'],
      [{ eventType: '' }, 'Please select event type'],
      [{ interviewerIds: [other.recruiterId] }, 'The interviewer must be a member of your team'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await company.admin.post('/interview-booking-links', linkForm([company.recruiterId], overrides));
      expect([refused.status, refused.body.message]).toEqual([400, message]);
      const edit = await company.admin.put(`/interview-booking-links/${linkId}`, linkForm([company.recruiterId], overrides));
      expect([edit.status, edit.body.message]).toEqual([400, message]);
    }
    expect(await count()).toBe(links);
    expect((await company.admin.put(`/interview-booking-links/${linkId}`, linkForm([company.recruiterId], { windowDays: 4 }))).status).toBe(200);
    const read = await company.recruiter.get(`/interview-booking-links/${linkId}`);
    expect(read.body).toMatchObject({ name: 'Screening call', windowDays: 4, interviewerNames: ['Rami Recruiter'], eventType: 'VIDEO_CONFERENCE' });
    expect(await auditOf('interview_booking_link', linkId)).toEqual(['create', 'update']);

    // another company's link is unknown to everyone else, and cannot be used to invite their candidates
    expect((await other.admin.get(`/interview-booking-links/${linkId}`)).status).toBe(404);
    expect((await other.admin.put(`/interview-booking-links/${linkId}`, linkForm([other.recruiterId]))).status).toBe(404);
    expect((await other.admin.delete(`/interview-booking-links/${linkId}`)).status).toBe(404);
    expect((await other.admin.get<Array<{ id: string }>>('/interview-booking-links')).body.map((link) => link.id)).not.toContain(linkId);
  });

  it('e-mails the signed link; the candidate sees free slots and exactly one of two racing candidates gets a slot', async () => {
    const applicationId = (await company.admin.post<{ id: string }>('/job-applications', candidateInput(jobId))).body.id;
    const noVariable = await company.recruiter.post('/interview-booking-invites', { applicationId, linkId, subject: 'Hi', body: '<p>Call me</p>' });
    expect([noVariable.status, noVariable.body.message]).toEqual([400, 'The email must contain the booking link variable {{bookingLink}}']);
    const theirs = await other.admin.post('/interview-booking-invites', { applicationId, linkId, subject: 'Hi', body: '{{bookingLink}}' });
    expect(theirs.status).toBe(404);

    const first = await invite();
    const second = await invite();
    const page = await anonymousApi().get<Page>(`/interview-bookings/${encodeURIComponent(first.token)}`);
    expect(page.status).toBe(200);
    expect(page.body.eventName).toBe('Screening call with Acme');
    expect(page.body.slots.length).toBeGreaterThan(10);
    const slot = page.body.slots[4];

    const raced = await Promise.all(
      [first, second].map(({ token }) => anonymousApi().post(`/interview-bookings/${encodeURIComponent(token)}`, { start: slot, timeZone: 'Asia/Dubai' })),
    );
    expect(raced.map((response) => [response.status, response.status === 409 ? '' : response.body.message ?? ''])).toEqual(expect.arrayContaining([[201, ''], [409, '']]));
    expect(raced.find((response) => response.status === 409)?.body.message).toBe('This time is no longer available. Please choose another slot.');
    expect((await bookings(linkId)).map((row) => row.starts_at.toISOString())).toEqual([slot]);

    // the booking scheduled the interview through the interviews' command, on the link's interviewer
    const interviewId = raced.find((response) => response.status === 201)?.body.interviewId;
    expect(interviewId).toEqual(expect.any(String));
    const interview = await eventually(async () => {
      const read = await company.admin.get<{ interviewerIds?: string[]; slot?: { startsAt: string } }>(`/interviews/${interviewId}`);
      return read.status === 200 && read.body;
    });
    expect(JSON.stringify(interview)).toContain(slot.slice(0, 16));
    const winner = raced[0].status === 201 ? first : second;
    const loser = winner === first ? second : first;
    // the slot is gone for the other candidate; the winner's page shows the booking and books nothing twice
    expect((await anonymousApi().get<Page>(`/interview-bookings/${encodeURIComponent(loser.token)}`)).body.slots).not.toContain(slot);
    expect((await anonymousApi().get<Page>(`/interview-bookings/${encodeURIComponent(winner.token)}`)).body.booked?.start).toBe(slot);
    const twice = await anonymousApi().post(`/interview-bookings/${encodeURIComponent(winner.token)}`, { start: page.body.slots[8] });
    expect([twice.status, twice.body.message]).toEqual([409, 'You have already booked an interview with this link.']);

    // outside the link's rules: off the grid, beyond the window, not a date
    for (const start of [new Date(Date.parse(page.body.slots[6]) + 7 * 60_000).toISOString(), new Date(Date.now() + 30 * 86_400_000).toISOString(), 'soon']) {
      const refused = await anonymousApi().post(`/interview-bookings/${encodeURIComponent(loser.token)}`, { start });
      expect([refused.status, refused.body.message]).toEqual([409, 'This time is no longer available. Please choose another slot.']);
    }
    expect(await bookings(linkId)).toHaveLength(1);
  });

  it('tells the interviewer of a booking under the "candidate booked a slot" switch', async () => {
    const inboxOf = async () =>
      (await company.recruiter.get('/inbox?filter=ALL&order=ASC&perPage=100')).body.notifications as Array<{
        type: string;
        redirectionData: { interviewId?: string; interviewChange?: string; interviewBooked?: boolean };
      }>;
    const book = async () => {
      const { token } = await invite();
      const page = await anonymousApi().get<Page>(`/interview-bookings/${encodeURIComponent(token)}`);
      const booked = await anonymousApi().post(`/interview-bookings/${encodeURIComponent(token)}`, { start: page.body.slots[0], timeZone: 'Asia/Dubai' });
      expect(booked.status).toBe(201);
      return booked.body.interviewId as string;
    };
    const toldOf = (id: string, change: string) =>
      eventually(async () => {
        const rows = (await inboxOf()).filter((row) => row.type === 'INTERVIEWS' && row.redirectionData.interviewId === id);
        return rows.some((row) => row.redirectionData.interviewChange === change) ? rows : null;
      });
    // On (the default): the booking reaches the link's interviewer, marked as booked by the candidate.
    const first = await book();
    expect(await toldOf(first, 'INVITED')).toEqual([expect.objectContaining({ redirectionData: expect.objectContaining({ interviewBooked: true }) })]);
    // Off: a booking tells them nothing, while a cancellation (another switch) still does.
    expect((await company.recruiter.put('/notification-preferences', { events: { candidateBookedSlot: false } })).status).toBe(200);
    const second = await book();
    expect((await company.admin.post(`/interviews/${second}/cancel`, {})).status).toBe(200);
    expect((await toldOf(second, 'CANCELLED')).map((row) => row.redirectionData.interviewChange)).toEqual(['CANCELLED']);
    expect((await company.recruiter.put('/notification-preferences', { events: { candidateBookedSlot: true } })).status).toBe(200);
  });

  it('refuses a stale link — forged, expired, or of a deleted link — and books nothing', async () => {
    const stale = 'This booking link is invalid or has expired. Please ask the recruiter for a new one.';
    const forged = await anonymousApi().get('/interview-bookings/not.a.token');
    expect([forged.status, forged.body.message]).toEqual([404, stale]);

    const expired = await invite();
    await dataSource.query(`UPDATE interview_booking_invites SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.inviteId]);
    expect((await anonymousApi().get(`/interview-bookings/${encodeURIComponent(expired.token)}`)).body.message).toBe(stale);

    const doomedLink = (await company.admin.post('/interview-booking-links', linkForm([company.recruiterId], { name: 'Doomed' }))).body.id;
    const orphan = await invite(doomedLink);
    const slot = (await anonymousApi().get<Page>(`/interview-bookings/${encodeURIComponent(orphan.token)}`)).body.slots[0];
    expect((await company.admin.delete(`/interview-booking-links/${doomedLink}`)).status).toBe(200);
    const refused = await anonymousApi().post(`/interview-bookings/${encodeURIComponent(orphan.token)}`, { start: slot });
    expect([refused.status, refused.body.message]).toEqual([404, stale]);
    expect(await bookings(doomedLink)).toHaveLength(0);
  });

  it('BULK_SCHEDULE_INTERVIEW e-mails each selected candidate a booking link of their own', async () => {
    const candidates = [candidateInput(jobId), candidateInput(jobId)];
    const applicationIds = await Promise.all(candidates.map(async (input) => (await company.admin.post<{ id: string }>('/job-applications', input)).body.id));
    const refused = await company.admin.post('/bulk-actions/schedule-interview', { applicationIds, linkId, subject: 'Book', body: '<p>No link</p>' });
    expect([refused.status, refused.body.message]).toEqual([400, 'The email must contain the booking link variable {{bookingLink}}']);
    const queued = await company.admin.post('/bulk-actions/schedule-interview', {
      applicationIds,
      linkId,
      subject: 'Book your interview for {{jobTitle}}',
      body: '<p>Please choose a time: {{bookingLink}}</p>',
    });
    expect(queued.status).toBe(201);
    const invites = await eventually(async () => {
      const rows: Array<{ application_id: string }> = await dataSource.query(
        `SELECT application_id FROM interview_booking_invites WHERE application_id = ANY($1::uuid[])`,
        [applicationIds],
      );
      return rows.length === 2 && rows;
    }, 60_000);
    expect(invites.map((row) => row.application_id).sort()).toEqual([...applicationIds].sort());
    const mails: Array<{ html_body: string }> = await eventually(async () => {
      const rows = await dataSource.query(`SELECT html_body FROM mail_outbox WHERE to_address = ANY($1::text[])`, [candidates.map((input) => input.email)]);
      return rows.length === 2 && rows;
    });
    const tokens = mails.map((mail) => /\/interview-booking\/([A-Za-z0-9_.%-]+)/.exec(mail.html_body)?.[1]);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect((await anonymousApi().get<Page>(`/interview-bookings/${tokens[0]}`)).status).toBe(200);
  });
});
