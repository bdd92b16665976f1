import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import { nextDailyDigestAtQuery, sendDailyDigestNowSignal, type DailyDigestActivities, type DailyDigestInput } from './daily-digest.types';

const { nextDailyDigestAt, sendDailyDigests } = proxyActivities<DailyDigestActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', maximumInterval: '5 minutes', backoffCoefficient: 2 },
});

/**
 * One user's morning digest (spec 03 "Daily digest"), one long-running workflow per user who wants one
 * (`daily-digest:<userId>`): an activity says when 06:00 next comes in the user's time zone (the zone's rules,
 * daylight saving included, live there, not here), a timer waits for it, then the digest goes out and the workflow
 * continues as new for the next morning, so its history stays one day long. It ends itself when the user no longer
 * wants a digest. Workflow time only (Date.now() in a workflow is the replayed task time), so replays agree.
 */
export async function dailyDigest(input: DailyDigestInput): Promise<void> {
  // A signal that came while the last run was sending carries over.
  let now = input.sendNow === true;
  let next: string | null = null;
  setHandler(sendDailyDigestNowSignal, () => {
    now = true;
  });
  setHandler(nextDailyDigestAtQuery, () => next);

  ({ at: next } = await nextDailyDigestAt({ userId: input.userId, after: new Date(Date.now()).toISOString() }));
  if (next === null) return;
  const asked = await condition(() => now, Math.max(1, Date.parse(next) - Date.now()));
  now = false;
  // On time, the digest is as of its morning; asked for, as of now.
  await sendDailyDigests({ until: asked ? new Date(Date.now()).toISOString() : next, userId: input.userId });
  await continueAsNew<typeof dailyDigest>({ userId: input.userId, ...(now ? { sendNow: true } : {}) });
}
