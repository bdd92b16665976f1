import { ScheduleNotFoundError, WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { DataSource } from 'typeorm';
import { dailyDigestWorkflowId, LEGACY_DAILY_DIGEST_SCHEDULE_ID, LEGACY_DAILY_DIGEST_SCHEDULE_PREFIX } from '@ats/workflows/daily-digest.types';
import { dailyDigest } from '@ats/workflows/daily-digest.workflow';
import { digestReaders } from './daily-digest.activities';
import { ATS_COMPANY_ID, ATS_USER_ID } from './search-attributes';

export type DigestReader = { id: string; companyId: string };

const NOT_WANTED = 'The user asked for no daily digest';

/** Gone already is what removal wants. */
const deleteSchedule = (client: Client, scheduleId: string): Promise<void> =>
  client.schedule
    .getHandle(scheduleId)
    .delete()
    .catch((error: unknown) => {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    });

/** Ends a user's digest workflow; one already ended or never started is what ending wants. */
const endDigest = (client: Client, workflowId: string, reason: string): Promise<void> =>
  client.workflow
    .getHandle(workflowId)
    .terminate(reason)
    .then(() => undefined)
    .catch((error: unknown) => {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    });

/**
 * The user's daily digest as a workflow of their own (issue 9, spec 03 "Daily digest"): `daily-digest:<userId>`,
 * found in the Temporal UI by user and company, which sends each morning at 06:00 in the user's time zone (the
 * workflow asks an activity when that is, daylight saving included). Started when they ask for a digest (a running
 * one is kept as it is), terminated when they ask for none; `replan` (their time zone changed) starts a running one
 * over, so it waits for the new zone's 06:00.
 */
export const syncDailyDigest = async (
  client: Client,
  taskQueue: string,
  reader: DigestReader,
  wanted: boolean,
  options: { replan?: boolean } = {},
): Promise<void> => {
  const workflowId = dailyDigestWorkflowId(reader.id);
  if (!wanted) return endDigest(client, workflowId, NOT_WANTED);
  // Its timer waits for the old zone's 06:00: a fresh run asks again (a digest already sent that day is not sent
  // twice, its mail id is the day's).
  if (options.replan) await endDigest(client, workflowId, 'The user changed their time zone; their digest re-plans');
  try {
    await client.workflow.start(dailyDigest, {
      workflowId,
      taskQueue,
      args: [{ userId: reader.id }],
      // A running one stays; one that ended (the user had stopped wanting it) may start again.
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      typedSearchAttributes: [
        { key: ATS_USER_ID, value: reader.id },
        { key: ATS_COMPANY_ID, value: reader.companyId },
      ],
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
};

/**
 * Makes the digest workflows match the preferences (the database decides): one running for each user who wants a
 * digest, none for anyone else, and the retired Schedules (company-wide, then per user at 06:00 UTC) gone. Run when
 * the projector starts and every few minutes after, so a change the API could not make at once (Temporal away)
 * follows soon.
 */
export const reconcileDailyDigests = async (client: Client, dataSource: DataSource, taskQueue: string): Promise<void> => {
  const wanted = new Map((await digestReaders(dataSource)).map((reader) => [dailyDigestWorkflowId(reader.id), reader]));
  for await (const schedule of client.schedule.list()) {
    if (schedule.scheduleId === LEGACY_DAILY_DIGEST_SCHEDULE_ID || schedule.scheduleId.startsWith(LEGACY_DAILY_DIGEST_SCHEDULE_PREFIX)) {
      await deleteSchedule(client, schedule.scheduleId);
    }
  }
  const running = new Set<string>();
  for await (const execution of client.workflow.list({ query: `WorkflowType = 'dailyDigest' AND ExecutionStatus = 'Running'` })) {
    running.add(execution.workflowId);
  }
  // Only the missing ones are started (one the listing has not caught up with yet answers "already started").
  for (const [workflowId, reader] of wanted) if (!running.has(workflowId)) await syncDailyDigest(client, taskQueue, reader, true);
  // A stray one also ends itself the next time it asks when to send and finds the digest no longer wanted.
  for (const workflowId of running) if (!wanted.has(workflowId)) await endDigest(client, workflowId, NOT_WANTED);
};
