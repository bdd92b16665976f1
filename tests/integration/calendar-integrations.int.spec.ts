import { encryptCalendarCredentials } from '@ats/infra/calendars/calendar-credentials';
import { createDataSource } from '@ats/infra/db/data-source';
import { startStack } from '@ats/infra/stack';
import { radicaleAccount } from '@ats/infra/stack/radicale';
import { createTestCompany, type TestCompany } from './support';

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
});
