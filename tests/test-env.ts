import type { StackEnv } from '@ats/infra/stack';

/** Port of the API the test run starts (beside a developer's `npm start` on 3000). */
export const TEST_API_PORT = 3100;

/** Port of the worker's inbound SMTP listener for candidates' replies (beside `npm start`'s 2525). */
export const TEST_MAIL_INBOUND_PORT = 2625;

/**
 * The environment of the apps under test: the test stack, and one "day" of stage automations lasting one
 * second, so auto-archive after N days runs in N seconds on the real Temporal server.
 */
export const testAppEnv = (stack: StackEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  ...stack,
  TZ: 'UTC',
  API_PORT: String(TEST_API_PORT),
  API_URL: `http://127.0.0.1:${TEST_API_PORT}`,
  ATS_MAIL_INBOUND_PORT: String(TEST_MAIL_INBOUND_PORT),
  ATS_DAY_MS: '1000',
  TEMPORAL_TASK_QUEUE: 'ats-test',
  // Every journey signs the demo users in again (the admin some 20 times a run) and all of them, staff and
  // candidates, ask for their codes from the browser's one loopback address: some 60 codes in a journey run
  // of 11 minutes, which reached the old 60 per address. Each run starts without earlier runs' codes
  // (setup/forget-earlier-sign-in-codes). The limit specs read these values.
  ATS_OTP_MAX_PER_WINDOW: '50',
  ATS_OTP_MAX_PER_ADDRESS: '200',
  // The helpers and journeys read sign-in codes from the development mailbox, which exists only when asked for.
  ATS_DEV_MAILBOX: 'true',
  // Every simulated job board refuses, quickly: the posting workflow's retries and its failure run for real
  // (the XML feed, a real board, still posts).
  ATS_JOB_BOARD_FAILURE_RATE: '1',
  ATS_JOB_BOARD_LATENCY_MS: '20',
});
