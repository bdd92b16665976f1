import { Client, Connection } from '@temporalio/client';
import { DateTime } from 'luxon';
import { syncDailyDigest } from '@ats/infra/temporal/daily-digest-workflows';
import { dailyDigestWorkflowId, nextDailyDigestAtQuery } from '@ats/workflows/daily-digest.types';
import { createTestCompany, eventually, type TestCompany } from './support';

type Me = { id: string; firstName: string; lastName: string; email: string; timezone: string; emailSignature: string };

/**
 * The profile screen's save (spec 03 "Profile screen"), `PATCH /users/me`: the signed-in user changes their own
 * names, time zone and e-mail signature, nobody else's; a bad zone is refused and nothing changes; a new zone
 * re-plans their daily digest for 06:00 there.
 */
describe('profile (PATCH /users/me)', () => {
  let company: TestCompany;
  let other: TestCompany;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    [company, other] = await Promise.all([createTestCompany('profile'), createTestCompany('profile-other')]);
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    if (temporal) await syncDailyDigest(temporal, process.env.TEMPORAL_TASK_QUEUE ?? 'ats-test', { id: company.recruiterId, companyId: company.companyId }, false);
    await connection?.close();
  });

  /** The next morning the running digest waits for, on `zone`'s wall clock, once it is 06:00 there. */
  const morningIn = (zone: string) =>
    eventually(async () => {
      const at = await temporal.workflow.getHandle(dailyDigestWorkflowId(company.recruiterId)).query(nextDailyDigestAtQuery);
      const local = at ? DateTime.fromISO(at, { zone }) : null;
      return local && local.toFormat('HH:mm') === '06:00' ? local : null;
    });

  it('saves the caller’s names, time zone and signature, and their digest waits for 06:00 in the new zone', async () => {
    expect((await company.recruiter.put('/notification-preferences', { dailyDigest: { unreadNotifications: true } })).status).toBe(200);
    // No zone of their own yet: the default's 06:00 (Asia/Dubai, spec 04 §9).
    await morningIn('Asia/Dubai');
    const adminBefore = (await company.admin.get<Me>('/users/me')).body;
    const otherBefore = (await other.recruiter.get<Me>('/users/me')).body;

    const signature = 'Rana Saleh\nTalent team <b>Acme</b>';
    const saved = await company.recruiter.patch<Me>('/users/me', { firstName: ' Rana ', lastName: 'Saleh', timeZone: 'America/New_York', emailSignature: `${signature}  ` });
    expect(saved.status).toBe(200);
    // Kept as plain text, trimmed (never rendered as HTML); the e-mail is not the profile's to change.
    expect(saved.body).toMatchObject({ firstName: 'Rana', lastName: 'Saleh', timezone: 'America/New_York', emailSignature: signature, email: company.recruiterEmail });
    expect((await company.recruiter.get<Me>('/users/me')).body).toMatchObject({ firstName: 'Rana', lastName: 'Saleh', timezone: 'America/New_York', emailSignature: signature });

    // The digest re-planned: its next morning is 06:00 in New York (10:00 or 11:00 UTC), within the coming day.
    const next = await morningIn('America/New_York');
    expect(next.toUTC().hour).toBe(next.isInDST ? 10 : 11);
    expect(next.toMillis() - Date.now()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    expect((await temporal.workflow.getHandle(dailyDigestWorkflowId(company.recruiterId)).describe()).status.name).toBe('RUNNING');

    // Nobody else's profile moved: the admin of the same company, the recruiter of another.
    expect((await company.admin.get<Me>('/users/me')).body).toEqual(adminBefore);
    expect((await other.recruiter.get<Me>('/users/me')).body).toEqual(otherBefore);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, 'Please select the timezone'],
    ['no zone', { timeZone: '' }, 'Please select the timezone'],
    ['a zone missing', { timeZone: undefined }, 'Please select the timezone'],
    ['a blank first name', { firstName: '  ' }, 'Please input first name'],
  ])('refuses %s with the spec’s message and changes nothing', async (_case, change, message) => {
    const before = (await company.recruiter.get<Me>('/users/me')).body;
    const refused = await company.recruiter.patch('/users/me', { firstName: 'Changed', lastName: 'Changed', timeZone: 'Europe/Berlin', emailSignature: 'Changed', ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await company.recruiter.get<Me>('/users/me')).body).toEqual(before);
  });
});
