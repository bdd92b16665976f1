import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../db/data-source';
import { seedCompany } from '../db/seed';
import { startStack } from '../stack';
import { radicaleAccount } from '../stack/radicale';
import { BuiltinCalendar } from './builtin-calendar';
import { CalDavCalendar } from './caldav-calendar';
import { describeCalendarContract, invitationIcs } from './calendar.contract';
import { createCalendarDirectory } from './calendar-directory';
import { deleteCalendarConnection, saveCalDavConnection } from './calendar-connections';
import { CalendarAccessExpiredError, CalendarUnavailableError } from './calendar-errors';

/** The stack's Radicale (started here when the run's environment came from elsewhere: reused when it runs). */
const caldavAccount = async () => {
  if (!process.env.ATS_CALDAV_URL) await startStack({ profile: 'test', services: ['radicale'], log: () => undefined });
  const account = radicaleAccount('test', 'calendar-contract');
  const serverUrl = process.env.ATS_CALDAV_URL ?? account.serverUrl;
  return { ...account, serverUrl, calendarUrl: `${serverUrl}calendar-contract/interviews/` };
};

const aCompany = async (dataSource: DataSource) => {
  const domain = `calendars-${randomUUID().slice(0, 8)}.test`;
  const seeded = await seedCompany(dataSource, {
    name: 'Calendars company',
    domain,
    users: [
      { firstName: 'Ines', lastName: 'Interviewer', email: `ines@${domain}`, roles: ['COMPANY_RECRUITER'] },
      { firstName: 'Omar', lastName: 'Other', email: `omar@${domain}`, roles: ['COMPANY_RECRUITER'] },
    ],
  });
  return { companyId: seeded.companyId, ines: seeded.userIds[`ines@${domain}`], omar: seeded.userIds[`omar@${domain}`] };
};

const openDatabase = async (): Promise<DataSource> => {
  const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
  await dataSource.initialize();
  await migrate(dataSource);
  return dataSource;
};

describeCalendarContract('Built-in calendar (CAL)', async () => {
  const dataSource = await openDatabase();
  const { companyId, ines } = await aCompany(dataSource);
  return { calendar: new BuiltinCalendar(dataSource, companyId), userId: ines, dispose: () => dataSource.destroy() };
});

describeCalendarContract('CalDAV (Radicale)', async () => {
  const account = await caldavAccount();
  return { calendar: new CalDavCalendar(account), userId: 'calendar-contract' };
});

