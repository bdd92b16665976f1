import { proxyActivities } from '@temporalio/workflow';
import type { DailyDigestActivities } from './daily-digest.types';

const { sendDailyDigests } = proxyActivities<DailyDigestActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', maximumInterval: '5 minutes', backoffCoefficient: 2 },
});

/** One user's morning digest (spec 03 "Daily digest"), started by their `daily-digest:<userId>` Schedule. */
export async function dailyDigest(input: { userId?: string } = {}): Promise<{ sent: number }> {
  // Workflow time: the same on a replay, so a retried activity computes the same day.
  return sendDailyDigests({ until: new Date(Date.now()).toISOString(), userId: input.userId });
}
