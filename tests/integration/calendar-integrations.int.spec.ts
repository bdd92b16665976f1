import { randomInt } from 'node:crypto';
import { CalDavCalendar } from '@ats/infra/calendars/caldav-calendar';
import { invitationIcs } from '@ats/infra/calendars/calendar.contract';
import { encryptCalendarCredentials } from '@ats/infra/calendars/calendar-credentials';
import { createDataSource } from '@ats/infra/db/data-source';
import { startStack } from '@ats/infra/stack';
import { radicaleAccount } from '@ats/infra/stack/radicale';
import { candidateInput, createPublishedJob, createTestCompany, eventually, type TestCompany } from './support';

/**
 * The calendar integration settings (spec 03 app-integration, §8 "Interviews and calendars"): CAL until a
 * CalDAV calendar is connected, the connection verified against the stack's Radicale before it is saved,
 * refusals that change nothing, each user only their own.
 */
describe('calendar integrations', () => {
  let company: TestCompany;
  let account: ReturnType<typeof radicaleAccount>;

  const connectBody = (overrides: Record<string, unknown> = {}) => ({
    kind: 'CALDAV',
    serverUrl: account.serverUrl,
    username: account.username,
    password: account.password,
    ...overrides,
  });
  const storedRows = async (userId: string) => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      return (await dataSource.query('SELECT server_url, credentials FROM calendar_connections WHERE user_id = $1', [userId])) as Array<{
        server_url: string;
        credentials: unknown;
      }>;
    } finally {
      await dataSource.destroy();
    }
  };

  beforeAll(async () => {
    if (!process.env.ATS_CALDAV_URL) await startStack({ profile: 'test', services: ['radicale'], log: () => undefined });
    const fromStack = radicaleAccount('test', 'calendar-contract');
    const serverUrl = process.env.ATS_CALDAV_URL ?? fromStack.serverUrl;
    account = { ...fromStack, serverUrl, calendarUrl: `${serverUrl}${fromStack.username}/interviews/` };
    company = await createTestCompany('calendar-integrations');
  });

  it('answers the built-in calendar (CAL) before anything is connected', async () => {
    const response = await company.recruiter.get('/calendar-integrations/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: 'CAL', integrated: true, status: 'CONNECTED', connection: null });
  });

  it('refuses bad input and what the server refuses with clear messages, saving nothing', async () => {
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [connectBody({ serverUrl: 'ftp://calendar.example' }), 400, 'Please enter a valid server URL (http or https)'],
      [connectBody({ username: '' }), 400, 'Please enter the username'],
      [connectBody({ password: 'x'.repeat(1001) }), 400, 'The password is too long'],
      [connectBody({ kind: 'GOOGLE' }), 400, 'Please choose a calendar to connect'],
      [connectBody({ password: 'not-the-password' }), 400, 'The calendar server refused this username and password.'],
      [connectBody({ serverUrl: 'http://127.0.0.1:9/' }), 400, 'The calendar server could not be reached. Please check the server URL.'],
      // Addresses inside the API's network are not called at all (cloud metadata; loopback by another name).
      [connectBody({ serverUrl: 'http://169.254.169.254/latest/' }), 400, 'This calendar server address is not allowed. Please use the server’s public address.'],
      [connectBody({ serverUrl: 'http://localhost:5242/' }), 400, 'This calendar server address is not allowed. Please use the server’s public address.'],
      [connectBody({ calendarUrl: `${account.serverUrl}calendar-contract/no-such-calendar/` }), 400, 'No calendar for events was found for this account on the server.'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await company.recruiter.put('/calendar-integrations/me', body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status, message });
      expect(refused.body).toMatchObject({ success: false, statusCode: status });
    }
    expect((await company.recruiter.get('/calendar-integrations/me')).body.provider).toBe('CAL');
    expect(await storedRows(company.recruiterId)).toEqual([]);
  });

  it('connects the Radicale calendar after asking it, stores the password encrypted, shows it to its user only, and disconnects back to CAL', async () => {
    const connected = await company.recruiter.put('/calendar-integrations/me', connectBody());
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({
      provider: 'CALDAV',
      integrated: true,
      status: 'CONNECTED',
      connection: {
        kind: 'CALDAV',
        serverUrl: account.serverUrl,
        username: account.username,
        calendarUrl: account.calendarUrl,
        calendarName: 'Interviews',
        connectedAt: expect.any(String),
      },
    });
    expect(JSON.stringify(connected.body)).not.toContain(account.password);
    const [row] = await storedRows(company.recruiterId);
    expect(JSON.stringify(row.credentials)).not.toContain(account.password);

    // The admin of the same company still has CAL: the connection is the recruiter's own.
    expect((await company.admin.get('/calendar-integrations/me')).body.provider).toBe('CAL');

    // A refused reconnection keeps the working one.
    expect((await company.recruiter.put('/calendar-integrations/me', connectBody({ password: 'wrong' }))).status).toBe(400);
    expect((await company.recruiter.get('/calendar-integrations/me')).body).toMatchObject({ provider: 'CALDAV', status: 'CONNECTED' });

    const disconnected = await company.recruiter.delete('/calendar-integrations/me');
    expect(disconnected.status).toBe(200);
    expect(disconnected.body).toEqual({ provider: 'CAL', integrated: true, status: 'CONNECTED', connection: null });
    expect(await storedRows(company.recruiterId)).toEqual([]);
    // Disconnecting again is no error.
    expect((await company.recruiter.delete('/calendar-integrations/me')).status).toBe(200);
  });

  it('tells the user when the stored credentials are refused (access expired)', async () => {
    expect((await company.admin.put('/calendar-integrations/me', connectBody())).status).toBe(200);
    // The server stops accepting what was stored (a revoked app password): store a password it refuses.
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      const adminId = company.userIds[company.adminEmail];
      const revoked = await encryptCalendarCredentials(dataSource, adminId, { username: account.username, password: 'revoked' });
      await dataSource.query('UPDATE calendar_connections SET credentials = $2 WHERE user_id = $1', [adminId, JSON.stringify(revoked)]);
    } finally {
      await dataSource.destroy();
    }
    expect((await company.admin.get('/calendar-integrations/me')).body).toMatchObject({ provider: 'CALDAV', integrated: false, status: 'ACCESS_EXPIRED' });
    expect((await company.admin.delete('/calendar-integrations/me')).body.provider).toBe('CAL');
  });

  it('refuses to schedule with an interviewer whose calendar is not integrated or cannot be read, scheduling nothing', async () => {
    const job = await createPublishedJob(company.admin, 'Calendar Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Maya', lastName: 'Calendar', email: `maya.${Date.now()}@example.com` }));
    expect(added.status).toBe(201);
    const schedule = () =>
      company.admin.post('/interviews', {
        applicationId: added.body.id,
        title: 'Calendar check',
        location: 'Online',
        organizerId: company.userIds[company.adminEmail],
        interviewerIds: [company.recruiterId],
        startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
        timeZone: 'Asia/Dubai',
        durationMinutes: 30,
        meetingType: 'PHONE',
      });
    expect((await company.recruiter.put('/calendar-integrations/me', connectBody())).status).toBe(200);
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
    try {
      // Stored credentials that no longer decrypt (another key, a tampered row): the calendar is not integrated.
      await dataSource.query(`UPDATE calendar_connections SET credentials = '{"v":1,"iv":"AAAA","tag":"AAAA","ciphertext":"AAAA"}' WHERE user_id = $1`, [
        company.recruiterId,
      ]);
      const notIntegrated = await schedule();
      expect([notIntegrated.status, notIntegrated.body.message]).toEqual([400, 'Attendees whose calendar is not integrated must be removed before saving']);
      // A password the server now refuses: the interviewer's calendar cannot be read.
      const revoked = await encryptCalendarCredentials(dataSource, company.recruiterId, { username: account.username, password: 'revoked' });
      await dataSource.query('UPDATE calendar_connections SET credentials = $2 WHERE user_id = $1', [company.recruiterId, JSON.stringify(revoked)]);
      const unreadable = await schedule();
      expect([unreadable.status, unreadable.body.message]).toEqual([409, "Interviewer added but we can't access the interviewer calendar"]);
      // Nothing was scheduled either time.
      expect(await dataSource.query(`SELECT 1 FROM events WHERE type = 'InterviewScheduled' AND data->>'applicationId' = $1`, [added.body.id])).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
    expect((await company.recruiter.delete('/calendar-integrations/me')).body.provider).toBe('CAL');
  });

  it('keeps a connected interviewer’s CalDAV calendar in step: the interview appears, moves and goes, and its busy time refuses a clash', async () => {
    const job = await createPublishedJob(company.admin, 'CalDAV Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Rami', lastName: 'Caldav', email: `rami.${Date.now()}@example.com` }));
    expect(added.status).toBe(201);
    expect((await company.recruiter.put('/calendar-integrations/me', connectBody())).status).toBe(200);
    const radicale = new CalDavCalendar(account);
    // A day of its own far ahead: the contract specs share this Radicale account.
    const day = new Date(Date.UTC(2031, 0, 1) + randomInt(0, 20_000) * 86_400_000).toISOString().slice(0, 10);
    const busyOn = (date: string) => radicale.freeBusy('calendar-contract', `${date}T00:00:00Z`, `${date}T23:59:59Z`);
    try {
      // Someone's own appointment in the interviewer's CalDAV calendar: the interview may not clash with it.
      const own = `own-${Date.now()}@ats.test`;
      await radicale.putEvent('calendar-contract', { uid: own, sequence: 0, ics: invitationIcs(own, 0, `${day}T08:00:00Z`, `${day}T09:00:00Z`) });
      const schedule = (startsAt: string) =>
        company.admin.post('/interviews', {
          applicationId: added.body.id,
          title: 'CalDAV check',
          location: 'Online',
          organizerId: company.userIds[company.adminEmail],
          interviewerIds: [company.recruiterId],
          startsAt,
          timeZone: 'Asia/Dubai',
          durationMinutes: 60,
          meetingType: 'PHONE',
        });
      const clash = await schedule(`${day}T08:30:00.000Z`);
      expect([clash.status, clash.body.message]).toEqual([409, 'An interviewer is busy at this time: Rami Recruiter']);

      const scheduled = await schedule(`${day}T10:00:00.000Z`);
      expect(scheduled.status).toBe(201);
      const id = scheduled.body.id as string;
      expect(await eventually(async () => ((await busyOn(day)).length === 2 ? busyOn(day) : null))).toEqual([
        { start: `${day}T08:00:00.000Z`, end: `${day}T09:00:00.000Z` },
        { start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z` },
      ]);
      const moved = await company.admin.put(`/interviews/${id}`, { startsAt: `${day}T13:00:00.000Z` });
      expect(moved.status).toBe(200);
      expect(await eventually(async () => ((await busyOn(day)).some((block) => block.start === `${day}T13:00:00.000Z`) ? busyOn(day) : null))).toEqual([
        { start: `${day}T08:00:00.000Z`, end: `${day}T09:00:00.000Z` },
        { start: `${day}T13:00:00.000Z`, end: `${day}T14:00:00.000Z` },
      ]);
      expect((await company.admin.post(`/interviews/${id}/cancel`, { reason: 'Position filled' })).status).toBe(200);
      expect(await eventually(async () => ((await busyOn(day)).length === 1 ? busyOn(day) : null))).toEqual([
        { start: `${day}T08:00:00.000Z`, end: `${day}T09:00:00.000Z` },
      ]);
      await radicale.removeEvent('calendar-contract', own);
    } finally {
      await company.recruiter.delete('/calendar-integrations/me');
    }
  });
});