describe('calendars beyond the contract', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openDatabase();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  it("the built-in calendar keeps a late, older SEQUENCE from undoing a reschedule and shows nothing of another company's user", async () => {
    const { companyId, ines } = await aCompany(dataSource);
    const other = await aCompany(dataSource);
    const calendar = new BuiltinCalendar(dataSource, companyId);
    const uid = `${randomUUID()}@ats.test`;
    await calendar.putEvent(ines, { uid, sequence: 2, ics: invitationIcs(uid, 2, '2031-03-04T14:00:00Z', '2031-03-04T15:00:00Z') });
    await calendar.putEvent(ines, { uid, sequence: 1, ics: invitationIcs(uid, 1, '2031-03-04T09:00:00Z', '2031-03-04T10:00:00Z') });
    expect(await calendar.freeBusy(ines, '2031-03-04T00:00:00Z', '2031-03-05T00:00:00Z')).toEqual([
      { start: '2031-03-04T14:00:00.000Z', end: '2031-03-04T15:00:00.000Z' },
    ]);

    const elsewhere = new BuiltinCalendar(dataSource, other.companyId);
    expect(await elsewhere.freeBusy(ines, '2031-03-04T00:00:00Z', '2031-03-05T00:00:00Z')).toEqual([]);
    await elsewhere.removeEvent(ines, uid);
    await elsewhere.putEvent(ines, { uid, sequence: 9, ics: invitationIcs(uid, 9, '2031-03-04T18:00:00Z', '2031-03-04T19:00:00Z') });
    expect(await calendar.freeBusy(ines, '2031-03-04T00:00:00Z', '2031-03-05T00:00:00Z')).toEqual([
      { start: '2031-03-04T14:00:00.000Z', end: '2031-03-04T15:00:00.000Z' },
    ]);
  });

  it('the directory answers CAL until a CalDAV connection is saved, then the CalDAV calendar (credentials encrypted at rest), and CAL again once it is removed', async () => {
    const { companyId, ines, omar } = await aCompany(dataSource);
    const directory = createCalendarDirectory(dataSource);
    expect(await directory.calendarOf(companyId, ines)).toMatchObject({ provider: 'CAL', integrated: true });

    const account = await caldavAccount();
    await saveCalDavConnection(dataSource, companyId, ines, { ...account, calendarName: 'Interviews' });
    const rows: Array<{ credentials: unknown }> = await dataSource.query(
      'SELECT credentials FROM calendar_connections WHERE user_id = $1',
      [ines],
    );
    expect(JSON.stringify(rows[0].credentials)).not.toContain(account.password);
    expect(JSON.stringify(rows[0].credentials)).not.toContain(account.username);

    const connected = await directory.calendarOf(companyId, ines);
    expect(connected.provider).toBe('CALDAV');
    const day = '2032-05-06';
    const uid = `${randomUUID()}@ats.test`;
    await connected.port.putEvent(ines, { uid, sequence: 0, ics: invitationIcs(uid, 0, `${day}T10:00:00Z`, `${day}T11:00:00Z`) });
    // The event went to Radicale, read back through an adapter of its own.
    expect(await new CalDavCalendar(account).freeBusy('calendar-contract', `${day}T00:00:00Z`, `${day}T23:00:00Z`)).toEqual([
      { start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z` },
    ]);
    // Stored as a calendar object resource: without the invitation's iTIP METHOD (RFC 4791 §4.1).
    const stored = await fetch(`${account.calendarUrl}${encodeURIComponent(uid)}.ics`, {
      headers: { authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}` },
    });
    expect(stored.status).toBe(200);
    const storedIcs = await stored.text();
    expect(storedIcs).toContain(`UID:${uid}`);
    expect(storedIcs).not.toContain('METHOD:');
    await connected.port.removeEvent(ines, uid);
    // Another user of the company still has CAL; another company's id finds no connection.
    expect((await directory.calendarOf(companyId, omar)).provider).toBe('CAL');
    expect((await directory.calendarOf(randomUUID(), ines)).provider).toBe('CAL');

    // Credentials copied onto another user's row do not decrypt there.
    await dataSource.query(
      `INSERT INTO calendar_connections (user_id, company_id, kind, server_url, calendar_url, credentials)
       SELECT $1, company_id, kind, server_url, calendar_url, credentials FROM calendar_connections WHERE user_id = $2`,
      [omar, ines],
    );
    const unusable = await directory.calendarOf(companyId, omar);
    expect(unusable).toMatchObject({ provider: 'CALDAV', integrated: false });
    await expect(unusable.port.freeBusy(omar, `${day}T00:00:00Z`, `${day}T23:00:00Z`)).rejects.toBeInstanceOf(CalendarAccessExpiredError);
    await deleteCalendarConnection(dataSource, companyId, omar);

    expect(await deleteCalendarConnection(dataSource, companyId, ines)).toBe(true);
    expect((await directory.calendarOf(companyId, ines)).provider).toBe('CAL');
  });

  it('CalDAV: refused credentials are the spec\'s "access has expired", an unreachable server is "unavailable"', async () => {
    const account = await caldavAccount();
    await expect(new CalDavCalendar({ ...account, password: 'not-the-password' }).freeBusy('x', '2031-01-01T00:00:00Z', '2031-01-02T00:00:00Z')).rejects.toBeInstanceOf(
      CalendarAccessExpiredError,
    );
    await expect(new CalDavCalendar({ ...account, serverUrl: 'http://127.0.0.1:9/' }).verify()).rejects.toBeInstanceOf(
      CalendarUnavailableError,
    );
  });
});
