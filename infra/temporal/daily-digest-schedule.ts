import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { DAILY_DIGEST_SCHEDULE_PREFIX, dailyDigestScheduleId, LEGACY_DAILY_DIGEST_SCHEDULE_ID } from '@ats/workflows/daily-digest.types';
import { dailyDigest } from '@ats/workflows/daily-digest.workflow';
import { digestReaders } from './daily-digest.activities';
import { ATS_COMPANY_ID, ATS_USER_ID } from './search-attributes';

export type DigestReader = { id: string; companyId: string };

/** Gone already is what removal wants. */
const deleteSchedule = (client: Client, scheduleId: string): Promise<void> =>
  client.schedule
    .getHandle(scheduleId)
    .delete()
    .catch((error: unknown) => {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    });

/**
 * The user's daily digest as a Temporal Schedule of their own (issue 9, spec 03 "Daily digest"): every morning at
 * 06:00 UTC (users have no time zone in this product yet) one `dailyDigest` run for them, found in the Temporal UI
 * by user and company. Made when they ask for a digest, removed when they ask for none; an existing schedule is
 * kept as it is, so an operator's pause survives.
 */
export const syncDailyDigestSchedule = async (client: Client, taskQueue: string, reader: DigestReader, wanted: boolean): Promise<void> => {
  const scheduleId = dailyDigestScheduleId(reader.id);
  if (!wanted) return deleteSchedule(client, scheduleId);
  try {
    await client.schedule.create({
      scheduleId,
      spec: { calendars: [{ hour: 6, minute: 0 }] },
      action: { type: 'startWorkflow', workflowType: dailyDigest, taskQueue, args: [{ userId: reader.id }] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
      typedSearchAttributes: [
        { key: ATS_USER_ID, value: reader.id },
        { key: ATS_COMPANY_ID, value: reader.companyId },
      ],
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
};

/**
 * Makes the schedules match the preferences (the database decides): one for each user who wants a digest, none
 * for anyone else, and the retired company-wide schedule gone. Run when the projector starts and every few
 * minutes after, so a schedule the API could not change at once (Temporal away) follows soon.
 */
export const reconcileDailyDigestSchedules = async (client: Client, dataSource: DataSource, taskQueue: string): Promise<void> => {
  const wanted = new Map((await digestReaders(dataSource)).map((reader) => [reader.id, reader]));
  const existing = new Set<string>();
  for await (const schedule of client.schedule.list()) {
    if (schedule.scheduleId === LEGACY_DAILY_DIGEST_SCHEDULE_ID) await deleteSchedule(client, LEGACY_DAILY_DIGEST_SCHEDULE_ID);
    if (schedule.scheduleId.startsWith(DAILY_DIGEST_SCHEDULE_PREFIX)) existing.add(schedule.scheduleId.slice(DAILY_DIGEST_SCHEDULE_PREFIX.length));
  }
  for (const [id, reader] of wanted) if (!existing.has(id)) await syncDailyDigestSchedule(client, taskQueue, reader, true);
  for (const id of existing) if (!wanted.has(id)) await syncDailyDigestSchedule(client, taskQueue, { id, companyId: '' }, false);
};
