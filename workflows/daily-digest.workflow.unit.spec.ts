import { Worker } from '@temporalio/worker';
import { DateTime } from 'luxon';
import { nextDigestAt } from '@ats/domain/notification-preferences/daily-digest';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import { dailyDigestWorkflowId, nextDailyDigestAtQuery, sendDailyDigestNowSignal, type DailyDigestActivities } from './daily-digest.types';
import { dailyDigest } from './daily-digest.workflow';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Berlin';

/** The first day after `fromMs` whose UTC offset in `zone` differs from the day before: the next daylight-saving change. */
const nextOffsetChange = (fromMs: number, zone: string): DateTime => {
  let day = DateTime.fromMillis(fromMs, { zone }).startOf('day');
  for (let i = 0; i < 400; i += 1) {
    const next = day.plus({ days: 1 });
    if (next.plus({ hours: 12 }).offset !== day.plus({ hours: 12 }).offset) return next;
    day = next;
  }
  throw new Error(`${zone} has no daylight saving`);
};

/**
 * The daily digest workflow on Temporal's time-skipping test server: months pass in moments. The activity that
 * says when the next digest goes out is the real computation (06:00 in the user's zone) from a chosen day on; the
 * send is a recording stand-in that notes the server's time when it ran.
 */
describe('daily-digest workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;

  const workerWith = async (options: { startAfter: number; mornings: number }) => {
    const sends: Array<{ until: string; at: number }> = [];
    const taskQueue = `daily-digest-${(sequence += 1)}`;
    const activities: DailyDigestActivities = {
      async nextDailyDigestAt({ after }) {
        // After the mornings under test the user asks for no more digests: the workflow ends.
        if (sends.length >= options.mornings) return { at: null };
        return { at: nextDigestAt(new Date(Math.max(Date.parse(after), options.startAfter)).toISOString(), ZONE) };
      },
      async sendDailyDigests({ until }) {
        sends.push({ until, at: await temporal.env.currentTimeMs() });
        return { sent: 1 };
      },
    };
    const worker = await Worker.create({ connection: temporal.env.nativeConnection, taskQueue, workflowBundle: temporal.bundle, activities });
    return { worker, taskQueue, sends };
  };

  it('sends at 06:00 on the user’s wall clock every morning, on both sides of a daylight-saving change', async () => {
    const now = await temporal.env.currentTimeMs();
    const change = nextOffsetChange(now, ZONE);
    // From two days before the change to two days after it.
    const { worker, taskQueue, sends } = await workerWith({ startAfter: change.minus({ days: 2 }).toMillis(), mornings: 4 });
    const userId = `user-${sequence}`;
    await worker.runUntil(temporal.env.client.workflow.execute(dailyDigest, { taskQueue, workflowId: dailyDigestWorkflowId(userId), args: [{ userId }] }));

    expect(sends).toHaveLength(4);
    const local = sends.map((send) => DateTime.fromISO(send.until, { zone: ZONE }));
    // Each at 06:00 local, one a day, and never before its time.
    expect(local.map((at) => at.toFormat('HH:mm'))).toEqual(['06:00', '06:00', '06:00', '06:00']);
    expect(local.map((at) => at.toISODate())).toEqual([0, 1, 2, 3].map((day) => change.minus({ days: 2 }).plus({ days: day }).toISODate()));
    for (const send of sends) expect(send.at).toBeGreaterThanOrEqual(Date.parse(send.until));
    for (const send of sends) expect(send.at).toBeLessThan(Date.parse(send.until) + 60_000);
    // The UTC hour moves by the change: the same local morning is an hour apart in UTC on either side.
    const utcHours = sends.map((send) => new Date(send.until).getUTCHours());
    expect(utcHours[0]).toBe(utcHours[1]);
    expect(utcHours[2]).toBe(utcHours[3]);
    expect(Math.abs(utcHours[1]! - utcHours[2]!)).toBe(1);
    // The days between are 24 hours but for the change's, which is 23 or 25.
    expect([1, 2, 3].map((i) => (Date.parse(sends[i]!.until) - Date.parse(sends[i - 1]!.until)) / 3_600_000).sort()).toEqual(
      change.plus({ hours: 12 }).offset > change.minus({ hours: 12 }).offset ? [23, 24, 24] : [24, 24, 25],
    );
  });

  it('tells when the next digest goes out, and sends at once when asked, the morning’s still to come', async () => {
    const now = await temporal.env.currentTimeMs();
    const { worker, taskQueue, sends } = await workerWith({ startAfter: now, mornings: 2 });
    const userId = `user-${sequence}`;
    await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(dailyDigest, { taskQueue, workflowId: dailyDigestWorkflowId(userId), args: [{ userId }] });
      let next: string | null = null;
      while (next === null) next = await handle.query(nextDailyDigestAtQuery);
      expect(next).toBe(nextDigestAt(new Date(now).toISOString(), ZONE));
      await handle.signal(sendDailyDigestNowSignal);
      await handle.result();
    });
    expect(sends).toHaveLength(2);
    // The asked-for one as of when it was asked, well before the morning; then the morning's own.
    expect(Date.parse(sends[0]!.until)).toBeLessThan(Date.parse(nextDigestAt(new Date(now).toISOString(), ZONE)));
    expect(DateTime.fromISO(sends[1]!.until, { zone: ZONE }).toFormat('HH:mm')).toBe('06:00');
    expect(Date.parse(sends[1]!.until) - now).toBeLessThanOrEqual(DAY_MS + 3_600_000);
  });
});
